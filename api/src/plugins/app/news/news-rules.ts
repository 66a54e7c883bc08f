/**
 * What news adds to the rules of its declaration (`newsType`, the same the form checks with): the
 * publish day and time are one instant in Amsterdam (the future is allowed: the article then
 * appears by itself), and the photo must be in the media library. Also the summary the lists show
 * when the editor wrote none.
 */
import { type FieldValues, newsMessages, newsType, normalTime } from '@kerk/kit/content-types';
import { zonedToUtc } from '@kerk/kit/dates/calendar';

import { checkContent } from '../content-editing/content-rows';

/** What the form sends: the fields of `newsType`; left out: empty (a summary, an author, no photo). */
export type NewsValues = Partial<FieldValues<typeof newsType>>;

export { newsMessages };

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
export function checkNews(values: NewsValues, options: { photoExists: boolean }): { errors: Record<string, string>; publishAt: string | null } {
  const errors = checkContent(newsType, values);
  if (values.mediaId != null && !options.photoExists) errors.mediaId = newsMessages.photo;
  const time = normalTime(values.time ?? '');
  const at = !errors.date && !errors.time && time ? zonedToUtc((values.date ?? '').trim(), time) : null;
  const valid = at !== null && !Number.isNaN(at.getTime());
  if (at && !valid) errors.date = newsType.fields.date.invalidMessage;
  return { errors, publishAt: valid ? at.toISOString() : null };
}
