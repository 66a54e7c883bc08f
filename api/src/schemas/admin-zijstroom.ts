/**
 * Schemas of Zijstroom in the admin API (beheerder and redacteur, issue 33): the issues as a
 * collection (one item, create, save with `If-Match`, drafts, revisions, Prullenbak; a locked issue
 * answers 409 `locked`), the preview, a proof to oneself, sending now or at a moment (If-Match: what
 * was looked at goes), its progress, pause and resume; the PDF upload; the subscribers (search,
 * removal on request) and, for a beheerder only, their CSV. The shapes are the kit's
 * (`api-schemas/admin-zijstroom.ts`).
 */
import {
  adminZijstroomSchema,
  bodySchemaOf,
  dataAnswerSchema,
  listMetaSchema,
  zijstroomAttachmentSchema,
  zijstroomPreviewSchema,
  zijstroomProgressSchema,
  zijstroomScheduleBodySchema,
  zijstroomSubscriberCountsSchema,
  zijstroomSubscriberSchema,
} from '@kerk/kit/api-schemas';
import { zijstroomType } from '@kerk/kit/content-types';
import { Type } from '@sinclair/typebox';

import { collectionSchemas, idParams, saveHeaders } from './admin-collection';
import { adminErrors, csrfHeader, errorSchema, notFoundError } from './common';
import { listQuerySchema } from './paging';

const tags = ['admin'];

export const SUBSCRIBERS_MAX_PAGE_SIZE = 100;

const locked = errorSchema('De uitgave is al verstuurd of klaargezet: niet meer te wijzigen (code locked)');
/** A save's 409: someone else saved in between (`conflict`, with what is stored now), or the issue is locked (`locked`). */
const conflictOrLocked = Type.Object(
  { code: Type.String({ examples: ['conflict', 'locked'] }), message: Type.String(), current: Type.Optional(adminZijstroomSchema) },
  { description: 'Intussen door iemand anders gewijzigd (conflict, met wat er nu staat), of al verstuurd of klaargezet (locked)' },
);

const base = collectionSchemas(adminZijstroomSchema, bodySchemaOf(zijstroomType), { one: 'een Zijstroom', many: 'uitgaven van Zijstroom' });

export const zijstroomSchemas = {
  ...base,
  update: { ...base.update, response: { ...base.update.response, 409: conflictOrLocked } },
  remove: { ...base.remove, response: { ...base.remove.response, 409: locked } },
  restoreRevision: { ...base.restoreRevision, response: { ...base.restoreRevision.response, 409: conflictOrLocked } },
};

export const listZijstroomSchema = {
  tags,
  summary: 'De uitgaven van Zijstroom, nieuwste eerst, met hoe ver het versturen is',
  response: { 200: dataAnswerSchema(Type.Array(adminZijstroomSchema), 'De uitgaven'), ...adminErrors },
} as const;

export const previewZijstroomSchema = {
  tags,
  summary: 'De e-mail zoals een abonnee hem krijgt: onderwerp, HTML met de CSS erin, de tekstversie',
  params: idParams,
  response: { 200: dataAnswerSchema(zijstroomPreviewSchema, 'De e-mail'), 404: notFoundError, ...adminErrors },
} as const;

export const proofZijstroomSchema = {
  tags,
  summary: 'Een proef van de e-mail naar het eigen e-mailadres van wie is aangemeld',
  headers: csrfHeader,
  params: idParams,
  response: { 202: dataAnswerSchema(Type.Object({ to: Type.String() }), 'De proef staat klaar om te versturen'), 404: notFoundError, ...adminErrors },
} as const;

export const scheduleZijstroomSchema = {
  tags,
  summary: 'Versturen: nu, of op een moment (binnen een jaar), met If-Match; daarna ligt de uitgave vast',
  headers: saveHeaders,
  params: idParams,
  body: zijstroomScheduleBodySchema,
  response: {
    200: dataAnswerSchema(adminZijstroomSchema, 'Klaargezet'),
    404: notFoundError,
    409: errorSchema('Al verstuurd of klaargezet (locked), of intussen gewijzigd (conflict)'),
    428: errorSchema('Zonder If-Match'),
    ...adminErrors,
  },
} as const;

const stateChange = (summary: string, refused: string) =>
  ({
    tags,
    summary,
    headers: csrfHeader,
    params: idParams,
    response: { 200: dataAnswerSchema(adminZijstroomSchema, 'De uitgave nu'), 404: notFoundError, 409: errorSchema(refused), ...adminErrors },
  }) as const;

export const unscheduleZijstroomSchema = stateChange('Niet versturen: een klaargezette uitgave wordt weer een concept', 'Niet (meer) klaargezet: het versturen is al begonnen, of was er niet');
export const pauseZijstroomSchema = stateChange('Het versturen pauzeren', 'Wordt nu niet verstuurd');
export const resumeZijstroomSchema = stateChange('Het versturen hervatten', 'Is niet gepauzeerd');

export const progressZijstroomSchema = {
  tags,
  summary: 'Hoe ver het versturen is: "1.240 van 1.310 verstuurd"',
  params: idParams,
  response: { 200: dataAnswerSchema(zijstroomProgressSchema, 'De voortgang'), 404: notFoundError, ...adminErrors },
} as const;

export const uploadAttachmentSchema = {
  tags,
  summary: 'De papieren uitgave als pdf toevoegen: de bytes als body (tot 10 MB); daarna attachmentId van de uitgave',
  headers: csrfHeader,
  querystring: Type.Object({ name: Type.Optional(Type.String({ maxLength: 200, description: 'De oorspronkelijke bestandsnaam' })) }, { additionalProperties: false }),
  response: {
    201: dataAnswerSchema(zijstroomAttachmentSchema, 'Toegevoegd'),
    413: errorSchema('Groter dan 10 MB'),
    415: errorSchema('Geen pdf'),
    ...adminErrors,
  },
} as const;

export const getAttachmentSchema = {
  tags,
  summary: 'Een toegevoegde pdf downloaden',
  params: idParams,
  produces: ['application/pdf'],
  response: {
    200: { description: 'De pdf', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
    404: notFoundError,
    ...adminErrors,
  },
} as const;

export const listSubscribersSchema = {
  tags,
  summary: 'De abonnees van Zijstroom, laatst aangemeld eerst; q zoekt in e-mailadres en naam',
  querystring: listQuerySchema(
    { items: 'Abonnees', defaultPageSize: 50, maxPageSize: SUBSCRIBERS_MAX_PAGE_SIZE },
    { q: Type.Optional(Type.String({ maxLength: 254, description: 'Zoekt in e-mailadres en naam' })) },
  ),
  response: {
    200: Type.Object({ data: Type.Array(zijstroomSubscriberSchema), meta: listMetaSchema, counts: zijstroomSubscriberCountsSchema }, { description: 'Een pagina abonnees, en de aantallen' }),
    ...adminErrors,
  },
} as const;

export const removeSubscriberSchema = {
  tags,
  summary: 'Een abonnee verwijderen op zijn of haar verzoek (in het logboek; het adres blijft alleen als onherkenbare code)',
  headers: csrfHeader,
  params: idParams,
  response: { 204: Type.Null({ description: 'Verwijderd' }), 404: notFoundError, ...adminErrors },
} as const;

export const exportSubscribersSchema = {
  tags,
  summary: 'De abonnees als CSV (alleen voor een beheerder; in het logboek)',
  produces: ['text/csv'],
  response: {
    200: { description: 'CSV met puntkomma’s (Excel in het Nederlands), UTF-8', content: { 'text/csv': { schema: { type: 'string' } } } },
    ...adminErrors,
  },
} as const;
