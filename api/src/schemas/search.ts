import { dataAnswerSchema, searchResultSchema } from '@kerk/kit/api-schemas';
import { Type } from '@sinclair/typebox';

import { commonErrors, defaulted } from './common';

/** Larger limits are answered with this many results, never refused. */
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_DEFAULT_LIMIT = 20;

export const searchQuerySchema = Type.Object({
  // No minLength: the site submits search text without an emptiness check (spec §5); '' answers [].
  q: defaulted(
    Type.String({ maxLength: 200, default: '', description: 'Zoektekst; elk woord zoekt ook op woorden die ermee beginnen, en (vanaf 3 tekens) op woorden waar het in staat' }),
  ),
  limit: defaulted(Type.Integer({ minimum: 1, default: SEARCH_DEFAULT_LIMIT, description: `Aantal resultaten; meer dan ${SEARCH_MAX_LIMIT} wordt ${SEARCH_MAX_LIMIT}` })),
});

export const searchSchema = {
  tags: ['search'],
  summary: 'Zoeken in diensten, nieuws en evenementen (beste resultaat eerst)',
  querystring: searchQuerySchema,
  response: { 200: dataAnswerSchema(Type.Array(searchResultSchema), 'De zoekresultaten'), ...commonErrors },
} as const;
