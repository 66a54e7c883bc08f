/**
 * Dates and times as a scriba writes them in a rooster: Excel date cells and serial numbers,
 * `13-12-2026`, `13/12`, `2026-12-13`, `13 december 2026`, `zo 13 dec`, `zondag 13 dec.`. Without a
 * year the date is the next such day on or after today (Amsterdam, the server's clock). A weekday in
 * front is checked: "zo 8 maart 2027 is een maandag". Month and weekday names are the nl locale's
 * (the kit's dayjs); abbreviations are their first letters, with or without a dot, and `mrt`.
 */
import { dayjs } from '@kerk/kit/dates';
import { addDays, calendarDay, DAY, isCalendarDate } from '@kerk/kit/dates/calendar';

import { normalTime } from './service-rules';

export type Cell = string | number | Date | boolean | null;

/** A date read from a cell: the day, and a Dutch message when its weekday is not the one written. */
export interface RoosterDate {
  date: string;
  wrongWeekday: string | null;
}

/** A Sunday to count the nl locale's names from (0 = zondag, as dayjs counts). */
const A_SUNDAY = '2026-11-29';
const WEEKDAYS = Array.from({ length: 7 }, (_, d) => calendarDay(addDays(A_SUNDAY, d)).locale('nl').format('dddd'));
const MONTHS = Array.from({ length: 12 }, (_, m) => dayjs.utc(Date.UTC(2026, m, 1)).locale('nl').format('MMMM'));

/** The weekday (0 = zondag) a word names: the whole name or its first two letters or more. */
const weekdayOf = (word: string) => (word.length >= 2 ? WEEKDAYS.findIndex((name) => name.startsWith(word)) : -1);
/** The month (0 = januari) a word names: the whole name, its first three letters or more, or `mrt`. */
const monthOf = (word: string) => (word === 'mrt' ? 2 : word.length >= 3 ? MONTHS.findIndex((name) => name.startsWith(word)) : -1);

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (y: number, m: number, d: number) => {
  const day = `${y}-${pad(m)}-${pad(d)}`;
  return isCalendarDate(day) ? day : null;
};

/** Day and month without a year: the next such date on or after `today` (29-2 waits for a leap year). */
function nextDay(month: number, day: number, today: string): string | null {
  const year = Number(today.slice(0, 4));
  for (let y = year; y <= year + 8; y++) {
    const date = isoDay(y, month, day);
    if (date && date >= today) return date;
  }
  return null;
}

const withYear = (y: string | undefined, m: number, d: number, today: string) =>
  y === undefined ? nextDay(m, d, today) : isoDay(y.length === 2 ? 2000 + Number(y) : Number(y), m, d);

/** Days since 1899-12-30 (Excel's serial numbers, the 1900 leap-year bug included) → the day. */
const fromSerial = (serial: number) => dayjs.utc(Date.UTC(1899, 11, 30)).add(Math.floor(serial), 'day').format(DAY);

/** The day in a text without its weekday, or null. */
function dayOfText(text: string, today: string): string | null {
  let match = /^(\d{1,2})[-/.](\d{1,2})(?:[-/.](\d{4}|\d{2}))?$/.exec(text);
  if (match) return withYear(match[3], Number(match[2]), Number(match[1]), today);
  match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[\s-]*([a-z]+)\.?(?:[\s-]+(\d{4}|\d{2}))?$/.exec(text);
  if (match) {
    const month = monthOf(match[2]!);
    return month < 0 ? null : withYear(match[3], month + 1, Number(match[1]), today);
  }
  if (/^\d{5}(\.\d+)?$/.test(text)) return fromSerial(Number(text));
  return null;
}

/** A cell → its day (`YYYY-MM-DD`) and a check of a weekday written in front; null when it is no date. */
export function readDate(cell: Cell, today: string): RoosterDate | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    // Date cells hold the calendar day at UTC midnight.
    const date = isoDay(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
    return date ? { date, wrongWeekday: null } : null;
  }
  if (typeof cell === 'number') return cell >= 1 && cell < 100_000 ? { date: fromSerial(cell), wrongWeekday: null } : null;
  const written = String(cell ?? '').trim().replace(/\s+/g, ' ');
  const text = written.toLowerCase();
  const front = /^([a-z]+)\.?,?\s*(?=\d)(.*)$/.exec(text);
  const weekday = front ? weekdayOf(front[1]!) : -1;
  if (front && weekday < 0) return null;
  const date = dayOfText(front ? front[2]! : text, today);
  if (!date) return null;
  const actual = calendarDay(date).day();
  return { date, wrongWeekday: weekday >= 0 && weekday !== actual ? `${written} is een ${WEEKDAYS[actual]}` : null };
}

/** A cell → `HH:MM`, or null. Time cells are a Date on 1899-12-30 (UTC), or a fraction of a day. */
export function readTime(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : `${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}`;
  if (typeof cell === 'number') {
    if (cell < 0 || cell >= 1) return null;
    const minutes = Math.round(cell * 24 * 60);
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  return normalTime(String(cell ?? '').replace(/\s*uur$/i, ''));
}
