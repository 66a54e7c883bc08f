/**
 * The editing app's rules for one service, with a Dutch message per field. A date in the past for
 * a NEW service is a warning the editor confirms (`confirmPast`), never a refusal.
 */
import { isCalendarDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import { texts } from '@kerk/kit/texts';

const { validation } = texts;

export interface ServiceFields {
  /** `YYYY-MM-DD`, Amsterdam. */
  date: string;
  /** `HH:MM`, Amsterdam. */
  time: string;
  /** The church's slug (one of the churches). */
  church: string;
  preacher?: string;
  season?: string;
  collections?: string[];
  streamed?: boolean;
  streamUrl?: string;
  recordingUrl?: string;
  notes?: string;
}

export const serviceLabels = {
  date: 'Datum',
  time: 'Tijd',
  church: 'Kerk',
  preacher: 'Voorganger',
  season: texts.common.labels.season,
  collections: 'Collectedoelen',
  streamUrl: 'Link naar de uitzending',
  recordingUrl: 'Link naar de opname',
} as const;

export const serviceMessages = {
  invalid: 'De dienst is niet opgeslagen. Bekijk de meldingen bij de velden.',
  date: 'Vul een datum in, bijvoorbeeld 7-12-2026.',
  time: 'Vul een tijd in, bijvoorbeeld 10:00.',
  church: 'Kies een van de kerken.',
  pastDate: 'Deze datum ligt in het verleden. Klopt dat? Bevestig dan en sla opnieuw op.',
  streamUrlRequired: 'Vul de link naar de uitzending in, of zet "Uitgezonden" uit.',
  videoUrl: (field: string) => `${field} moet een https-link naar kerkdienstgemist.nl of YouTube zijn.`,
  tooLong: validation.maxLength,
  notFound: 'Deze dienst bestaat niet (meer).',
  trashNotFound: 'Deze dienst staat niet (meer) in de prullenbak. Na 30 dagen wordt een verwijderde dienst definitief verwijderd.',
  revisionNotFound: 'Deze eerdere versie bestaat niet.',
  versionMissing: 'Er is niet meegestuurd welke versie u heeft bewerkt (If-Match). Laad de pagina opnieuw en probeer het nog eens.',
  conflict: (by: string, at: string, when: (at: string) => string) =>
    `Deze dienst is intussen gewijzigd${by ? ` door ${by}` : ''}${at ? ` ${when(at)}` : ''}. Bekijk de nieuwste versie hieronder en neem uw wijzigingen daarin over.`,
} as const;

const VIDEO_HOSTS = ['kerkdienstgemist.nl', 'youtube.com', 'youtu.be', 'youtube-nocookie.com'];

/** An https link to kerkdienstgemist.nl or YouTube (any subdomain of them, e.g. www., m.). */
export function isVideoUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return VIDEO_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;

/** `9.30` or `09:30` → `09:30`; null when it is no time of day. */
export function normalTime(value: string): string | null {
  const match = TIME.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
}

const LIMITS = { preacher: 200, season: 200, collection: 200, url: 500 } as const;

/**
 * The per-field messages for a service (empty when it can be saved), and its start as an ISO
 * instant. `isNew` with a start before `now` and without `confirmPast` gives the past-date warning.
 */
export function checkService(
  fields: ServiceFields,
  options: { churches: readonly string[]; now: Date; isNew: boolean; confirmPast?: boolean },
): { errors: Record<string, string>; startsAt: string | null; pastWarning: boolean } {
  const errors: Record<string, string> = {};
  const date = fields.date?.trim() ?? '';
  const time = normalTime(fields.time ?? '');
  if (!date) errors.date = validation.required(serviceLabels.date);
  else if (!isCalendarDate(date)) errors.date = serviceMessages.date;
  if (!fields.time?.trim()) errors.time = validation.required(serviceLabels.time);
  else if (!time) errors.time = serviceMessages.time;
  if (!fields.church?.trim()) errors.church = validation.required(serviceLabels.church);
  else if (!options.churches.includes(fields.church)) errors.church = serviceMessages.church;
  if ((fields.preacher ?? '').length > LIMITS.preacher) errors.preacher = validation.maxLength(serviceLabels.preacher, LIMITS.preacher);
  if ((fields.season ?? '').length > LIMITS.season) errors.season = validation.maxLength(serviceLabels.season, LIMITS.season);
  if ((fields.collections ?? []).some((c) => c.length > LIMITS.collection)) errors.collections = validation.maxLength(serviceLabels.collections, LIMITS.collection);
  const streamUrl = fields.streamUrl?.trim() ?? '';
  const recordingUrl = fields.recordingUrl?.trim() ?? '';
  if (fields.streamed && !streamUrl) errors.streamUrl = serviceMessages.streamUrlRequired;
  else if (streamUrl && (streamUrl.length > LIMITS.url || !isVideoUrl(streamUrl))) errors.streamUrl = serviceMessages.videoUrl(serviceLabels.streamUrl);
  if (recordingUrl && (recordingUrl.length > LIMITS.url || !isVideoUrl(recordingUrl))) errors.recordingUrl = serviceMessages.videoUrl(serviceLabels.recordingUrl);

  const startsAt = !errors.date && time ? zonedToUtc(date, time) : null;
  const valid = startsAt !== null && !Number.isNaN(startsAt.getTime());
  if (startsAt && !valid) errors.date = serviceMessages.date;
  const pastWarning = valid && options.isNew && startsAt.getTime() < options.now.getTime() && !options.confirmPast;
  if (pastWarning) errors.date = serviceMessages.pastDate;
  return { errors, startsAt: valid ? startsAt.toISOString() : null, pastWarning };
}
