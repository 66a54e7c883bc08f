/**
 * Calendar dates and wall-clock times in a named time zone (default Europe/Amsterdam), converted to
 * and from UTC instants with Intl only. The database stores UTC; visitors, the seed and the
 * `?from=2026-11-23` style of the API think in Amsterdam days, whose length changes on the DST
 * weekends (23 h in March, 25 h in October). Instants are written as `Date#toISOString()`
 * ('2026-11-22T09:00:00.000Z') everywhere, so text comparison in SQL is time comparison.
 */
export const TIME_ZONE = 'Europe/Amsterdam';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** True for an existing calendar date written as YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for an ISO-8601 date-time with a Z or ±hh:mm offset and an existing date and time. */
export function isIsoDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match || !isCalendarDate(`${match[1]}-${match[2]}-${match[3]}`)) return false;
  const [hour, minute, second = '0'] = match.slice(4);
  return Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60 && !Number.isNaN(Date.parse(value));
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Offset of the zone from UTC at an instant, in milliseconds (+1 h in winter for Amsterdam). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time on a date in the zone. The offset is looked up twice because
 * the first guess may sit on the other side of a DST switch; a time skipped in March resolves to
 * the instant one hour later, as calendars do.
 */
export function zonedToUtc(date: string, time = '00:00', timeZone = TIME_ZONE): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = (TIME.exec(time)?.slice(1) ?? ['0', '0']).map(Number) as [number, number];
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asIfUtc - offsetAt(asIfUtc, timeZone);
  const second = asIfUtc - offsetAt(first, timeZone);
  return new Date(second);
}

/** The calendar date (YYYY-MM-DD) an instant falls on in the zone. */
export function zonedDate(instant: Date, timeZone = TIME_ZONE): string {
  const w = wallClock(instant.getTime(), timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** A calendar date moved by whole days (calendar arithmetic, independent of any zone). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * A query bound (`?from=` / `?to=`) as an ISO UTC instant, or null when it is not a real date.
 * `JJJJ-MM-DD` means that whole Amsterdam day: its first instant for `from`, its last for `to`
 * (tot en met); an ISO date-time is taken as the instant it names.
 */
export function parseBound(raw: string, endOfDay: boolean): string | null {
  if (isCalendarDate(raw)) {
    if (!endOfDay) return zonedToUtc(raw).toISOString();
    return new Date(zonedToUtc(addDays(raw, 1)).getTime() - 1).toISOString();
  }
  return isIsoDateTime(raw) ? new Date(raw).toISOString() : null;
}
