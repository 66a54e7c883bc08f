import { Type, type Static } from '@sinclair/typebox';

import { stringEnum } from './schema-helpers';

/** What a search result is: a service, a news article or an event. */
export const SEARCH_TYPES = ['service', 'news', 'event'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** A stretch of a text: `text.slice(start, end)` (UTF-16 offsets, as JavaScript strings count). */
export const textRangeSchema = Type.Object({ start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) });
export type TextRange = Static<typeof textRangeSchema>;

const marks = (of: string) =>
  Type.Array(textRangeSchema, { description: `Waar de zoekwoorden in ${of} staan: ${of}.slice(start, end), in UTF-16-posities` });

/** An item of GET /api/search (best match first). */
export const searchResultSchema = Type.Object({
  type: stringEnum(SEARCH_TYPES),
  /** The id of the service, article or event. */
  id: Type.Integer(),
  title: Type.String(),
  /** Where the search words occur in the title. */
  titleMarks: marks('title'),
  /** `YYYY-MM-DD` or an ISO instant. */
  date: Type.String({ description: 'Datum (JJJJ-MM-DD) of ISO-tijdstip van het item' }),
  /** Plain text around the words found (a readable part of the item's text). */
  excerpt: Type.String({ description: 'Platte tekst (geen HTML) rond de gevonden woorden' }),
  /** Where the search words occur in the excerpt; the page marks them (never HTML from the API). */
  excerptMarks: marks('excerpt'),
});
export type SearchResult = Static<typeof searchResultSchema>;
