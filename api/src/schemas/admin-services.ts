/**
 * Schemas of the Kerkdiensten in the admin API (beheerder and redacteur, issue 16): the list, one
 * service (its version is its ETag), create, update with `If-Match` (428 without, 409 with who and
 * when and what is stored now), delete into the Prullenbak and restore, revisions and "Dienst kopiëren".
 */
import { adminServiceSchema, contentRevisionSchema, dataAnswerSchema, importAnswerSchema, listAnswerSchema, trashItemSchema } from '@kerk/kit/api-schemas';
import { Type } from '@sinclair/typebox';

import { adminErrors, errorSchema, notFoundError } from './common';

const tags = ['admin'];

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

/** What the form sends. */
const serviceBody = Type.Object(
  {
    date: Type.String({ maxLength: 20 }),
    time: Type.String({ maxLength: 10 }),
    church: Type.String({ maxLength: 100 }),
    preacher: Type.Optional(Type.String({ maxLength: 1000 })),
    season: Type.Optional(Type.String({ maxLength: 1000 })),
    collections: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 10 })),
    streamed: Type.Optional(Type.Boolean()),
    streamUrl: Type.Optional(Type.String({ maxLength: 1000 })),
    recordingUrl: Type.Optional(Type.String({ maxLength: 1000 })),
    notes: Type.Optional(Type.String({ maxLength: 20000 })),
    /** Confirms the warning for a new service in the past. */
    confirmPast: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const saveHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'De version (of ETag) van wat u las' })),
  'x-csrf-token': Type.Optional(Type.String({ description: 'De csrfToken van GET /api/admin/session' })),
});

const idParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const revisionParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), revisionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

const invalidAnswer = Type.Object(
  {
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    /** True when the only objection is a new service in the past: send again with confirmPast. */
    pastWarning: Type.Optional(Type.Boolean()),
  },
  { description: 'Per veld een Nederlandse melding' },
);
const conflict = Type.Object({ code: Type.Literal('conflict'), message: Type.String(), current: adminServiceSchema }, { description: 'Intussen door iemand anders gewijzigd' });
const versionMissing = errorSchema('Zonder If-Match: niet duidelijk welke versie is bewerkt');

const serviceAnswer = dataAnswerSchema(adminServiceSchema, 'De dienst met zijn versie');

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

export const getAdminServiceSchema = { tags, summary: 'Eén kerkdienst', params: idParams, response: { 200: serviceAnswer, 404: notFoundError, ...adminErrors } } as const;

export const createAdminServiceSchema = {
  tags,
  summary: 'Een kerkdienst toevoegen (een datum in het verleden vraagt confirmPast)',
  headers: saveHeaders,
  body: serviceBody,
  response: { 201: serviceAnswer, ...adminErrors, 400: invalidAnswer },
} as const;

export const updateAdminServiceSchema = {
  tags,
  summary: 'Een kerkdienst opslaan, met If-Match',
  headers: saveHeaders,
  params: idParams,
  body: serviceBody,
  response: { 200: serviceAnswer, 404: notFoundError, 409: conflict, 428: versionMissing, ...adminErrors, 400: invalidAnswer },
} as const;

export const copyAdminServiceSchema = {
  tags,
  summary: 'Dienst kopiëren: dezelfde tijd een week later',
  headers: saveHeaders,
  params: idParams,
  response: { 201: serviceAnswer, 404: notFoundError, ...adminErrors, 400: invalidAnswer },
} as const;

export const deleteAdminServiceSchema = {
  tags,
  summary: 'Een kerkdienst naar de prullenbak (30 dagen terug te zetten)',
  headers: saveHeaders,
  params: idParams,
  response: { 200: dataAnswerSchema(Type.Object({ trashId: Type.Integer() }), 'De plaats in de prullenbak (voor Ongedaan maken)'), 404: notFoundError, ...adminErrors },
} as const;

export const listServiceTrashSchema = {
  tags,
  summary: 'De prullenbak van de kerkdiensten, laatst verwijderd eerst',
  response: { 200: dataAnswerSchema(Type.Array(trashItemSchema), 'Verwijderde kerkdiensten'), ...adminErrors },
} as const;

export const restoreServiceTrashSchema = {
  tags,
  summary: 'Een kerkdienst uit de prullenbak terugzetten',
  headers: saveHeaders,
  params: idParams,
  response: { 200: serviceAnswer, 404: notFoundError, ...adminErrors },
} as const;

export const listServiceRevisionsSchema = {
  tags,
  summary: 'De eerdere versies van een kerkdienst, nieuwste eerst',
  params: idParams,
  response: { 200: dataAnswerSchema(Type.Array(contentRevisionSchema), 'De versies'), 404: notFoundError, ...adminErrors },
} as const;

export const restoreServiceRevisionSchema = {
  tags,
  summary: 'Een eerdere versie terugzetten, met If-Match',
  headers: saveHeaders,
  params: revisionParams,
  response: { 200: serviceAnswer, 404: notFoundError, 409: conflict, 428: versionMissing, ...adminErrors },
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
