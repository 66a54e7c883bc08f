import { Type, type Static } from '@sinclair/typebox';

import { newsType } from '../content-types';
import { publicDetailPropsOf, publicPropsOf } from './content-type';
import { photoSchema } from './photo';

/**
 * An item of GET /api/news (newest first): the fields of the kit's `newsType` declared `public`, and
 * what the API derives from the others (the publication day and instant, the list's excerpt, the picture).
 */
export const newsSummarySchema = Type.Object({
  id: Type.Integer(),
  ...publicPropsOf(newsType),
  /** 'YYYY-MM-DD', the (Amsterdam) day it is published on. */
  publishedAt: Type.String({ format: 'date', description: 'Gepubliceerd op (JJJJ-MM-DD)', examples: ['2025-09-14'] }),
  /** The instant (ISO, UTC) from which the article is shown; `publishedAt` is its Amsterdam day. */
  publishAt: Type.String({ format: 'date-time', description: 'Gepubliceerd vanaf dit moment (ISO, UTC)', examples: ['2025-09-14T07:45:00.000Z'] }),
  /** Plain text: the editor's summary, or else the start of the text (cut at a word). */
  excerpt: Type.String({ description: 'Platte tekst: de samenvatting van de redactie, of anders het begin van de tekst' }),
  /** Image URL, '' when the article has none. */
  image: Type.String({ description: 'URL van de afbeelding; leeg als er geen is', examples: ['/api/news/images/startzondag.svg'] }),
  imageAlt: Type.String({ description: 'Alternatieve tekst van de afbeelding' }),
  /** A photo from the media library (then `image` is its largest WebP); null for none or a drawing. */
  photo: Type.Union([photoSchema, Type.Null()], { description: 'Foto uit de fotobibliotheek, of null' }),
});
export type NewsSummary = Static<typeof newsSummarySchema>;

/**
 * GET /api/news/{id}: the summary with the full text. `summary` is the editor's own summary ('' when
 * none was written): the article shows it above the text, never the `excerpt` made from the text.
 */
export const newsArticleSchema = Type.Object({
  ...newsSummarySchema.properties,
  summary: Type.String({ description: 'De samenvatting die de redactie schreef (platte tekst); leeg als er geen is' }),
  /** The text: HTML sanitized by the API when it was written. */
  ...publicDetailPropsOf(newsType),
});
export type NewsArticle = Static<typeof newsArticleSchema>;
