/**
 * Period choice (a real radio group: arrow keys move between Maand, Week and Dag) and the
 * previous / next navigation around the period's heading. That navigation is a GET form to the
 * agenda whose buttons submit the other period's date: without JavaScript (or before it runs) the
 * server renders the next period; with it, a click changes the view in place and submits nothing.
 */
import { css, type Theme } from '@emotion/react';
import { Button, CONTROLS, keepTogether } from '@kerk/kit/design-system';
import { pathTo } from '@kerk/kit/router';
import type { MouseEvent } from 'react';
import { texts } from '../../../texts';

import { AGENDA_PARAMS, type AgendaTab } from '../hooks/use-agenda-params';
import { PERIOD_UNITS, type PeriodUnit } from '../utils/periods';

const UNIT_LABELS: Record<PeriodUnit, string> = { maand: texts.agenda.periods.month, week: texts.agenda.periods.week, dag: texts.agenda.periods.day };

const chipStyle = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${t.space(2)};
  min-height: 44px;
  padding: 0 ${t.space(4)};
  ${t.mq.belowMd} { padding: 0 ${t.space(3)}; }
  border: 2px solid ${t.colors[CONTROLS.choice.border]};
  border-radius: ${t.radius};
  cursor: pointer;
  &:has(input:checked) { border-color: ${t.colors[CONTROLS.chosen.border]}; background: ${t.colors[CONTROLS.chosen.fill]}; font-weight: 700; }
  &:has(input:focus-visible) { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
  /* The chosen radio's dot in the chosen border's colour (the bar's navy would vanish on the dark page). */
  input { accent-color: ${t.colors[CONTROLS.chosen.border]}; margin: 0; }
`;

export interface PeriodPickerProps {
  unit: PeriodUnit;
  onChange: (unit: PeriodUnit) => void;
  /** The tab and the date the form keeps when it is submitted without JavaScript. */
  tab: AgendaTab;
  date: string;
}

/** A GET form too: without JavaScript its button (noscript) shows the chosen unit; with it, choosing is enough. */
export function PeriodPicker({ unit, onChange, tab, date }: PeriodPickerProps) {
  return (
    <form method="get" action={pathTo('agenda')}>
      <input type="hidden" name={AGENDA_PARAMS.tab} value={tab} />
      <input type="hidden" name={AGENDA_PARAMS.date} value={date} />
      <fieldset css={(t) => css`border: 0; margin: 0 0 ${t.space(4)}; padding: 0; display: flex; flex-wrap: wrap; align-items: center; gap: ${t.space(2)};`}>
        <legend css={(t) => css`float: left; margin-right: ${t.space(2)}; font-weight: 600; ${t.mq.belowMd} { width: 100%; margin-bottom: ${t.space(1)}; }`}>{texts.agenda.periods.legend}</legend>
        {PERIOD_UNITS.map((value) => (
          <label key={value} css={chipStyle}>
            <input type="radio" name={AGENDA_PARAMS.unit} value={value} checked={value === unit} onChange={() => onChange(value)} />
            {UNIT_LABELS[value]}
          </label>
        ))}
        <noscript>
          <Button variant="ghost" type="submit">
            {texts.agenda.periods.show}
          </Button>
        </noscript>
      </fieldset>
    </form>
  );
}

export interface PeriodNavProps {
  unit: PeriodUnit;
  heading: string;
  /** False on the first period of 'Toekomst': there is no way back into the past. */
  canGoBack?: boolean;
  onMove: (delta: -1 | 1) => void;
  /** The tab the navigation is in: the form keeps it, and the unit. */
  tab: AgendaTab;
  /** The date ('YYYY-MM-DD') of the period `delta` away, which its button submits. */
  dateAt: (delta: -1 | 1) => string;
}

/** The id of the period's heading, which names the list of that period. */
export const PERIOD_HEADING_ID = 'agenda-period-heading';
const PERIOD_FORM_ID = 'agenda-period-form';

export function PeriodNav({ unit, heading, canGoBack = true, onMove, tab, dateAt }: PeriodNavProps) {
  // With JavaScript the view changes in place; the form is for the HTML alone.
  const move = (delta: -1 | 1) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onMove(delta);
  };
  // The form holds only the fields; the buttons join it by `form`, so the heading stays outside it
  // (the print sheet hides forms, not the period's heading).
  return (
    <>
      <form id={PERIOD_FORM_ID} method="get" action={pathTo('agenda')} hidden>
        <input type="hidden" name={AGENDA_PARAMS.tab} value={tab} />
        <input type="hidden" name={AGENDA_PARAMS.unit} value={unit} />
      </form>
      {/* A container, so the row can follow its own width (the panel's), not the window's. */}
      <div css={css`container: period-nav / inline-size;`}>
        <div
          css={(t) => css`
            display: grid;
            grid-template-columns: auto 1fr auto;
            align-items: center;
            gap: ${t.space(2)};
            margin-bottom: ${t.space(4)};
            ${t.mq.belowMd} {
              grid-template-columns: 1fr 1fr;
              h2 { grid-column: 1 / -1; grid-row: 1; }
              button { justify-content: center; white-space: nowrap; padding-inline: ${t.space(2)}; }
            }
            /* Too narrow for both buttons side by side (a phone of 320 or 360 px): one below the other. */
            @container period-nav (max-width: 24rem) {
              grid-template-columns: 1fr;
              button { justify-self: stretch; }
            }
          `}
        >
          <Button variant="ghost" form={PERIOD_FORM_ID} type="submit" name={AGENDA_PARAMS.date} value={dateAt(-1)} onClick={move(-1)} disabled={!canGoBack}>
            <span aria-hidden="true">‹</span> {texts.agenda.navigation.previous[unit]}
          </Button>
          <h2 id={PERIOD_HEADING_ID} css={css`margin: 0; text-align: center; font-size: 1.4rem;`}>
            {keepTogether(heading)}
          </h2>
          <Button variant="ghost" form={PERIOD_FORM_ID} type="submit" name={AGENDA_PARAMS.date} value={dateAt(1)} onClick={move(1)} css={css`justify-self: end;`}>
            {texts.agenda.navigation.next[unit]} <span aria-hidden="true">›</span>
          </Button>
        </div>
      </div>
    </>
  );
}
