/**
 * Schemas of page editing in the admin API (`/api/admin/pages/*`, issue 15). The shapes are the
 * kit's (`@kerk/kit/api-schemas`, admin-pages.ts); these add the parameters, headers and every
 * answer a route can give. The footer is the page named `footer` (beheerder only).
 */
import {
  dataAnswerSchema,
  editablePageSchema,
  editablePageSummarySchema,
  pageConflictSchema,
  pageDraftSchema,
  pageEditBodySchema,
  pageRevisionSchema,
  pageRevisionSummarySchema,
  pageSchema,
} from '@kerk/kit/api-schemas';
import { Type } from '@sinclair/typebox';

import { adminErrors, errorSchema, notFoundError } from './common';

const tags = ['admin'];

const guarded = {
  ...adminErrors,
  403: errorSchema('Geen toegang: een andere rol (de voettekst: alleen beheerder), een ontbrekende CSRF-token of een verzoek van een andere website'),
  404: notFoundError,
};

const nameParams = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$', description: 'Naam van de pagina (bijv. `index`), of `footer` voor de voettekst' }),
});
const revisionParams = Type.Composite([nameParams, Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })]);
const csrf = { 'x-csrf-token': Type.Optional(Type.String({ description: 'De csrfToken van GET /api/admin/session' })) };
const ifMatch = Type.Object({
  ...csrf,
  'if-match': Type.Optional(Type.String({ description: 'De versie die bewerkt is, zoals de ETag: `"3"`. Zonder: 428' })),
});
const page = dataAnswerSchema(editablePageSchema, 'De pagina met haar concept; header ETag: "<versie>"');
const publishErrors = {
  ...guarded,
  400: errorSchema('Ongeldige aanvraag; bij te lange teksten, onbekende partials of (bij publiceren) een afbeelding van een andere website met `fields` (bijv. `fields["partials.intro"]`)'),
  409: pageConflictSchema,
  428: errorSchema('Geen If-Match meegestuurd'),
};

export const listPagesSchema = {
  tags,
  summary: 'Alle pagina’s om te bewerken (de voettekst alleen voor een beheerder)',
  response: { 200: dataAnswerSchema(Type.Array(editablePageSummarySchema), 'De pagina’s in de volgorde van het menu, dan de voettekst'), ...guarded },
} as const;

export const getEditablePageSchema = { tags, summary: 'Een pagina om te bewerken', params: nameParams, response: { 200: page, ...guarded } } as const;

export const saveDraftSchema = {
  tags,
  summary: 'Concept opslaan (automatisch opslaan; de laatste schrijver wint)',
  description: 'De inhoud wordt gesanitiseerd volgens de soort van elke partial. Een weggelaten partial houdt zijn tekst.',
  params: nameParams,
  headers: Type.Object(csrf),
  body: pageEditBodySchema,
  response: { 200: dataAnswerSchema(pageDraftSchema, 'Het opgeslagen concept'), ...guarded, 400: publishErrors[400] },
} as const;

/** Who else has the page open (the draft heartbeat of issue 30, as every content type has). */
export const pagePresenceSchema = {
  tags,
  summary: 'Teken van leven: u heeft de pagina open (of sluit hem, met leaving); wie hem ook open heeft',
  params: nameParams,
  headers: Type.Object(csrf),
  body: Type.Object({ leaving: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
  response: {
    200: dataAnswerSchema(Type.Object({ others: Type.Array(Type.Object({ email: Type.String(), seenAt: Type.String() })) }), 'Wie de pagina ook open heeft'),
    ...guarded,
  },
} as const;

export const discardDraftSchema = {
  tags,
  summary: 'Concept weggooien',
  params: nameParams,
  headers: Type.Object(csrf),
  response: { 204: Type.Null({ description: 'Weggegooid (of er was geen concept)' }), ...guarded },
} as const;

export const publishSchema = {
  tags,
  summary: 'Publiceren: de tekst wordt een nieuwe versie (met revisie); het concept verdwijnt',
  description: 'Met If-Match: "<versie>". Is de pagina intussen door iemand anders gepubliceerd, dan 409 met wie en wanneer en de nieuwste versie (`current`).',
  params: nameParams,
  headers: ifMatch,
  body: pageEditBodySchema,
  response: { 200: page, ...publishErrors },
} as const;

export const listRevisionsSchema = {
  tags,
  summary: 'Eerdere versies (elke publicatie), nieuwste eerst',
  params: nameParams,
  response: { 200: dataAnswerSchema(Type.Array(pageRevisionSummarySchema), 'De revisies'), ...guarded },
} as const;

export const getRevisionSchema = {
  tags,
  summary: 'Een eerdere versie met haar tekst',
  params: revisionParams,
  response: { 200: dataAnswerSchema(pageRevisionSchema, 'De revisie'), ...guarded },
} as const;

export const restoreSchema = {
  tags,
  summary: 'Een eerdere versie terugzetten (zelf een nieuwe versie en revisie)',
  params: revisionParams,
  headers: ifMatch,
  response: { 200: page, ...publishErrors },
} as const;

/**
 * A page's public answer (GET /api/page?name=), or for the footer that of GET /api/page/footer
 * (its partials only): one object whose page fields are left out for the footer (an anyOf would
 * not survive the OpenAPI conversion of the partials' examples).
 */
const previewData = Type.Object(
  { ...Type.Partial(Type.Omit(pageSchema, ['partials'])).properties, partials: pageSchema.properties.partials },
  { description: 'Als GET /api/page?name= (de voettekst: alleen `partials`, als GET /api/page/footer)' },
);

export const previewSchema = {
  tags,
  summary: 'Voorbeeld: het publieke antwoord van GET /api/page?name= (of /api/page/footer) met het concept erin',
  params: nameParams,
  response: { 200: dataAnswerSchema(previewData, 'Zoals de bezoeker het na publiceren ziet'), ...guarded },
} as const;
