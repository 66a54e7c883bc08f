/**
 * Schemas of giving (issue 34): the collection purposes in the admin API (the generic collection
 * schemas from the kit's `purposeType`), the giving settings (beheerder), and the public answers
 * (`/api/giving`: the active purposes, one purpose, a service's purposes, a purpose's PNG).
 */
import { adminPurposeSchema, bodySchemaOf, dataAnswerSchema, givingPurposeSchema, givingSettingsBodySchema, givingSettingsSchema } from '@kerk/kit/api-schemas';
import { purposeType } from '@kerk/kit/content-types';
import { Type } from '@sinclair/typebox';

import { collectionSchemas, idParams, invalidAnswer } from './admin-collection';
import { adminErrors, commonErrors, notFoundError } from './common';

const tags = ['admin'];

export const purposeSchemas = collectionSchemas(adminPurposeSchema, bodySchemaOf(purposeType), { one: 'een collectedoel', many: 'collectedoelen' });

export const listAdminPurposesSchema = {
  tags,
  summary: 'De collectedoelen: de actieve eerst, dan het archief',
  response: { 200: dataAnswerSchema(Type.Array(adminPurposeSchema), 'De collectedoelen'), ...adminErrors },
} as const;

export const getGivingSettingsSchema = {
  tags,
  summary: 'Het rekeningnummer van de gemeente en de websites voor betaallinks',
  response: { 200: dataAnswerSchema(givingSettingsSchema, 'De instellingen voor geven'), ...adminErrors },
} as const;

export const putGivingSettingsSchema = {
  tags,
  summary: 'De instellingen voor geven opslaan',
  body: givingSettingsBodySchema,
  response: { 200: dataAnswerSchema(givingSettingsSchema, 'De instellingen voor geven'), ...adminErrors, 400: invalidAnswer },
} as const;

const publicTags = ['giving'];
const day = Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'De dag in de omschrijving, YYYY-MM-DD; standaard vandaag' }));

export const listGivingSchema = {
  tags: publicTags,
  summary: 'De actieve collectedoelen met hun QR-code',
  querystring: Type.Object({ day }),
  response: { 200: dataAnswerSchema(Type.Array(givingPurposeSchema), 'De actieve collectedoelen'), ...commonErrors },
} as const;

export const getGivingPurposeSchema = {
  tags: publicTags,
  summary: 'Eén collectedoel met zijn QR-code',
  params: idParams,
  querystring: Type.Object({ day }),
  response: { 200: dataAnswerSchema(givingPurposeSchema, 'Het collectedoel'), 404: notFoundError, ...commonErrors },
} as const;

export const getGivingPngSchema = {
  tags: publicTags,
  summary: 'De QR-code van een collectedoel als PNG van 1000 px (voor de beamer en de liturgie)',
  params: idParams,
  querystring: Type.Object({ day }),
  response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'PNG' }), 404: notFoundError, ...commonErrors },
} as const;

export const getServiceGivingSchema = {
  tags: publicTags,
  summary: 'De collectedoelen van een dienst, met de QR-codes van de dag van de dienst',
  params: idParams,
  response: { 200: dataAnswerSchema(Type.Array(givingPurposeSchema), 'De collectedoelen van de dienst'), 404: notFoundError, ...commonErrors },
} as const;
