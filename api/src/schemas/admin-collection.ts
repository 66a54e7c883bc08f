/**
 * The schemas every editable collection of the admin API shares (issue 16): one item (its version is
 * its ETag), create, save with `If-Match` (428 without, 409 with what is stored now), delete into the
 * Prullenbak and restore, the revisions and putting one back. A kind brings its item schema, the body
 * its form sends and its Dutch nouns; its list and its own calls (import, copy…) stay with the kind.
 */
import { conflictAnswerSchema, contentRevisionSchema, dataAnswerSchema, invalidAnswerSchema, trashItemSchema } from '@kerk/kit/api-schemas';
import { type TObject, type TSchema, Type } from '@sinclair/typebox';

import { adminErrors, errorSchema, notFoundError } from './common';

const tags = ['admin'];

export const saveHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'De version (of ETag) van wat u las' })),
  'x-csrf-token': Type.Optional(Type.String({ description: 'De csrfToken van GET /api/admin/session' })),
});

const id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const idParams = Type.Object({ id });
const revisionParams = Type.Object({ id, revisionId: id });

export const invalidAnswer = invalidAnswerSchema;

const versionMissing = errorSchema('Zonder If-Match: niet duidelijk welke versie is bewerkt');

/** Dutch nouns for the summaries: `one` "een kerkdienst", `many` "kerkdiensten". */
export interface CollectionWords {
  one: string;
  many: string;
}

export function collectionSchemas<Item extends TSchema, Body extends TObject>(item: Item, body: Body, words: CollectionWords) {
  const answer = dataAnswerSchema(item, `${words.one} met zijn versie`);
  const conflict = conflictAnswerSchema(item);
  return {
    answer,
    drafts: draftSchemas(words),
    get: { tags, summary: `Eén item: ${words.one}`, params: idParams, response: { 200: answer, 404: notFoundError, ...adminErrors } },
    create: { tags, summary: `${words.one} toevoegen`, headers: saveHeaders, body, response: { 201: answer, ...adminErrors, 400: invalidAnswer } },
    update: {
      tags,
      summary: `${words.one} opslaan, met If-Match`,
      headers: saveHeaders,
      params: idParams,
      body,
      response: { 200: answer, 404: notFoundError, 409: conflict, 428: versionMissing, ...adminErrors, 400: invalidAnswer },
    },
    remove: {
      tags,
      summary: `${words.one} naar de prullenbak (30 dagen terug te zetten)`,
      headers: saveHeaders,
      params: idParams,
      response: { 200: dataAnswerSchema(Type.Object({ trashId: Type.Integer() }), 'De plaats in de prullenbak (voor Ongedaan maken)'), 404: notFoundError, ...adminErrors },
    },
    trash: { tags, summary: `De prullenbak: ${words.many}, laatst verwijderd eerst`, response: { 200: dataAnswerSchema(Type.Array(trashItemSchema), `Verwijderde ${words.many}`), ...adminErrors } },
    restore: { tags, summary: `${words.one} uit de prullenbak terugzetten`, headers: saveHeaders, params: idParams, response: { 200: answer, 404: notFoundError, ...adminErrors } },
    revisions: {
      tags,
      summary: `De eerdere versies van ${words.one}, nieuwste eerst`,
      params: idParams,
      response: { 200: dataAnswerSchema(Type.Array(contentRevisionSchema), 'De versies'), 404: notFoundError, ...adminErrors },
    },
    restoreRevision: {
      tags,
      summary: 'Een eerdere versie terugzetten, met If-Match',
      headers: saveHeaders,
      params: revisionParams,
      response: { 200: answer, 404: notFoundError, 409: conflict, 428: versionMissing, ...adminErrors },
    },
  } as const;
}

/** `12` (an item's id) or `nieuw` (the form of a new item). */
const refParams = Type.Object({ ref: Type.String({ pattern: '^(?:[1-9]\\d{0,9}|nieuw)$', description: 'Het id van het item, of nieuw' }) });

const presenceSchema = Type.Object({ email: Type.String(), seenAt: Type.String({ description: 'Laatste teken van leven, ISO UTC' }) }, { description: 'Een andere redacteur met hetzelfde item open' });
const others = Type.Array(presenceSchema);

const formValues = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });

const draftSchema = Type.Object({
  values: formValues('De velden zoals het formulier ze had'),
  base: Type.Union([formValues('De velden van het item toen het formulier begon'), Type.Null()]),
  baseVersion: Type.Union([Type.Integer(), Type.Null()], { description: 'De versie waarvan het formulier uitging (null bij een nieuw item)' }),
  savedAt: Type.String(),
});

/** The autosaved draft of an editor and who else has the item open (issue 30), for every kind. */
export function draftSchemas(words: CollectionWords) {
  return {
    get: {
      tags,
      summary: `Uw concept van ${words.one} (of null), en wie het ook open heeft`,
      params: refParams,
      response: { 200: dataAnswerSchema(Type.Object({ draft: Type.Union([draftSchema, Type.Null()]), others }), 'Concept en aanwezigen'), ...adminErrors },
    },
    save: {
      tags,
      summary: `Uw concept van ${words.one} bewaren (automatisch tijdens het typen)`,
      headers: saveHeaders,
      params: refParams,
      body: Type.Object(
        {
          values: formValues('De velden zoals het formulier ze nu heeft'),
          base: Type.Optional(Type.Union([formValues('De velden van het item toen het formulier begon'), Type.Null()])),
          baseVersion: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
        },
        { additionalProperties: false },
      ),
      response: { 200: dataAnswerSchema(Type.Object({ savedAt: Type.String(), others }), 'Bewaard'), ...adminErrors, 400: errorSchema('Geen geldig concept') },
    },
    discard: {
      tags,
      summary: `Uw concept van ${words.one} weggooien`,
      headers: saveHeaders,
      params: refParams,
      response: { 204: Type.Null({ description: 'Weggegooid' }), ...adminErrors },
    },
    presence: {
      tags,
      summary: `Teken van leven: u heeft ${words.one} open (of sluit het, met leaving)`,
      headers: saveHeaders,
      params: refParams,
      body: Type.Object({ leaving: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
      response: { 200: dataAnswerSchema(Type.Object({ others }), 'Wie het ook open heeft'), ...adminErrors },
    },
  } as const;
}
