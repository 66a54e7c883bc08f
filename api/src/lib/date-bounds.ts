/**
 * Date bounds of the API's queries (`?from=2026-11-23`, `?to=2026-11-23T10:00:00Z`). Visitors think
 * in Amsterdam days; the database stores UTC instants written as `Date#toISOString()`, so text
 * comparison in SQL is time comparison. The day arithmetic is the kit's (dayjs with its time zones).
 */
import { addDays, isCalendarDate, zonedToUtc } from '@kerk/kit/dates/calendar';

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** True for an ISO-8601 date-time with a Z or ±hh:mm offset and an existing date and time. */
export function isIsoDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match || !isCalendarDate(match[1])) return false;
  const [hour, minute, second = '0'] = match.slice(2);
  return Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60 && !Number.isNaN(Date.parse(value));
}

/**
 * A query bound as an ISO UTC instant, or null when it is not a real date. `JJJJ-MM-DD` means that
 * whole Amsterdam day: its first instant for `from`, its last for `to` (tot en met); an ISO
 * date-time is taken as the instant it names.
 */
export function parseBound(raw: string, endOfDay: boolean): string | null {
  if (isCalendarDate(raw)) {
    if (!endOfDay) return zonedToUtc(raw).toISOString();
    return new Date(zonedToUtc(addDays(raw, 1)).getTime() - 1).toISOString();
  }
  return isIsoDateTime(raw) ? new Date(raw).toISOString() : null;
}
