/**
 * Schemas of the Kerkdiensten in the admin API (beheerder and redacteur, issue 16): the list, one
 * service (its version is its ETag), create, update with `If-Match` (428 without, 409 with who and
 * when and what is stored now), delete into the Prullenbak and restore, revisions and "Dienst kopiëren".
 */
import { adminServiceSchema, bodySchemaOf, dataAnswerSchema, importAnswerSchema, listAnswerSchema } from '@kerk/kit/api-schemas';
import { serviceType } from '@kerk/kit/content-types';
import { Type } from '@sinclair/typebox';

import { collectionSchemas, idParams, invalidAnswer, saveHeaders } from './admin-collection';
import { adminErrors, notFoundError } from './common';

const tags = ['admin'];

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

/** What the form sends: the fields of the kit's `serviceType`, and the confirmation of a past date. */
const serviceBody = bodySchemaOf(serviceType, {
  /** Confirms the warning for a new service in the past. */
  confirmPast: Type.Optional(Type.Boolean()),
});

const schemas = collectionSchemas(adminServiceSchema, serviceBody, { one: 'een kerkdienst', many: 'kerkdiensten' });

export { schemas as serviceSchemas };

export const listAdminServicesSchema = {
  tags,
  summary: 'De kerkdiensten: komende eerst, of de eerdere (nieuwste eerst)',
  querystring: Type.Object({
    past: Type.Optional(Type.Boolean({ default: false })),
    from: Type.Optional(Type.String({ pattern: DAY })),
    to: Type.Optional(Type.String({ pattern: DAY })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  }),
  response: { 200: listAnswerSchema(adminServiceSchema, 'Een pagina kerkdiensten'), ...adminErrors },
} as const;

export const copyAdminServiceSchema = {
  tags,
  summary: 'Dienst kopiëren: dezelfde tijd een week later',
  headers: saveHeaders,
  params: idParams,
  response: { 201: schemas.answer, 404: notFoundError, ...adminErrors, 400: invalidAnswer },
} as const;

export const importServicesSchema = {
  tags,
  summary: 'Een rooster inlezen (CSV of .xlsx, base64): eerst een voorbeeld, met confirm: true de goede rijen opslaan',
  headers: saveHeaders,
  body: Type.Object(
    {
      /** The file's bytes, base64. */
      content: Type.String({ maxLength: 8_000_000, description: 'Het bestand, base64' }),
      fileName: Type.Optional(Type.String({ maxLength: 300 })),
      confirm: Type.Optional(Type.Boolean({ description: 'true: de goede rijen opslaan; anders alleen een voorbeeld' })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: dataAnswerSchema(importAnswerSchema, 'Per rij de dienst of de fouten; opgeslagen na confirm'),
    422: Type.Object({ code: Type.String(), message: Type.String(), data: importAnswerSchema }, { description: 'Geen goede rijen om op te slaan' }),
    ...adminErrors,
  },
} as const;

export const exampleRoosterSchema = {
  tags,
  summary: 'Een voorbeeldrooster (CSV) met de kolommen die het inlezen verwacht',
  response: { 200: Type.String({ description: 'CSV' }), ...adminErrors },
} as const;
