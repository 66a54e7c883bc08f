import type { NewsArticle, NewsSummary } from '@kerk/kit/api-types';

import { commonErrors, envelope, notFoundError, type PropertiesOf } from './common';
import { idParamsSchema, listEnvelope, listQuerySchema } from './paging';

/** Larger requests are answered with this many items (meta.pageSize says so), never refused. */
export const NEWS_MAX_PAGE_SIZE = 50;
export const NEWS_DEFAULT_PAGE_SIZE = 10;

export const newsListQuerySchema = listQuerySchema({ items: 'Berichten', defaultPageSize: NEWS_DEFAULT_PAGE_SIZE, maxPageSize: NEWS_MAX_PAGE_SIZE });

const summaryProperties = {
  id: { type: 'integer' },
  title: { type: 'string' },
  publishedAt: { type: 'string', format: 'date', description: 'Geschreven op (JJJJ-MM-DD)', examples: ['2025-09-14'] },
  excerpt: { type: 'string', description: 'Platte tekst' },
  image: { type: 'string', description: 'URL van de afbeelding; leeg als er geen is', examples: ['/api/news/images/startzondag.svg'] },
  imageAlt: { type: 'string', description: 'Alternatieve tekst van de afbeelding' },
  author: { type: 'string' },
} as const satisfies PropertiesOf<NewsSummary>;

const SUMMARY_FIELDS = ['id', 'title', 'publishedAt', 'excerpt', 'image', 'imageAlt', 'author'];

export const newsSummarySchema = { type: 'object', required: SUMMARY_FIELDS, properties: summaryProperties } as const;

export const newsArticleSchema = {
  type: 'object',
  required: [...SUMMARY_FIELDS, 'body'],
  properties: { ...summaryProperties, body: { type: 'string', description: 'Gesanitiseerde HTML' } } as const satisfies PropertiesOf<NewsArticle>,
} as const;

export const listNewsSchema = {
  tags: ['news'],
  summary: 'Nieuwsberichten, nieuwste eerst',
  querystring: newsListQuerySchema,
  response: { 200: listEnvelope(newsSummarySchema, 'Eén pagina nieuwsberichten'), ...commonErrors },
} as const;

export const getNewsSchema = {
  tags: ['news'],
  summary: 'Eén nieuwsbericht met de volledige tekst',
  params: idParamsSchema,
  response: { 200: envelope(newsArticleSchema, 'Het nieuwsbericht'), 404: notFoundError, ...commonErrors },
} as const;

export const getNewsImageSchema = {
  tags: ['news'],
  summary: 'Een illustratie bij een nieuwsbericht (SVG uit content/images/news), of als PNG (1200 breed) voor linkvoorbeelden',
  params: {
    type: 'object',
    required: ['file'],
    properties: {
      file: {
        type: 'string',
        pattern: '^[a-z0-9-]+\\.(svg|png)$',
        maxLength: 100,
        description: 'Bestandsnaam, bijv. `kaarsen.svg`; `kaarsen.png` geeft dezelfde tekening als PNG',
      },
    },
  },
  produces: ['image/svg+xml', 'image/png'],
  response: {
    200: { description: 'De afbeelding (image/svg+xml of image/png)', type: 'string' },
    304: { description: 'Niet gewijzigd (If-None-Match, alleen PNG)', type: 'null' },
    404: notFoundError,
    ...commonErrors,
  },
} as const;
