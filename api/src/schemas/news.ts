import { dataAnswerSchema, listAnswerSchema, newsArticleSchema, newsSummarySchema } from '@kerk/kit/api-schemas';
import { Type } from '@sinclair/typebox';

import { commonErrors, notFoundError } from './common';
import { idParamsSchema, listQuerySchema } from './paging';

/** Larger requests are answered with this many items (meta.pageSize says so), never refused. */
export const NEWS_MAX_PAGE_SIZE = 50;
export const NEWS_DEFAULT_PAGE_SIZE = 10;

export const newsListQuerySchema = listQuerySchema({ items: 'Berichten', defaultPageSize: NEWS_DEFAULT_PAGE_SIZE, maxPageSize: NEWS_MAX_PAGE_SIZE });

export const listNewsSchema = {
  tags: ['news'],
  summary: 'Nieuwsberichten, nieuwste eerst',
  querystring: newsListQuerySchema,
  response: { 200: listAnswerSchema(newsSummarySchema, 'Eén pagina nieuwsberichten'), ...commonErrors },
} as const;

export const getNewsSchema = {
  tags: ['news'],
  summary: 'Eén nieuwsbericht met de volledige tekst',
  params: idParamsSchema,
  response: { 200: dataAnswerSchema(newsArticleSchema, 'Het nieuwsbericht'), 404: notFoundError, ...commonErrors },
} as const;

export const getNewsImageSchema = {
  tags: ['news'],
  summary: 'Een illustratie bij een nieuwsbericht (SVG uit content/images/news), of als PNG (1200 breed) voor linkvoorbeelden',
  params: Type.Object({
    file: Type.String({
      pattern: '^[a-z0-9-]+\\.(svg|png)$',
      maxLength: 100,
      description: 'Bestandsnaam, bijv. `kaarsen.svg`; `kaarsen.png` geeft dezelfde tekening als PNG',
    }),
  }),
  produces: ['image/svg+xml', 'image/png'],
  response: {
    200: Type.String({ description: 'De afbeelding (image/svg+xml of image/png)' }),
    304: Type.Null({ description: 'Niet gewijzigd (If-None-Match, alleen PNG)' }),
    404: notFoundError,
    ...commonErrors,
  },
} as const;
