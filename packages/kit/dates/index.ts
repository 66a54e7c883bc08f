/**
 * Dutch date display (spec §1, §8): day-month-year with dashes, empty for empty values and for
 * the placeholder dates 0001-01-01 / 0000-01-01. Times are shown in Europe/Amsterdam whatever the
 * visitor's own time zone, because services and events happen in the villages.
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/nl';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
import { TIME_ZONE } from './time-zone';

dayjs.locale('nl');

export { TIME_ZONE };
/** A day without weekday: `29-11-2026`. */
export const DATE_FORMAT = 'DD-MM-YYYY';
/** A day with its weekday in front: `zondag 29-11-2026`. */
export const DAY_FORMAT = `dddd ${DATE_FORMAT}`;
/** A clock time the Dutch way, with a dot: `10.00` (followed by 'uur' in running text). */
export const TIME_FORMAT = 'HH.mm';

export type DateInput = string | number | Date | Dayjs | null | undefined;

const PLACEHOLDERS = ['0001-01-01', '0000-01-01'];

/** True for values that must display as nothing. */
export function isEmptyDate(value: DateInput): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'string' && PLACEHOLDERS.some((p) => value.startsWith(p))) return true;
  return !dayjs(value).isValid();
}

/** Parses a value as an instant and moves it to Amsterdam time. */
export function toLocal(value: Exclude<DateInput, null | undefined>): Dayjs {
  return dayjs(value).tz(TIME_ZONE);
}

/** Formats a date (default `DD-MM-YYYY`); '' for empty or placeholder values. */
export function formatDate(value: DateInput, format: string = DATE_FORMAT): string {
  if (isEmptyDate(value)) return '';
  // Plain calendar dates (no time part) are not instants: format them as written.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dayjs(value).format(format);
  return toLocal(value as Exclude<DateInput, null | undefined>).format(format);
}

/** `HH.mm` in Amsterdam time (`10.00`, as the site's texts write times); '' for empty values. */
export const formatTime = (value: DateInput): string => formatDate(value, TIME_FORMAT);

/** `DD-MM-YYYY HH.mm` in Amsterdam time. */
export const formatDateTime = (value: DateInput): string => formatDate(value, `${DATE_FORMAT} ${TIME_FORMAT}`);

/**
 * A day with its weekday, the one way the site names a day: `zondag 29-11-2026` (spec §1: the date
 * itself is day-month-year with dashes). '' for empty values.
 */
export const formatDay = (value: DateInput): string => formatDate(value, DAY_FORMAT);

/**
 * @deprecated The old name of {@link formatDay}, kept so remotes built against an older kit still
 * run on a newer shell; a day is never written with its month's name.
 */
export const formatLongDate = formatDay;

export { dayjs };
