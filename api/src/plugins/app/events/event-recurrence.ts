/**
 * Recurring events (issue 16) with the `rrule` library: the editing app's choice (weekly, every two
 * weeks, monthly on the same weekday of the month or the same date; until a day or a number of
 * times) becomes an RFC 5545 RRULE value stored on the event, and back; and a series is expanded into
 * its occurrences in a period.
 *
 * A series lives in Amsterdam wall-clock time (DTSTART;TZID=Europe/Amsterdam in the iCal feed): the
 * weekly 20:00 Bible circle stays at 20:00 when the clocks change. So the expansion runs on "floating"
 * dates (the wall-clock fields written as if they were UTC, as rrule's documentation advises for
 * zoned rules) and each occurrence's wall-clock day and time become an instant with the kit's
 * `zonedToUtc`. UNTIL is stored in UTC (RFC 5545 requires it with a TZID start): the end of the
 * chosen Amsterdam day.
 */
import { addDays, calendarDay, DAY, zonedToUtc } from '@kerk/kit/dates/calendar';
import { dayjs, formatDate, TIME_ZONE } from '@kerk/kit/dates';
import { Frequency, RRule, type Options, type Weekday } from 'rrule';

import { lastMovedEnd, NO_EXCEPTIONS, type Occurrence, type SeriesEvent, withExceptions } from './event-exceptions';

export type { Occurrence, SeriesEvent };

export const RECURRENCE_KINDS = ['none', 'weekly', 'biweekly', 'monthly-weekday', 'monthly-date'] as const;
export type RecurrenceKind = (typeof RECURRENCE_KINDS)[number];

/** The editing app's choice of recurrence. */
export interface Recurrence {
  kind: RecurrenceKind;
  /** Either a last day `YYYY-MM-DD` (tot en met, Amsterdam)… */
  until?: string;
  /** …or a number of times (the first included). */
  count?: number;
}

/** At most this many occurrences of one series in one answer, whatever the period asked. */
export const MAX_OCCURRENCES = 1000;

const WEEKDAYS: Weekday[] = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];
const DAY_NAMES = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];
const ORDINALS: Record<number, string> = { 1: 'eerste', 2: 'tweede', 3: 'derde', 4: 'vierde', [-1]: 'laatste' };

/** The nth weekday of its month of a day (1–4, or -1 for a fifth one: "the last"). */
const nthWeekday = (day: string) => {
  const n = Math.ceil(calendarDay(day).date() / 7);
  return n > 4 ? -1 : n;
};

/** The RRULE value (without `RRULE:`) for a choice and the series' first Amsterdam day; '' for none. */
export function toRrule(recurrence: Recurrence, firstDay: string): string {
  if (recurrence.kind === 'none') return '';
  const first = calendarDay(firstDay);
  const options: Partial<Options> = { freq: recurrence.kind.startsWith('monthly') ? Frequency.MONTHLY : Frequency.WEEKLY };
  if (recurrence.kind === 'biweekly') options.interval = 2;
  if (recurrence.kind === 'monthly-weekday') options.byweekday = [WEEKDAYS[first.day()]!.nth(nthWeekday(firstDay))];
  if (recurrence.kind === 'monthly-date') options.bymonthday = [first.date()];
  if (recurrence.until) options.until = new Date(zonedToUtc(addDays(recurrence.until, 1)).getTime() - 1000);
  else if (recurrence.count) options.count = recurrence.count;
  return new RRule(options).toString().replace(/^RRULE:/, '');
}

/** The wall-clock fields of an instant in Amsterdam, as a floating (UTC-fielded) Date. */
const floating = (instant: Date | string) => {
  const local = dayjs(instant).tz(TIME_ZONE);
  return new Date(Date.UTC(local.year(), local.month(), local.date(), local.hour(), local.minute(), local.second()));
};

/** A floating Date's Amsterdam day and time as an instant. */
const unfloat = (date: Date) => zonedToUtc(date.toISOString().slice(0, 10), date.toISOString().slice(11, 16));

const parse = (rrule: string) => RRule.parseString(rrule);

/** The editing app's choice back from a stored rule (a rule it cannot express reads as weekly). */
export function fromRrule(rrule: string): Recurrence {
  if (!rrule) return { kind: 'none' };
  const options = parse(rrule);
  const until = options.until ? dayjs(options.until).tz(TIME_ZONE).format(DAY) : undefined;
  const end = until ? { until } : options.count ? { count: options.count } : {};
  if (options.freq === Frequency.MONTHLY) return { kind: options.bymonthday ? 'monthly-date' : 'monthly-weekday', ...end };
  return { kind: options.interval === 2 ? 'biweekly' : 'weekly', ...end };
}

/**
 * The occurrences of a series overlapping [from, to) (ISO instants), in order. Each keeps the
 * first one's wall-clock start and end (and its number of days), whatever the DST offset that day;
 * skipped days are left out and moved occurrences are at their new time (event-exceptions.ts).
 */
export function occurrences(event: SeriesEvent, from: string, to: string): Occurrence[] {
  return withExceptions(ruleOccurrences(event, from, to), event, event.exceptions ?? NO_EXCEPTIONS, from, to);
}

/** The rule's own occurrences overlapping [from, to), without exceptions. */
export function ruleOccurrences(event: SeriesEvent, from: string, to: string): Occurrence[] {
  const start = floating(event.startsAt);
  const end = floating(event.endsAt);
  const span = end.getTime() - start.getTime();
  const options = parse(event.rrule);
  const rule = new RRule({ ...options, dtstart: start, until: options.until ? floating(options.until) : null });
  // A wall-clock span differs from the real one by at most an hour (a DST change); a day of margin covers it.
  const after = new Date(floating(from).getTime() - span - 86_400_000);
  const dates = rule.between(after, floating(to), true, (_date, i) => i < MAX_OCCURRENCES);
  const days = calendarDay(end.toISOString().slice(0, 10)).diff(calendarDay(start.toISOString().slice(0, 10)), 'day');
  const endTime = end.toISOString().slice(11, 16);
  return dates
    .map((date) => {
      const day = date.toISOString().slice(0, 10);
      return { startsAt: unfloat(date).toISOString(), endsAt: zonedToUtc(addDays(day, days), endTime).toISOString() };
    })
    .filter((o) => o.startsAt < to && (o.endsAt > from || o.startsAt >= from));
}

/** The start of a series' first occurrence not ended at `from` (within a year), or null when there is none. */
export function nextStart(event: SeriesEvent, from: string): string | null {
  const to = new Date(Date.parse(from) + 366 * 86_400_000).toISOString();
  return occurrences(event, from, to)[0]?.startsAt ?? null;
}

/** The instant after which a series has no more occurrences (its UNTIL or last COUNT), or null when endless. */
export function lastStart(event: { startsAt: string; rrule: string }): string | null {
  const options = parse(event.rrule);
  if (options.until) return options.until.toISOString();
  if (!options.count) return null;
  const rule = new RRule({ ...options, dtstart: floating(event.startsAt) });
  const all = rule.all((_date, i) => i < MAX_OCCURRENCES);
  return all.length ? unfloat(all[all.length - 1]!).toISOString() : null;
}

/** Whether an event (single or series) has ended by `at`: a series when its last occurrence (moved or not) has. */
export function hasEnded(event: SeriesEvent, at: string): boolean {
  if (!event.rrule) return event.endsAt < at;
  const moved = lastMovedEnd(event, event.exceptions ?? NO_EXCEPTIONS);
  if (moved && moved >= at) return false;
  const last = lastStart(event);
  if (!last) return false;
  return Date.parse(last) + (Date.parse(event.endsAt) - Date.parse(event.startsAt)) < Date.parse(at);
}

/** "Elke week op dinsdag, tot en met 22 december 2026": the recurrence in Dutch, '' for none. */
export function describeRecurrence(rrule: string, firstStart: string): string {
  if (!rrule) return '';
  const recurrence = fromRrule(rrule);
  const first = dayjs(firstStart).tz(TIME_ZONE);
  const dayName = DAY_NAMES[first.day()]!;
  const base = {
    none: '',
    weekly: `Elke week op ${dayName}`,
    biweekly: `Om de week op ${dayName}`,
    'monthly-weekday': `Elke ${ORDINALS[nthWeekday(first.format(DAY))]} ${dayName} van de maand`,
    'monthly-date': `Elke maand op de ${first.date()}e`,
  }[recurrence.kind];
  if (recurrence.until) return `${base}, tot en met ${formatDate(zonedToUtc(recurrence.until, '12:00'), 'D MMMM YYYY')}`;
  if (recurrence.count) return `${base}, ${recurrence.count} keer`;
  return base;
}
