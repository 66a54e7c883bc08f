/**
 * The editing app's rules for one news article, with a Dutch message per field: a title, a valid
 * publish day and time in Amsterdam (the future is allowed: the article then appears by itself),
 * the text within the `full` preset's length, and a photo that is in the media library.
 */
import { isCalendarDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import { texts } from '@kerk/kit/texts';

import { normalTime } from '../services/service-rules';

const { validation } = texts;

export interface NewsFields {
  title: string;
  body?: string;
  excerpt?: string;
  author?: string;
  /** `YYYY-MM-DD`, Amsterdam. */
  date: string;
  /** `HH:MM`, Amsterdam. */
  time: string;
  published?: boolean;
  mediaId?: number | null;
}

export const newsLabels = {
  title: 'Titel',
  body: 'Tekst',
  excerpt: 'Samenvatting',
  author: 'Auteur',
  date: 'Publicatiedatum',
  time: 'Tijd',
  mediaId: 'Foto',
} as const;

export const newsMessages = {
  invalid: 'Het bericht is niet opgeslagen. Bekijk de meldingen bij de velden.',
  date: 'Vul een datum in, bijvoorbeeld 7-12-2026.',
  time: 'Vul een tijd in, bijvoorbeeld 09:00.',
  photo: 'Deze foto staat niet (meer) in de fotobibliotheek. Kies een andere foto.',
  notFound: 'Dit nieuwsbericht bestaat niet (meer).',
  trashNotFound: 'Dit bericht staat niet (meer) in de prullenbak. Na 30 dagen wordt een verwijderd bericht definitief verwijderd.',
  revisionNotFound: 'Deze eerdere versie bestaat niet.',
  versionMissing: 'Er is niet meegestuurd welke versie u heeft bewerkt (If-Match). Laad de pagina opnieuw en probeer het nog eens.',
  conflict: (by: string, at: string, when: (at: string) => string) =>
    `Dit bericht is intussen gewijzigd${by ? ` door ${by}` : ''}${at ? ` ${when(at)}` : ''}. Bekijk de nieuwste versie hieronder en neem uw wijzigingen daarin over.`,
} as const;

export const NEWS_LIMITS = { title: 200, excerpt: 500, author: 200 } as const;

/** How long a summary made from the text is, at most (cut at a word). */
export const DERIVED_EXCERPT_LENGTH = 200;

/** The start of a plain text, cut at a word and ended with '…' when it is longer than `max`. */
export function excerptOf(text: string, max = DERIVED_EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/**
 * The per-field messages (empty when it can be saved) and the publish instant (ISO). `photoExists`
 * says whether the chosen photo is in the library.
 */
export function checkNews(fields: NewsFields, options: { photoExists: boolean }): { errors: Record<string, string>; publishAt: string | null } {
  const errors: Record<string, string> = {};
  const title = fields.title?.trim() ?? '';
  if (!title) errors.title = validation.required(newsLabels.title);
  else if (title.length > NEWS_LIMITS.title) errors.title = validation.maxLength(newsLabels.title, NEWS_LIMITS.title);
  if ((fields.excerpt ?? '').trim().length > NEWS_LIMITS.excerpt) errors.excerpt = validation.maxLength(newsLabels.excerpt, NEWS_LIMITS.excerpt);
  if ((fields.author ?? '').trim().length > NEWS_LIMITS.author) errors.author = validation.maxLength(newsLabels.author, NEWS_LIMITS.author);
  const date = fields.date?.trim() ?? '';
  const time = normalTime(fields.time ?? '');
  if (!date) errors.date = validation.required(newsLabels.date);
  else if (!isCalendarDate(date)) errors.date = newsMessages.date;
  if (!fields.time?.trim()) errors.time = validation.required(newsLabels.time);
  else if (!time) errors.time = newsMessages.time;
  if (fields.mediaId != null && !options.photoExists) errors.mediaId = newsMessages.photo;
  const at = !errors.date && time ? zonedToUtc(date, time) : null;
  const valid = at !== null && !Number.isNaN(at.getTime());
  if (at && !valid) errors.date = newsMessages.date;
  return { errors, publishAt: valid ? at.toISOString() : null };
}
