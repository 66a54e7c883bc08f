/**
 * A series' exceptions (issue 41): the days it is skipped (no coffee morning on Christmas Day; EXDATE
 * in the feed) and the occurrences moved to another day or time (an overriding VEVENT with
 * RECURRENCE-ID). Both name an occurrence by its Amsterdam day, which the rules check is a day of the
 * rule. A moved occurrence keeps the series' length; it is listed at its new time, wherever the rule
 * would have put it.
 */
import { addDays, calendarDay, zonedDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import { dayjs, TIME_ZONE } from '@kerk/kit/dates';

export interface Occurrence {
  startsAt: string;
  endsAt: string;
  /** A moved occurrence: the start the rule gave it (ISO UTC), its RECURRENCE-ID. */
  movedFrom?: string;
}

/** One moved occurrence: the day the rule gives it, and its new day and time ('' for whole days). */
export interface Move {
  day: string;
  toDay: string;
  toTime: string;
}

export interface Exceptions {
  skipDates: readonly string[];
  moves: readonly Move[];
}

export const NO_EXCEPTIONS: Exceptions = { skipDates: [], moves: [] };

/** A stored or typed move line, `<day> <new day> [<new time>]`; its parts unchecked. */
export function parseMove(line: string): Move {
  const [day = '', toDay = '', toTime = ''] = line.trim().split(/\s+/);
  return { day, toDay, toTime };
}

export const moveLine = (move: Move) => [move.day, move.toDay, move.toTime].filter(Boolean).join(' ');

const list = (json: string): string[] => (json ? (JSON.parse(json) as string[]) : []);

/** The exceptions stored on an events row (JSON arrays, see migration 0033). */
export const exceptionsOf = (row: { skip_dates: string; moves: string }): Exceptions => ({ skipDates: list(row.skip_dates), moves: list(row.moves).map(parseMove) });

interface Series {
  startsAt: string;
  endsAt: string;
  allDay?: boolean;
}

/** A series as it is expanded (event-recurrence.ts): its first start and end, its RRULE and its exceptions. */
export interface SeriesEvent extends Series {
  rrule: string;
  exceptions?: Exceptions;
}

const local = (instant: string) => dayjs(instant).tz(TIME_ZONE);

/** The start the rule gives an occurrence on `day`: that day at the series' wall-clock start time. */
export const ruleStartOn = (series: Series, day: string): string => zonedToUtc(day, local(series.startsAt).format('HH:mm')).toISOString();

/** A moved occurrence at its new day and time, as long as the series' first one. */
export function movedOccurrence(series: Series, move: Move): Occurrence {
  const movedFrom = ruleStartOn(series, move.day);
  if (series.allDay) {
    const days = calendarDay(zonedDate(series.endsAt)).diff(calendarDay(zonedDate(series.startsAt)), 'day');
    return { startsAt: zonedToUtc(move.toDay).toISOString(), endsAt: zonedToUtc(addDays(move.toDay, days)).toISOString(), movedFrom };
  }
  const start = zonedToUtc(move.toDay, move.toTime);
  const length = Date.parse(series.endsAt) - Date.parse(series.startsAt);
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + length).toISOString(), movedFrom };
}

const overlaps = (o: Occurrence, from: string, to: string) => o.startsAt < to && (o.endsAt > from || o.startsAt >= from);

/**
 * The rule's occurrences in [from, to) without the skipped and the moved-away days, with the moved
 * occurrences that overlap the period at their new time; in order.
 */
export function withExceptions(ruled: Occurrence[], series: Series, exceptions: Exceptions, from: string, to: string): Occurrence[] {
  const away = new Set([...exceptions.skipDates, ...exceptions.moves.map((m) => m.day)]);
  if (away.size === 0) return ruled;
  const kept = ruled.filter((o) => !away.has(zonedDate(o.startsAt)));
  const moved = exceptions.moves.map((m) => movedOccurrence(series, m)).filter((o) => overlaps(o, from, to));
  return [...kept, ...moved].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The latest end of a moved occurrence (ISO UTC), or null: a series runs until then at least. */
export function lastMovedEnd(series: Series, exceptions: Exceptions): string | null {
  const ends = exceptions.moves.map((m) => movedOccurrence(series, m).endsAt).sort();
  return ends.at(-1) ?? null;
}
