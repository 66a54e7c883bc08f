/**
 * Schemas of Nieuws in the admin API (beheerder and redacteur, issue 16): the list, one article (its
 * version is its ETag), create, save with `If-Match` (428 without, 409 with who and when and what is
 * stored now; `published` publishes or takes it offline), delete into the Prullenbak and restore,
 * revisions. The shapes are the kit's (`api-schemas/admin-news.ts`).
 */
import { adminNewsBodySchema, adminNewsSchema, listAnswerSchema } from '@kerk/kit/api-schemas';
import { Type } from '@sinclair/typebox';

import { collectionSchemas } from './admin-collection';
import { adminErrors } from './common';

const schemas = collectionSchemas(adminNewsSchema, adminNewsBodySchema, { one: 'een nieuwsbericht', many: 'nieuwsberichten' });

export { schemas as newsSchemas };

export const listAdminNewsSchema = {
  tags: ['admin'],
  summary: 'De nieuwsberichten, nieuwste (en geplande) eerst, met hun status',
  querystring: Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  }),
  response: { 200: listAnswerSchema(adminNewsSchema, 'Een pagina nieuwsberichten'), ...adminErrors },
} as const;
