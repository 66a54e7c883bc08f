/**
 * The 'Huidig' / 'Toekomst' tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End
 * move between the tabs and select them at once, because showing a panel costs nothing.
 */
import { css, type Theme } from '@emotion/react';
import { texts } from '../../../texts';
import { useRef, type KeyboardEvent } from 'react';

import { AGENDA_TABS, type AgendaTab } from '../hooks/use-agenda-params';

export const tabId = (tab: AgendaTab) => `agenda-tab-${tab}`;
export const panelId = (tab: AgendaTab) => `agenda-panel-${tab}`;

const LABELS: Record<AgendaTab, string> = { huidig: texts.agenda.tabs.current, toekomst: texts.agenda.tabs.future };

const tabStyle = (selected: boolean) => (t: Theme) => css`
  min-height: 44px;
  padding: ${t.space(2)} ${t.space(5)};
  border: 0;
  border-bottom: 4px solid ${selected ? t.colors.secondary : 'transparent'};
  background: none;
  color: ${t.colors.text};
  font: inherit;
  font-weight: ${selected ? 700 : 500};
  cursor: pointer;
  &:hover { border-bottom-color: ${selected ? t.colors.secondary : t.colors.border}; }
  &:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: -3px; }
`;

export interface AgendaTabsProps {
  selected: AgendaTab;
  onSelect: (tab: AgendaTab) => void;
}

export function AgendaTabs({ selected, onSelect }: AgendaTabsProps) {
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
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
          css={tabStyle(tab === selected)}
        >
          {LABELS[tab]}
        </button>
      ))}
    </div>
  );
}
