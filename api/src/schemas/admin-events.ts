/**
 * Schemas of the agenda in the admin API (beheerder and redacteur, issue 16): the list, one event
 * (its version is its ETag), create, save with `If-Match` (428 without, 409 with who and when and
 * what is stored now), delete into the Prullenbak and restore, revisions.
 */
import { adminEventSchema, bodySchemaOf, listAnswerSchema } from '@kerk/kit/api-schemas';
import { eventType } from '@kerk/kit/content-types';
import { Type } from '@sinclair/typebox';

import { collectionSchemas } from './admin-collection';
import { adminErrors } from './common';

/** What the form sends: the fields of the kit's `eventType` (the rules in plugins/app/events/event-rules.ts answer per field in Dutch). */
const eventBody = bodySchemaOf(eventType);

const schemas = collectionSchemas(adminEventSchema, eventBody, { one: 'een evenement', many: 'evenementen' });

export { schemas as eventSchemas };

export const listAdminEventsSchema = {
  tags: ['admin'],
  summary: 'De evenementen: komende (en lopende reeksen) eerst, of de eerdere (nieuwste eerst)',
  querystring: Type.Object({
    past: Type.Optional(Type.Boolean({ default: false })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  }),
  response: { 200: listAnswerSchema(adminEventSchema, 'Een pagina evenementen'), ...adminErrors },
} as const;
