/**
 * Agenda periods: a month, an ISO week (Monday to Sunday) or a day, in Europe/Amsterdam.
 * 'Huidig' shows whole periods; 'Toekomst' shows the same periods from now on (`futurePeriod`).
 * Calendar arithmetic runs on plain dates ('YYYY-MM-DD', computed as UTC dates so no local zone
 * or DST can shift a day); only the boundaries become instants, as Amsterdam midnights. That is
 * what keeps the DST weekends right: the last Sunday of March lasts 23 hours, of October 25.
 */
import { dayjs, TIME_ZONE } from '@kerk/kit/dates';

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

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const toUtcDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};
const format = (date: Date) => date.toISOString().slice(0, 10);

/** True for an existing calendar date written as YYYY-MM-DD. */
export function isCalendarDate(value: string | null | undefined): value is string {
  if (!value || !DATE.test(value)) return false;
  return format(toUtcDate(value)) === value;
}

export const addDays = (date: string, days: number): string => format(new Date(toUtcDate(date).getTime() + days * DAY_MS));

const addMonths = (date: string, months: number): string => {
  const d = toUtcDate(date);
  return format(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
};

/** 0 for Monday … 6 for Sunday (ISO 8601). */
const isoWeekday = (date: string) => (toUtcDate(date).getUTCDay() + 6) % 7;

/** ISO week number and its year: week 1 holds the year's first Thursday. */
export function isoWeek(date: string): { year: number; week: number } {
  const thursday = toUtcDate(addDays(date, 3 - isoWeekday(date)));
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return { year, week };
}

/** The instant of Amsterdam midnight at the start of a date. */
export const amsterdamMidnight = (date: string): string => dayjs.tz(`${date} 00:00`, TIME_ZONE).toISOString();

/** Today's date in Amsterdam (not in the visitor's own zone). */
export const todayInAmsterdam = (now: Date = new Date()): string => dayjs(now).tz(TIME_ZONE).format('YYYY-MM-DD');

function startOf(date: string, unit: PeriodUnit): string {
  if (unit === 'maand') return `${date.slice(0, 7)}-01`;
  if (unit === 'week') return addDays(date, -isoWeekday(date));
  return date;
}

/** The start of the period `delta` periods away from the one holding `date`. */
export function shiftPeriod(date: string, unit: PeriodUnit, delta: number): string {
  const start = startOf(date, unit);
  if (unit === 'maand') return addMonths(start, delta);
  return addDays(start, delta * (unit === 'week' ? 7 : 1));
}

/** The period of the given unit that holds `date`. */
export function periodOf(date: string, unit: PeriodUnit): Period {
  const start = startOf(date, unit);
  const next = shiftPeriod(start, unit, 1);
  return { unit, start, last: addDays(next, -1), next, from: amsterdamMidnight(start), to: amsterdamMidnight(next) };
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
