/**
 * The agenda below the page texts: tabs 'Huidig' / 'Toekomst', the period choice and its
 * navigation inside the selected tab's panel, and the list of that tab. All state is in the URL.
 * Both tabs step through the same periods; 'Toekomst' lists each from now on and never steps back
 * before the period holding today.
 */
import { Alert } from '@kerk/kit/design-system';
import { texts } from '../../../texts';

import { AGENDA_TABS, useAgendaParams } from '../hooks/use-agenda-params';
import { periodHeading } from '../utils/period-label';
import { futurePeriod, periodOf, shiftPeriod, startsAfter } from '../utils/periods';
import { AgendaTabs, panelId, tabId } from './agenda-tabs';
import { CurrentEvents } from './current-events';
import { FutureEvents } from './future-events';
import { PeriodNav, PeriodPicker } from './period-controls';

export function AgendaView({ emptyText = texts.agenda.empty }: { emptyText?: string }) {
  const { tab, unit, date, invalidDate, page, now, today, update } = useAgendaParams();
  const period = tab === 'huidig' ? periodOf(date, unit) : futurePeriod(date, unit, now);
  const listHeading = periodHeading(period);
  const canGoBack = tab === 'huidig' || startsAfter(date, unit, today);

  return (
    <div data-agenda-tab={tab} data-agenda-period={unit}>
      {invalidDate ? <Alert tone="info">{texts.agenda.invalidDate}</Alert> : null}
      <AgendaTabs selected={tab} unit={unit} onSelect={(next) => update({ tab: next })} />
      {AGENDA_TABS.map((panel) => (
        // Both panels exist so every tab's aria-controls points at an element; only the selected one has content.
        <div key={panel} role="tabpanel" id={panelId(panel)} aria-labelledby={tabId(panel)} hidden={panel !== tab}>
          {panel === tab ? (
            <>
              <PeriodPicker unit={unit} tab={tab} date={date} onChange={(next) => update({ unit: next })} />
              <PeriodNav
                unit={unit}
                heading={listHeading}
                canGoBack={canGoBack}
                onMove={(delta) => update({ date: shiftPeriod(date, unit, delta) })}
                tab={tab}
                dateAt={(delta) => shiftPeriod(date, unit, delta)}
              />
              {tab === 'huidig' ? (
                <CurrentEvents period={period} heading={listHeading} emptyText={emptyText} />
              ) : (
                <FutureEvents period={period} heading={listHeading} emptyText={emptyText} unit={unit} date={date} startPage={page} />
              )}
            </>
          ) : null}
        </div>
      ))}
    </div>
  );
}
