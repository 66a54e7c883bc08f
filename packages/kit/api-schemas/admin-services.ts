/**
 * The Kerkdiensten contract of the admin API (`/api/admin/services`, issue 16), declared once: the
 * API validates and serializes with these schemas, mf-beheer reads the same shapes as types from
 * `@kerk/kit/api-types`. The trash item and the revision are the generic content-editing shapes,
 * the same for every kind of item.
 */
import { Type, type Static } from '@sinclair/typebox';

import { ROOSTER_COLUMNS, serviceType } from '../content-types';
import { answerPropsOf, editingProps } from './content-type';

/** A service as the editing app reads it: the fields of the kit's `serviceType`, and what the API adds. */
export const adminServiceSchema = Type.Object({
  id: Type.Integer(),
  ...answerPropsOf(serviceType),
  churchName: Type.String(),
  startsAt: Type.String({ description: 'Begintijd, ISO UTC' }),
  ...editingProps,
});

/** An item in the Prullenbak (any kind). */
export const trashItemSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  refId: Type.Integer(),
  title: Type.String(),
  deletedAt: Type.String(),
  deletedBy: Type.String(),
  expiresAt: Type.String(),
});

/** One saved version of an item (any kind). */
export const contentRevisionSchema = Type.Object({ id: Type.Integer(), version: Type.Integer(), createdAt: Type.String(), createdBy: Type.String() });

/** What the import does with a good row: a new service, an update of the stored one, or nothing (the same). */
export const importActionSchema = Type.Union([Type.Literal('new'), Type.Literal('update'), Type.Literal('same')]);

/** One row of a rooster import's preview. */
export const importRowSchema = Type.Object({
  row: Type.Integer({ description: 'Het rijnummer zoals het rekenblad het toont' }),
  service: Type.Object({
    // The columns a rooster may have beside day, time and church, as the declaration answers them.
    ...Type.Partial(Type.Pick(Type.Object(answerPropsOf(serviceType)), ROOSTER_COLUMNS.filter((c) => !c.required).map((c) => c.field))).properties,
    date: Type.String({ description: 'YYYY-MM-DD, ook bij een fout als de datum te lezen was' }),
    time: Type.String(),
    church: Type.String(),
    churchName: Type.String(),
    startsAt: Type.Union([Type.String(), Type.Null()]),
  }),
  typedChurch: Type.String({ description: 'De kerk zoals die in het bestand staat' }),
  suggestion: Type.Union([Type.String(), Type.Null()], { description: '"Bedoelde u Open Hof?": de kerk is geraden (een letter of twee anders, of één woord van de naam); wordt zo ingelezen' }),
  errors: Type.Array(Type.String(), { description: '"Rij 4, kolom Datum: …"' }),
  duplicate: Type.Union([Type.String(), Type.Null()], { description: 'Zelfde kerk en tijd als een eerdere rij in het bestand' }),
  warning: Type.Union([Type.String(), Type.Null()], { description: 'Een nieuwe dienst met een datum in het verleden: wordt toch ingelezen' }),
  action: Type.Union([importActionSchema, Type.Null()], { description: 'Null bij een fout of een dubbele rij' }),
  changes: Type.Array(Type.String(), { description: 'Bij update: de kolommen die veranderen' }),
});

export const importAnswerSchema = Type.Object({
  rows: Type.Array(importRowSchema),
  importable: Type.Integer({ description: 'Rijen die nieuw zijn of een dienst bijwerken' }),
  imported: Type.Integer({ description: 'Nieuwe diensten opgeslagen; 0 bij een voorbeeld' }),
  updated: Type.Integer({ description: 'Diensten bijgewerkt; 0 bij een voorbeeld' }),
  unreadColumns: Type.Array(Type.String(), { description: 'Kolommen in het bestand die niet worden gelezen, zoals ze er staan' }),
  skippedRows: Type.Array(Type.Integer(), { description: 'Rijen zonder datum en kerk (opmerkingen, voetregels): overgeslagen' }),
});

export type AdminService = Static<typeof adminServiceSchema>;
export type TrashItem = Static<typeof trashItemSchema>;
export type ContentRevision = Static<typeof contentRevisionSchema>;
export type ImportRow = Static<typeof importRowSchema>;
export type ImportAction = Static<typeof importActionSchema>;
export type ImportAnswer = Static<typeof importAnswerSchema>;
