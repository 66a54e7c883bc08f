/**
 * Agenda periods: a month, an ISO week (Monday to Sunday) or a day, in Amsterdam.
 * 'Huidig' shows whole periods; 'Toekomst' shows the same periods from now on (`futurePeriod`).
 * Calendar arithmetic runs on plain days with dayjs in UTC (the kit's `calendarDay`, so no zone or
 * DST can shift a day); only the boundaries become instants, as Amsterdam midnights. That is what
 * keeps the DST weekends right: the last Sunday of March lasts 23 hours, of October 25.
 */
import { dayjs } from '@kerk/kit/dates';
import { addDays, calendarDay, DAY, zonedToUtc } from '@kerk/kit/dates/calendar';
// Only the agenda numbers weeks, so the plugin ships with this remote, not in the shell's eager kit.
import isoWeekPlugin from 'dayjs/plugin/isoWeek';

dayjs.extend(isoWeekPlugin);

export const PERIOD_UNITS = ['maand', 'week', 'dag'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

export interface Period {
  unit: PeriodUnit;
  /** First day, 'YYYY-MM-DD'. */
  start: string;
  /** Last day (inclusive). */
  last: string;
  /** First day after the period. */
  next: string;
  /** Amsterdam midnight at `start` and at `next`, as ISO UTC instants: the half-open range [from, to). */
  from: string;
  to: string;
}

/** Where each period starts (dayjs's `isoWeek` starts on Monday) and the step from one to the next. */
const START_OF = { maand: 'month', week: 'isoWeek', dag: 'day' } as const;
const STEP = { maand: 'month', week: 'week', dag: 'day' } as const;

/** ISO week number and its year: week 1 holds the year's first Thursday. */
export function isoWeek(date: string): { year: number; week: number } {
  const day = calendarDay(date);
  return { year: day.isoWeekYear(), week: day.isoWeek() };
}

const midnight = (date: string): string => zonedToUtc(date).toISOString();

/** The start of the period `delta` periods away from the one holding `date`. */
export const shiftPeriod = (date: string, unit: PeriodUnit, delta: number): string =>
  calendarDay(date).startOf(START_OF[unit]).add(delta, STEP[unit]).format(DAY);

/** The period of the given unit that holds `date`. */
export function periodOf(date: string, unit: PeriodUnit): Period {
  const start = shiftPeriod(date, unit, 0);
  const next = shiftPeriod(start, unit, 1);
  return { unit, start, last: addDays(next, -1), next, from: midnight(start), to: midnight(next) };
}

/** The later of two dates ('YYYY-MM-DD' sorts as text): Toekomst never starts before today. */
export const notBefore = (date: string, earliest: string): string => (date < earliest ? earliest : date);

/**
 * The Toekomst part of the period holding `date`: the whole period, or, for the period holding
 * `now` (ms), the rest of it from `now` on, so an event that is over never shows in Toekomst.
 */
export function futurePeriod(date: string, unit: PeriodUnit, now: number): Period {
  const period = periodOf(date, unit);
  const instant = new Date(now).toISOString();
  return instant > period.from && instant < period.to ? { ...period, from: instant } : period;
}

/** True when the period holding `date` starts after `today`: Toekomst may step back to an earlier one. */
export const startsAfter = (date: string, unit: PeriodUnit, today: string): boolean => periodOf(date, unit).start > today;
