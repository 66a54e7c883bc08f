/**
 * Schemas of the agenda in the admin API (beheerder and redacteur, issue 16): the list, one event
 * (its version is its ETag), create, save with `If-Match` (428 without, 409 with who and when and
 * what is stored now), delete into the Prullenbak and restore, revisions.
 */
import { adminEventSchema, EVENT_REPEATS, listAnswerSchema } from '@kerk/kit/api-schemas';
import { Type } from '@sinclair/typebox';

import { collectionSchemas } from './admin-collection';
import { adminErrors } from './common';

/** What the form sends; the rules (plugins/app/events/event-rules.ts) answer per field in Dutch. */
const eventBody = Type.Object(
  {
    title: Type.String({ maxLength: 1000 }),
    allDay: Type.Optional(Type.Boolean()),
    startDate: Type.String({ maxLength: 20 }),
    startTime: Type.Optional(Type.String({ maxLength: 10 })),
    endDate: Type.Optional(Type.String({ maxLength: 20 })),
    endTime: Type.Optional(Type.String({ maxLength: 10 })),
    church: Type.String({ maxLength: 100 }),
    location: Type.Optional(Type.String({ maxLength: 100 })),
    placeName: Type.Optional(Type.String({ maxLength: 1000 })),
    address: Type.Optional(Type.String({ maxLength: 1000 })),
    description: Type.Optional(Type.String({ maxLength: 200_000 })),
    mediaId: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()])),
    repeat: Type.Optional(Type.Union(EVENT_REPEATS.map((r) => Type.Literal(r)))),
    repeatUntil: Type.Optional(Type.String({ maxLength: 20 })),
    repeatCount: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Null()])),
  },
  { additionalProperties: false },
);

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
