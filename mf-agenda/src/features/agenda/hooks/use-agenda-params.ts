/**
 * The agenda's state lives in the URL (`?tab=toekomst&periode=week&datum=2026-11-23`), so a view
 * can be shared and the browser's back button steps through it. Missing or unknown values fall
 * back to 'huidig', 'maand' and today; a date that does not exist is reported so the page can say so.
 * 'Toekomst' runs from now on: a date before today is read as today, and a tab starts at today
 * (the day picked in 'Huidig' does not carry over).
 */
import { useCallback, useMemo } from 'react';
import { isCalendarDate, zonedDate } from '@kerk/kit/dates/calendar';
import { toMinute, useRenderNow } from '@kerk/kit/dates/use-render-now';
import { useSearchParams } from '@kerk/kit/router';

import { notBefore, PERIOD_UNITS, type PeriodUnit } from '../utils/periods';

export const AGENDA_TABS = ['huidig', 'toekomst'] as const;
/** The URL's query parameter of each part of the view (read here, written here and by the period form). */
export const AGENDA_PARAMS = { tab: 'tab', unit: 'periode', date: 'datum', page: 'pagina' } as const;
export type AgendaTab = (typeof AGENDA_TABS)[number];

export interface AgendaParams {
  tab: AgendaTab;
  unit: PeriodUnit;
  date: string;
  /** True when the URL held a `datum` that is no real date (today is shown instead). */
  invalidDate: boolean;
  /**
   * 'Toekomst' from this page of the period on (`pagina`, 1 when missing or no whole number above 0): the page a
   * visitor without JavaScript reaches with 'Bekijk meer'. With JavaScript that button appends in place instead.
   */
  page: number;
}

/** `pagina` as a page number: a whole number from 1, else 1. */
export function pageOf(value: string | null): number {
  return /^[1-9]\d{0,5}$/.test(value ?? '') ? Number(value) : 1;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

export function useAgendaParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  // One "now" per visit of the page (the server's while hydrating), in whole minutes: Toekomst
  // starts at it, and the queries built from it keep one cache key, on the server and here.
  const now = toMinute(useRenderNow());
  const today = zonedDate(now);
  const rawDate = searchParams.get(AGENDA_PARAMS.date);
  const params = useMemo<AgendaParams>(() => {
    const tab = oneOf(AGENDA_TABS, searchParams.get(AGENDA_PARAMS.tab), 'huidig');
    const date = isCalendarDate(rawDate) ? rawDate : today;
    return {
      tab,
      unit: oneOf(PERIOD_UNITS, searchParams.get(AGENDA_PARAMS.unit), 'maand'),
      date: tab === 'toekomst' ? notBefore(date, today) : date,
      invalidDate: rawDate !== null && !isCalendarDate(rawDate),
      page: tab === 'toekomst' ? pageOf(searchParams.get(AGENDA_PARAMS.page)) : 1,
    };
  }, [searchParams, rawDate, today]);

  /** Writes all three values, so the URL always describes the whole view once the visitor acted. */
  const update = useCallback(
    (change: Partial<Omit<AgendaParams, 'invalidDate' | 'page'>>) => {
      const next = { ...params, ...change };
      if (next.tab !== params.tab && change.date === undefined) next.date = today;
      if (next.tab === 'toekomst') next.date = notBefore(next.date, today);
      setSearchParams({ [AGENDA_PARAMS.tab]: next.tab, [AGENDA_PARAMS.unit]: next.unit, [AGENDA_PARAMS.date]: next.date });
    },
    [params, today, setSearchParams],
  );

  return { ...params, now, today, update };
}
