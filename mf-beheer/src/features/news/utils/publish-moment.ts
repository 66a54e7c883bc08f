/**
 * When an article appears on the site, as the form's date and time fields say it (Amsterdam time)
 * compared with the app's clock: at once, at a later moment, or not at all ("Publiceren op de
 * website" off). Pure: the form passes its values and `now` (the kit's clock, useRenderNow).
 */
import { normalTime } from '@kerk/kit/content-types';
import { formatDate } from '@kerk/kit/dates';
import { isCalendarDate, zonedDate, zonedToUtc } from '@kerk/kit/dates/calendar';

import { newsTexts } from '../../../texts';

const t = newsTexts.form;

/** The form's values that say when (the others are left alone). */
export interface PublishFields {
  /** `YYYY-MM-DD`, Amsterdam. */
  date?: unknown;
  /** `HH:mm` (or `9.30`), Amsterdam. */
  time?: unknown;
  published?: unknown;
}

export type PublishMoment = { kind: 'now' } | { kind: 'later'; at: number } | { kind: 'never' };

/** A new article's date and time: `now` (ms) in Amsterdam, to the minute. */
export const momentFields = (now: number): { date: string; time: string } => ({ date: zonedDate(now), time: formatDate(now, 'HH:mm') });

/** When the fields say the article appears; null while the date or time is not (yet) a valid one. */
export function publishMoment({ date, time, published }: PublishFields, now: number): PublishMoment | null {
  if (published === false) return { kind: 'never' };
  const day = String(date ?? '');
  const clock = normalTime(String(time ?? ''));
  if (!isCalendarDate(day) || !clock) return null;
  const at = zonedToUtc(day, clock).getTime();
  return at <= now ? { kind: 'now' } : { kind: 'later', at };
}

/** "Verschijnt direct", "Verschijnt op zondag 29 november 2026 om 08.15", or that it stays off the site; '' while incomplete. */
export function publishMomentText(fields: PublishFields, now: number): string {
  const moment = publishMoment(fields, now);
  if (!moment) return '';
  if (moment.kind === 'never') return t.staysHidden;
  if (moment.kind === 'now') return t.appearsNow;
  return t.appearsAt(formatDate(moment.at, 'dddd D MMMM YYYY'), formatDate(moment.at, 'HH.mm'));
}
