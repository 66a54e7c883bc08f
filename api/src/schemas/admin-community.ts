/**
 * Schemas of the pastoral team and the churches in the admin API (beheerder and redacteur, issue
 * 16): the lists, one item (its version is its ETag), save with `If-Match`, the revisions; for the
 * team also add, delete into the Prullenbak and restore. The churches are fixed (the seven
 * locations): no add, no delete.
 */
import { adminChurchSchema, adminPastorSchema, dataAnswerSchema } from '@kerk/kit/api-schemas';
import { COMMUNITY_LIMITS as L } from '@kerk/kit/editing';
import { Type } from '@sinclair/typebox';

import { collectionSchemas } from './admin-collection';
import { adminErrors } from './common';

const tags = ['admin'];

// Generous bounds: the rules (with a Dutch message per field) are the kit's; these only stop abuse.
const text = (max: number) => Type.String({ maxLength: max * 2 });
const mediaId = Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()]));

/** What the team member form sends. */
const pastorBody = Type.Object(
  {
    name: text(L.name),
    role: text(L.role),
    areas: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20 })),
    email: Type.Optional(text(L.email)),
    phone: Type.Optional(text(L.phone)),
    mediaId,
    photo: Type.Optional(Type.String({ maxLength: 200 })),
    summary: Type.Optional(text(L.summary)),
    biography: Type.Optional(Type.String({ maxLength: 60_000 })),
    position: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);

/** What the church form sends (the location itself is fixed). */
const churchBody = Type.Object(
  {
    name: text(L.name),
    address: text(L.address),
    zipcode: Type.String({ maxLength: 20 }),
    city: text(L.city),
    description: Type.Optional(text(L.description)),
    accessibility: Type.Optional(text(L.accessibility)),
    mediaId,
  },
  { additionalProperties: false },
);

export const pastorSchemas = collectionSchemas(adminPastorSchema, pastorBody, { one: 'een teamlid', many: 'teamleden' });
export const churchSchemas = collectionSchemas(adminChurchSchema, churchBody, { one: 'een kerk', many: 'kerken' });

export const listAdminPastorsSchema = {
  tags,
  summary: 'Het pastoraal team in de volgorde van de site',
  response: { 200: dataAnswerSchema(Type.Array(adminPastorSchema), 'De teamleden'), ...adminErrors },
} as const;

export const listAdminChurchesSchema = {
  tags,
  summary: 'De zeven kerken in de volgorde van de locaties',
  response: { 200: dataAnswerSchema(Type.Array(adminChurchSchema), 'De kerken'), ...adminErrors },
} as const;
