import { Type, type Static } from '@sinclair/typebox';

/** An item of GET /api/news (newest first). */
export const newsSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** 'YYYY-MM-DD', the written-on date. */
  publishedAt: Type.String({ format: 'date', description: 'Geschreven op (JJJJ-MM-DD)', examples: ['2025-09-14'] }),
  /** Plain text. */
  excerpt: Type.String({ description: 'Platte tekst' }),
  /** Image URL, '' when the article has none. */
  image: Type.String({ description: 'URL van de afbeelding; leeg als er geen is', examples: ['/api/news/images/startzondag.svg'] }),
  imageAlt: Type.String({ description: 'Alternatieve tekst van de afbeelding' }),
  author: Type.String(),
});
export type NewsSummary = Static<typeof newsSummarySchema>;

/** GET /api/news/{id}: the summary with the full text. */
export const newsArticleSchema = Type.Object({
  ...newsSummarySchema.properties,
  /** HTML sanitized by the API when it was written. */
  body: Type.String({ description: 'Gesanitiseerde HTML' }),
});
export type NewsArticle = Static<typeof newsArticleSchema>;
