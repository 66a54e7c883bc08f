import { Type, type Static } from '@sinclair/typebox';

import { photoSchema } from './photo';


/** An item of GET /api/news (newest first). */
export const newsSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** 'YYYY-MM-DD', the (Amsterdam) day it is published on. */
  publishedAt: Type.String({ format: 'date', description: 'Gepubliceerd op (JJJJ-MM-DD)', examples: ['2025-09-14'] }),
  /** Plain text. */
  excerpt: Type.String({ description: 'Platte tekst' }),
  /** Image URL, '' when the article has none. */
  image: Type.String({ description: 'URL van de afbeelding; leeg als er geen is', examples: ['/api/news/images/startzondag.svg'] }),
  imageAlt: Type.String({ description: 'Alternatieve tekst van de afbeelding' }),
  /** A photo from the media library (then `image` is its largest WebP); null for none or a drawing. */
  photo: Type.Union([photoSchema, Type.Null()], { description: 'Foto uit de fotobibliotheek, of null' }),
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
