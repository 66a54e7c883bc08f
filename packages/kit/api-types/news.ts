/** An item of GET /api/news (newest first). */
export interface NewsSummary {
  id: number;
  title: string;
  /** 'YYYY-MM-DD', the written-on date. */
  publishedAt: string;
  /** Plain text. */
  excerpt: string;
  /** Image URL, '' when the article has none. */
  image: string;
  imageAlt: string;
  author: string;
}

/** GET /api/news/{id}: the summary with the full text. */
export interface NewsArticle extends NewsSummary {
  /** HTML sanitized by the API when it was written. */
  body: string;
}
