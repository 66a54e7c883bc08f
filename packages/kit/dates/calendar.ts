/**
 * Calendar days in Amsterdam, for the API and the remotes that compute with days (the agenda's
 * periods, the services' "from today"). Plain days are written 'YYYY-MM-DD' and computed as UTC
 * dates, so no zone or DST can shift them; a day becomes an instant only through {@link zonedToUtc},
 * which knows that the last Sunday of March lasts 23 hours and the last Sunday of October 25.
 *
 * Not a shared singleton (see KIT_UNSHARED in ../federation): the shell never uses it, so it does
 * not travel in the home page's eager kit; whoever imports it bundles these few lines.
 */
// By package name, not './index': in a remote's bundle that is the request matched to the shell's shared copy.
import { dayjs, TIME_ZONE } from '@kerk/kit/dates';

/** The format of a plain calendar day. */
export const DAY = 'YYYY-MM-DD';
const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A plain day as a dayjs value in UTC, for calendar arithmetic (`startOf`, `add`) free of DST. */
export const calendarDay = (date: string) => dayjs.utc(date);

/** True for an existing calendar day written as YYYY-MM-DD (no 2026-02-30). */
export const isCalendarDate = (value: string | null | undefined): value is string =>
  !!value && DAY_SHAPE.test(value) && calendarDay(value).format(DAY) === value;

/** A calendar day moved by whole days. */
export const addDays = (date: string, days: number): string => calendarDay(date).add(days, 'day').format(DAY);

/**
 * The instant of an Amsterdam wall-clock time (`HH:mm`, default midnight) on a day. A time skipped
 * when the clocks go forward resolves to the instant one hour later, as calendars do.
 */
export const zonedToUtc = (date: string, time = '00:00'): Date => dayjs.tz(`${date} ${time}`, TIME_ZONE).toDate();

/** The Amsterdam calendar day an instant falls on (not the visitor's or the server's own zone). */
export const zonedDate = (instant: Date | number | string): string => dayjs(instant).tz(TIME_ZONE).format(DAY);
