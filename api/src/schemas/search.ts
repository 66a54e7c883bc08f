import type { DataAnswer, SearchResult, TextRange } from '@kerk/kit/api-types';

import { commonErrors, type PropertiesOf } from './common';

/** Larger limits are answered with this many results, never refused. */
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_DEFAULT_LIMIT = 20;

export const searchQuerySchema = {
  type: 'object',
  properties: {
    // No minLength: the site submits search text without an emptiness check (spec §5); '' answers [].
    q: { type: 'string', maxLength: 200, default: '', description: 'Zoektekst; elk woord zoekt ook op woorden die ermee beginnen, en (vanaf 3 tekens) op woorden waar het in staat' },
    limit: { type: 'integer', minimum: 1, default: SEARCH_DEFAULT_LIMIT, description: `Aantal resultaten; meer dan ${SEARCH_MAX_LIMIT} wordt ${SEARCH_MAX_LIMIT}` },
  },
} as const;

const marksSchema = (of: string) =>
  ({
    type: 'array',
    description: `Waar de zoekwoorden in ${of} staan: ${of}.slice(start, end), in UTF-16-posities`,
    items: {
      type: 'object',
      required: ['start', 'end'],
      properties: { start: { type: 'integer', minimum: 0 }, end: { type: 'integer', minimum: 0 } } as const satisfies PropertiesOf<TextRange>,
    },
  }) as const;

export const searchResultSchema = {
  type: 'object',
  required: ['type', 'id', 'title', 'titleMarks', 'date', 'excerpt', 'excerptMarks'],
  properties: {
    type: { type: 'string', enum: ['service', 'news', 'event'] },
    id: { type: 'integer' },
    title: { type: 'string' },
    titleMarks: marksSchema('title'),
    date: { type: 'string', description: 'Datum (JJJJ-MM-DD) of ISO-tijdstip van het item' },
    excerpt: { type: 'string', description: 'Platte tekst (geen HTML) rond de gevonden woorden' },
    excerptMarks: marksSchema('excerpt'),
  } as const satisfies PropertiesOf<SearchResult>,
} as const;

export const searchSchema = {
  tags: ['search'],
  summary: 'Zoeken in diensten, nieuws en evenementen (beste resultaat eerst)',
  querystring: searchQuerySchema,
  response: {
    200: {
      description: 'De zoekresultaten',
      type: 'object',
      required: ['data'],
      properties: { data: { type: 'array', items: searchResultSchema } } as const satisfies PropertiesOf<DataAnswer<SearchResult[]>>,
    },
    ...commonErrors,
  },
} as const;
