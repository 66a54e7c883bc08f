/**
 * The editing app's rules for one agenda event (issue 16), with a Dutch message per field: a title,
 * a start and an end not before it (or whole days), one of the churches or another address, and a
 * recurrence with an end (a last day or a number of times), so a series never runs on unnoticed.
 */
import { OTHER_VENUE } from '@kerk/kit/api-schemas';
import type { EventRepeat } from '@kerk/kit/api-types';
import { addDays, isCalendarDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import { texts } from '@kerk/kit/texts';

import { normalTime } from '../services/service-rules';

const { validation } = texts;

export interface EventFields {
  title: string;
  allDay?: boolean;
  /** `YYYY-MM-DD`, Amsterdam. */
  startDate: string;
  /** `HH:MM`; not for whole days. */
  startTime?: string;
  /** The last day; the start day when left empty. */
  endDate?: string;
  endTime?: string;
  /** A church's slug, or OTHER_VENUE. */
  church: string;
  /** With OTHER_VENUE: the village (slug), the place's name and its address. */
  location?: string;
  placeName?: string;
  address?: string;
  description?: string;
  mediaId?: number | null;
  repeat?: EventRepeat;
  repeatUntil?: string;
  repeatCount?: number | null;
}

export const eventLabels = {
  title: 'Titel',
  startDate: 'Begindatum',
  startTime: 'Begintijd',
  endTime: 'Eindtijd',
  church: 'Plaats',
  location: 'Dorp',
  placeName: 'Naam van de plek',
  address: 'Adres',
} as const;

export const eventMessages = {
  invalid: 'Het evenement is niet opgeslagen. Bekijk de meldingen bij de velden.',
  date: 'Vul een datum in, bijvoorbeeld 7-12-2026.',
  time: 'Vul een tijd in, bijvoorbeeld 20:00.',
  endBeforeStart: 'Het einde ligt vóór het begin. Kies een latere einddatum of eindtijd.',
  church: 'Kies een van de kerken, of "Ander adres".',
  location: 'Kies het dorp waar het evenement is.',
  address: 'Vul een adres in met straat, huisnummer en plaats, bijvoorbeeld Dorpsstraat 1, 6641 AB Beuningen.',
  photo: 'Deze foto staat niet (meer) in de fotobibliotheek. Kies een andere foto.',
  repeatEnd: 'Kies tot wanneer het evenement terugkomt: tot en met een datum, of een aantal keer.',
  repeatUntilBeforeStart: 'De laatste keer ligt vóór de eerste. Kies een latere datum.',
  repeatCount: 'Vul een aantal keer in van 2 tot en met 200.',
  notFound: 'Dit evenement bestaat niet (meer).',
  trashNotFound: 'Dit evenement staat niet (meer) in de prullenbak. Na 30 dagen wordt een verwijderd evenement definitief verwijderd.',
  revisionNotFound: 'Deze eerdere versie bestaat niet.',
  versionMissing: 'Er is niet meegestuurd welke versie u heeft bewerkt (If-Match). Laad de pagina opnieuw en probeer het nog eens.',
  conflict: (by: string, at: string, when: (at: string) => string) =>
    `Dit evenement is intussen gewijzigd${by ? ` door ${by}` : ''}${at ? ` ${when(at)}` : ''}. Bekijk de nieuwste versie hieronder en neem uw wijzigingen daarin over.`,
} as const;

const LIMITS = { title: 200, placeName: 200, address: 300, repeatCount: 200 } as const;

/** Street, house number and place: letters, a digit, at least 6 characters. */
const looksLikeAddress = (value: string) => value.length >= 6 && /\p{L}{2}/u.test(value) && /\d/.test(value);

export interface CheckedEvent {
  errors: Record<string, string>;
  /** ISO instants, when the dates and times are good. */
  startsAt: string | null;
  endsAt: string | null;
}

/** Start and end as instants; an all-day event ends at the midnight after its last day. */
function checkTimes(fields: EventFields, errors: Record<string, string>): { startsAt: Date | null; endsAt: Date | null } {
  const startDate = fields.startDate?.trim() ?? '';
  const endDate = fields.endDate?.trim() || startDate;
  if (!startDate) errors.startDate = validation.required(eventLabels.startDate);
  else if (!isCalendarDate(startDate)) errors.startDate = eventMessages.date;
  if (!isCalendarDate(endDate) && !errors.startDate) errors.endDate = eventMessages.date;
  let startTime = '00:00';
  let endTime = '00:00';
  if (!fields.allDay) {
    if (!fields.startTime?.trim()) errors.startTime = validation.required(eventLabels.startTime);
    else startTime = normalTime(fields.startTime) ?? (errors.startTime = eventMessages.time);
    if (!fields.endTime?.trim()) errors.endTime = validation.required(eventLabels.endTime);
    else endTime = normalTime(fields.endTime) ?? (errors.endTime = eventMessages.time);
  }
  if (errors.startDate || errors.endDate || errors.startTime || errors.endTime) return { startsAt: null, endsAt: null };
  const startsAt = zonedToUtc(startDate, startTime);
  const endsAt = fields.allDay ? zonedToUtc(addDays(endDate, 1)) : zonedToUtc(endDate, endTime);
  if (endsAt.getTime() < startsAt.getTime() || (fields.allDay && endDate < startDate)) {
    errors[fields.allDay || endDate !== startDate ? 'endDate' : 'endTime'] = eventMessages.endBeforeStart;
    return { startsAt: null, endsAt: null };
  }
  return { startsAt, endsAt };
}

function checkPlace(fields: EventFields, churches: readonly string[], errors: Record<string, string>) {
  if (!fields.church?.trim()) errors.church = validation.required(eventLabels.church);
  else if (fields.church !== OTHER_VENUE && !churches.includes(fields.church)) errors.church = eventMessages.church;
  if (fields.church !== OTHER_VENUE) return;
  if (!fields.location || !churches.includes(fields.location)) errors.location = eventMessages.location;
  const address = fields.address?.trim() ?? '';
  if (!address) errors.address = validation.required(eventLabels.address);
  else if (address.length > LIMITS.address) errors.address = validation.maxLength(eventLabels.address, LIMITS.address);
  else if (!looksLikeAddress(address)) errors.address = eventMessages.address;
  if ((fields.placeName ?? '').length > LIMITS.placeName) errors.placeName = validation.maxLength(eventLabels.placeName, LIMITS.placeName);
}

function checkRepeat(fields: EventFields, errors: Record<string, string>) {
  if (!fields.repeat || fields.repeat === 'none') return;
  const until = fields.repeatUntil?.trim() ?? '';
  const count = fields.repeatCount;
  if (until) {
    if (!isCalendarDate(until)) errors.repeatUntil = eventMessages.date;
    else if (isCalendarDate(fields.startDate) && until < fields.startDate) errors.repeatUntil = eventMessages.repeatUntilBeforeStart;
  } else if (count === undefined || count === null) errors.repeatUntil = eventMessages.repeatEnd;
  else if (!Number.isInteger(count) || count < 2 || count > LIMITS.repeatCount) errors.repeatCount = eventMessages.repeatCount;
}

/** The per-field messages for an event (empty when it can be saved) and its first start and end. */
export function checkEvent(fields: EventFields, options: { churches: readonly string[]; mediaExists: boolean }): CheckedEvent {
  const errors: Record<string, string> = {};
  const title = fields.title?.trim() ?? '';
  if (!title) errors.title = validation.required(eventLabels.title);
  else if (title.length > LIMITS.title) errors.title = validation.maxLength(eventLabels.title, LIMITS.title);
  const { startsAt, endsAt } = checkTimes(fields, errors);
  checkPlace(fields, options.churches, errors);
  checkRepeat(fields, errors);
  if (fields.mediaId != null && !options.mediaExists) errors.mediaId = eventMessages.photo;
  return { errors, startsAt: startsAt?.toISOString() ?? null, endsAt: endsAt?.toISOString() ?? null };
}
