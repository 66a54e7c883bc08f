/**
 * Schemas of the pastoral team and the churches in the admin API (beheerder and redacteur, issue
 * 16): the lists, one item (its version is its ETag), save with `If-Match`, the revisions; for the
 * team also add, delete into the Prullenbak and restore. The churches are fixed (the seven
 * locations): no add, no delete.
 */
import { adminChurchSchema, adminPastorSchema, bodySchemaOf, dataAnswerSchema } from '@kerk/kit/api-schemas';
import { churchType, pastorType } from '@kerk/kit/content-types';
import { Type } from '@sinclair/typebox';

import { collectionSchemas } from './admin-collection';
import { adminErrors } from './common';

const tags = ['admin'];

/** What the team member form sends: the fields of `pastorType`, and a shipped drawing's file name (the seed's, kept when left out). */
const pastorBody = bodySchemaOf(pastorType, { photo: Type.Optional(Type.String({ maxLength: 200 })) });

/** What the church form sends: the fields of `churchType` (the location itself is fixed). */
const churchBody = bodySchemaOf(churchType);

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
