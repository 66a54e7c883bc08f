/**
 * /api/admin/registrations (issue 43): the sign-ups of services and events as the volunteers at the
 * door need them. The answers' shapes are the kit's (api-schemas/registrations.ts).
 */
import {
  adminRegistrationListSchema,
  adminRegistrationSummarySchema,
  dataAnswerSchema,
  invalidAnswerSchema,
  phoneSignUpBodySchema,
  registrationMessageBodySchema,
  signUpResultSchema,
} from '@kerk/kit/api-schemas';
import { Type } from '@sinclair/typebox';

import { adminErrors, csrfHeader, errorSchema, notFoundError } from './common';

const tags = ['admin-registrations'];

export const targetParams = Type.Object({
  kind: Type.Union([Type.Literal('service'), Type.Literal('event')], { description: 'service: een kerkdienst; event: een evenement' }),
  id: Type.Integer({ minimum: 1 }),
});
const occurrenceQuery = Type.Object({ occurrence: Type.Optional(Type.String({ maxLength: 40, description: 'Een herhaald evenement: het begin van de keer (ISO, UTC)' })) });

const list = dataAnswerSchema(adminRegistrationListSchema, 'De lijst; voor een redacteur alleen de aantallen');
const invalid = invalidAnswerSchema;

export const listTargetsSchema = {
  tags,
  summary: 'De kerkdiensten en evenementen met aanmelden, vanaf vandaag, met hun aantallen',
  response: { 200: dataAnswerSchema(Type.Array(adminRegistrationSummarySchema), 'Vroegste eerst'), ...adminErrors },
} as const;

export const getListSchema = {
  tags,
  summary: 'De aanmeldingen van één kerkdienst of evenement (namen alleen voor een beheerder)',
  params: targetParams,
  querystring: occurrenceQuery,
  response: { 200: list, 404: notFoundError, ...adminErrors },
} as const;

export const exportListSchema = {
  tags,
  summary: 'De aanmeldingen als CSV (alleen voor een beheerder; in het logboek)',
  params: targetParams,
  querystring: occurrenceQuery,
  produces: ['text/csv'],
  response: {
    200: { description: 'CSV met puntkomma’s (Excel in het Nederlands), UTF-8', content: { 'text/csv': { schema: { type: 'string' } } } },
    404: notFoundError,
    ...adminErrors,
  },
} as const;

export const phoneSignUpSchema = {
  tags,
  summary: 'Een aanmelding per telefoon toevoegen (het e-mailadres mag leeg blijven)',
  headers: csrfHeader,
  params: targetParams,
  body: phoneSignUpBodySchema,
  response: {
    201: dataAnswerSchema(Type.Object({ ...signUpResultSchema.properties, id: Type.Integer() }), 'Toegevoegd: bevestigd, of op de wachtlijst'),
    404: notFoundError,
    409: errorSchema('Dit e-mailadres staat al op de lijst'),
    ...adminErrors,
    400: invalid,
  },
} as const;

export const cancelEntrySchema = {
  tags,
  summary: 'Eén aanmelding afmelden; de wachtlijst schuift op',
  headers: csrfHeader,
  params: Type.Object({ registrationId: Type.Integer({ minimum: 1 }) }),
  response: { 204: Type.Null({ description: 'Afgemeld' }), 404: notFoundError, ...adminErrors },
} as const;

export const setClosedSchema = {
  tags,
  summary: 'Aanmelden vroeg sluiten, of weer openen',
  headers: csrfHeader,
  params: targetParams,
  querystring: occurrenceQuery,
  body: Type.Object({ closed: Type.Boolean() }),
  response: { 200: list, 404: notFoundError, ...adminErrors },
} as const;

export const setSeatsSchema = {
  tags,
  summary: 'Het aantal plaatsen wijzigen; bij meer plaatsen schuift de wachtlijst op (met een e-mail)',
  headers: csrfHeader,
  params: targetParams,
  querystring: occurrenceQuery,
  body: Type.Object({ seats: Type.Integer() }),
  response: { 200: list, 404: notFoundError, ...adminErrors, 400: invalid },
} as const;

export const messageSchema = {
  tags,
  summary: 'Een bericht per e-mail aan iedereen die zich aanmeldde (ook de wachtlijst)',
  headers: csrfHeader,
  params: targetParams,
  body: registrationMessageBodySchema,
  response: { 200: dataAnswerSchema(Type.Object({ sent: Type.Integer({ minimum: 0 }) }), 'Aan zoveel adressen verstuurd'), 404: notFoundError, ...adminErrors, 400: invalid },
} as const;
