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
dayjs.locale('nl');

export const TIME_ZONE = 'Europe/Amsterdam';
export const DATE_FORMAT = 'DD-MM-YYYY';

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

/** `HH:mm` in Amsterdam time; '' for empty values. */
export const formatTime = (value: DateInput): string => formatDate(value, 'HH:mm');

/** `DD-MM-YYYY HH:mm` in Amsterdam time. */
export const formatDateTime = (value: DateInput): string => formatDate(value, `${DATE_FORMAT} HH:mm`);

/** Long Dutch form, e.g. `zondag 22 november 2026`. */
export const formatLongDate = (value: DateInput): string => formatDate(value, 'dddd D MMMM YYYY');

export { dayjs };
