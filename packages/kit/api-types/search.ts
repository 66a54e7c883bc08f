/** What a search result is: a service, a news article or an event. */
export type SearchType = 'service' | 'news' | 'event';

/** An item of GET /api/search (best match first). */
export interface SearchResult {
  type: SearchType;
  /** The id of the service, article or event. */
  id: number;
  title: string;
  /** `YYYY-MM-DD` or an ISO instant. */
  date: string;
  /** Plain text around the words found. */
  excerpt: string;
}
