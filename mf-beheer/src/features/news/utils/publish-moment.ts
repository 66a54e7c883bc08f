/**
 * When an article appears on the site, as the form's date and time fields say it (Amsterdam time)
 * compared with the app's clock: at once, at a later moment, or not at all ("Publiceren op de
 * website" unticked). Pure, so the form (and a generic form later) only passes its values and `now`.
 */
import { formatDate } from '@kerk/kit/dates';
import { isCalendarDate, zonedDate, zonedToUtc } from '@kerk/kit/dates/calendar';

import { newsTexts } from '../../../texts';

const t = newsTexts.form.moment;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface PublishFields {
  /** `YYYY-MM-DD`, Amsterdam. */
  date?: string;
  /** `HH:mm`, Amsterdam. */
  time?: string;
  published?: boolean;
}

export type PublishMoment = { kind: 'now' } | { kind: 'later'; at: number } | { kind: 'never' };

/** A new article's date and time: `now` (ms) in Amsterdam, to the minute. */
export const momentFields = (now: number): { date: string; time: string } => ({ date: zonedDate(now), time: formatDate(now, 'HH:mm') });

/** When the fields say the article appears; null while the date or time is not (yet) a valid one. */
export function publishMoment({ date = '', time = '', published = true }: PublishFields, now: number): PublishMoment | null {
  if (!published) return { kind: 'never' };
  if (!isCalendarDate(date) || !TIME.test(time)) return null;
  const at = zonedToUtc(date, time).getTime();
  return at <= now ? { kind: 'now' } : { kind: 'later', at };
}

/** "Verschijnt direct", "Verschijnt op zondag 29 november 2026 om 08.15", or that it will not appear; '' while incomplete. */
export function publishMomentText(fields: PublishFields, now: number): string {
  const moment = publishMoment(fields, now);
  if (!moment) return '';
  if (moment.kind === 'never') return t.never;
  if (moment.kind === 'now') return t.now;
  return t.later(formatDate(moment.at, 'dddd D MMMM YYYY'), formatDate(moment.at, 'HH.mm'));
}
