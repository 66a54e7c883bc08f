/** What a search result is: a service, a news article or an event. */
export type SearchType = 'service' | 'news' | 'event';

/** A stretch of a text: `text.slice(start, end)` (UTF-16 offsets, as JavaScript strings count). */
export interface TextRange {
  start: number;
  end: number;
}

/** An item of GET /api/search (best match first). */
export interface SearchResult {
  type: SearchType;
  /** The id of the service, article or event. */
  id: number;
  title: string;
  /** Where the search words occur in the title. */
  titleMarks: TextRange[];
  /** `YYYY-MM-DD` or an ISO instant. */
  date: string;
  /** Plain text around the words found (a readable part of the item's text). */
  excerpt: string;
  /** Where the search words occur in the excerpt; the page marks them (never HTML from the API). */
  excerptMarks: TextRange[];
}
