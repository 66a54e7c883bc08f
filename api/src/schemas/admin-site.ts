/**
 * Schemas of the site settings and the contact routing in the admin API (beheerder only, issue 15).
 * Saving needs `If-Match` with the version that was read: a stale one answers 409 with what is
 * there now and who saved it, a missing one 428; bad values 400 with a Dutch message per field.
 */
import { adminSettingsSchema, contactRoutingBodySchema, contactRoutingSchema, dataAnswerSchema, settingsBodySchema } from '@kerk/kit/api-schemas';
import { Type, type TSchema } from '@sinclair/typebox';

import { adminErrors, errorSchema } from './common';

const tags = ['admin'];

/** What every beheerder route can answer besides its own (as in schemas/admin.ts). */

const saveHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'De version (of ETag) van wat u las' })),
  'x-csrf-token': Type.Optional(Type.String({ description: 'De csrfToken van GET /api/admin/session' })),
});

/** 409: someone saved in between; `current` is what is stored now. */
const conflict = (current: TSchema, description: string) =>
  Type.Object({ code: Type.Literal('conflict'), message: Type.String(), current }, { description });

const versionMissing = errorSchema('Zonder If-Match: niet duidelijk welke versie is bewerkt');

const settingsAnswer = dataAnswerSchema(adminSettingsSchema, 'De instellingen met hun versie');
const routingAnswer = dataAnswerSchema(contactRoutingSchema, 'Per soort contact de ontvanger, met de versie');

export const getAdminSettingsSchema = {
  tags,
  summary: 'De instellingen van de website om te bewerken (alleen beheerder)',
  response: { 200: settingsAnswer, ...adminErrors },
} as const;

export const putAdminSettingsSchema = {
  tags,
  summary: 'De instellingen opslaan (alleen beheerder)',
  description: 'Alle velden; leeg is "niet ingevuld". Bezoekers zien de nieuwe waarden meteen (API, eerste weergave, footer).',
  headers: saveHeaders,
  body: settingsBodySchema,
  response: { 200: settingsAnswer, 409: conflict(adminSettingsSchema, 'Intussen door iemand anders gewijzigd'), 428: versionMissing, ...adminErrors },
} as const;

export const getContactRoutingSchema = {
  tags,
  summary: 'Wie de berichten van elk soort contact ontvangt (alleen beheerder)',
  response: { 200: routingAnswer, ...adminErrors },
} as const;

export const putContactRoutingSchema = {
  tags,
  summary: 'De ontvangers per soort contact opslaan (alleen beheerder)',
  description: 'Leeg: het algemene e-mailadres van de website. Geldt bij het verzenden, dus ook voor berichten die nog wachten.',
  headers: saveHeaders,
  body: contactRoutingBodySchema,
  response: { 200: routingAnswer, 409: conflict(contactRoutingSchema, 'Intussen door iemand anders gewijzigd'), 428: versionMissing, ...adminErrors },
} as const;
