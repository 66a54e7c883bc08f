/**
 * The 'Huidig' / 'Toekomst' tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End
 * move between the tabs and select them at once, because showing a panel costs nothing.
 * Without JavaScript each tab submits a GET form to the agenda (the server renders that tab), as
 * the period navigation does; with it, a click selects the tab in place.
 */
import { css, type Theme } from '@emotion/react';
import { pathTo } from '@kerk/kit/router';
import { texts } from '../../../texts';
import { useRef, type KeyboardEvent } from 'react';

import { AGENDA_PARAMS, AGENDA_TABS, type AgendaTab } from '../hooks/use-agenda-params';
import type { PeriodUnit } from '../utils/periods';

export const tabId = (tab: AgendaTab) => `agenda-tab-${tab}`;
export const panelId = (tab: AgendaTab) => `agenda-panel-${tab}`;

const LABELS: Record<AgendaTab, string> = { huidig: texts.agenda.tabs.current, toekomst: texts.agenda.tabs.future };

const tabStyle = (selected: boolean) => (t: Theme) => css`
  min-height: 44px;
  padding: ${t.space(2)} ${t.space(5)};
  border: 0;
  border-bottom: 4px solid ${selected ? t.colors.action : 'transparent'};
  background: none;
  color: ${t.colors.text};
  font: inherit;
  font-weight: ${selected ? 700 : 500};
  cursor: pointer;
  &:hover { border-bottom-color: ${selected ? t.colors.action : t.colors.border}; }
  &:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: -3px; }
`;

export interface AgendaTabsProps {
  selected: AgendaTab;
  onSelect: (tab: AgendaTab) => void;
  /** The period unit the form keeps. */
  unit: PeriodUnit;
}

export function AgendaTabs({ selected, onSelect, unit }: AgendaTabsProps) {
  const refs = useRef<Partial<Record<AgendaTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = AGENDA_TABS.indexOf(selected);
    const last = AGENDA_TABS.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = AGENDA_TABS[target]!;
    onSelect(tab);
    refs.current[tab]?.focus();
  }

  return (
    <form method="get" action={pathTo('agenda')}>
      <input type="hidden" name={AGENDA_PARAMS.unit} value={unit} />
      <div
        role="tablist"
        aria-label={texts.agenda.tabs.label}
        onKeyDown={onKeyDown}
        css={(t) => css`display: flex; border-bottom: 1px solid ${t.colors.border}; margin-bottom: ${t.space(4)};`}
      >
        {AGENDA_TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node;
            }}
            type="submit"
            name={AGENDA_PARAMS.tab}
            value={tab}
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === selected}
            aria-controls={panelId(tab)}
            tabIndex={tab === selected ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              onSelect(tab);
            }}
            css={tabStyle(tab === selected)}
          >
            {LABELS[tab]}
          </button>
        ))}
      </div>
    </form>
  );
}
