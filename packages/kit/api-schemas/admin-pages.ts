/**
 * The page-editing contract of the admin API (`/api/admin/pages/*`, issue 15), declared once: the
 * API validates and serializes with these schemas, mf-beheer reads the same shapes as types from
 * `@kerk/kit/api-types`. `footer` is edited as one more "page" (its partials, no meta fields).
 */
import { Type, type SchemaOptions, type Static } from '@sinclair/typebox';

import { PARTIAL_KINDS } from '../editing';
import { stringEnum } from './schema-helpers';

/** `{ type: ['string', 'null'] }`: a string that may be null (never edited in the app yet). */
const nullableString = (options: SchemaOptions = {}) => Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

const pageName = Type.String({ examples: ['index', 'footer'] });
const version = Type.Integer({ minimum: 1, description: 'Gaat één omhoog bij elke publicatie; ook de ETag' });
const updatedAt = nullableString({ format: 'date-time', description: 'Laatste publicatie; null als de tekst nooit in de app is gewijzigd' });
const updatedBy = nullableString({ description: 'E-mailadres van wie het laatst publiceerde; null als niemand' });

/** An item of GET /api/admin/pages. */
export const editablePageSummarySchema = Type.Object({
  name: pageName,
  /** A Dutch human name: the site map's route name (or the task group's), "Voettekst" for the footer. */
  label: Type.String({ examples: ['Home'] }),
  /** The public URL, or null (the footer, a page no route shows). */
  path: nullableString({ examples: ['/'] }),
  version,
  updatedAt,
  updatedBy,
  hasDraft: Type.Boolean(),
});
export type EditablePageSummary = Static<typeof editablePageSummarySchema>;

/** A partial as the editor sees it: its kind picks the toolbar preset (`PRESET_TOOLS`). */
export const editablePartialSchema = Type.Object({
  name: Type.String({ examples: ['intro'] }),
  label: Type.String({ examples: ['Inleiding'] }),
  kind: stringEnum(PARTIAL_KINDS),
  maxLength: Type.Integer({ minimum: 1, description: 'Het langst toegestane (opgeslagen) aantal tekens' }),
  content: Type.String(),
});
export type EditablePartial = Static<typeof editablePartialSchema>;

const partialsRecord = (description: string) => Type.Record(Type.String(), Type.String(), { description });

/** The draft of a page: one per page, saved by autosave, last writer wins. */
export const pageDraftSchema = Type.Object({
  metaTitle: Type.String(),
  metaDescription: Type.String(),
  partials: partialsRecord('Inhoud per partial (naam → tekst), gesanitiseerd volgens de soort'),
  /** The version the draft was started from: publishing it over a newer one answers 409. */
  baseVersion: version,
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.String(),
});
export type PageDraft = Static<typeof pageDraftSchema>;

/** GET /api/admin/pages/:name (ETag: "<version>"). The footer's meta fields are empty strings. */
export const editablePageSchema = Type.Object({
  name: pageName,
  label: Type.String(),
  path: nullableString(),
  metaTitle: Type.String(),
  metaDescription: Type.String(),
  version,
  updatedAt,
  updatedBy,
  partials: Type.Array(editablePartialSchema),
  draft: Type.Union([pageDraftSchema, Type.Null()]),
});
export type EditablePage = Static<typeof editablePageSchema>;

/** PUT …/draft and POST …/publish. A partial left out keeps its text; the footer ignores the meta fields. */
export const pageEditBodySchema = Type.Object(
  {
    metaTitle: Type.String({ maxLength: 10_000 }),
    metaDescription: Type.String({ maxLength: 10_000 }),
    partials: Type.Record(Type.String({ maxLength: 100 }), Type.String(), { maxProperties: 100 }),
  },
  { additionalProperties: false },
);
export type PageEditBody = Static<typeof pageEditBodySchema>;

/** An item of GET …/revisions, newest first: every publish (and restore) is one. */
export const pageRevisionSummarySchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  version,
  createdAt: Type.String({ format: 'date-time' }),
  /** E-mail address of who published it; '' for the text the site started with. */
  author: Type.String(),
});
export type PageRevisionSummary = Static<typeof pageRevisionSummarySchema>;

/** GET …/revisions/:id: the text as it was published. */
export const pageRevisionSchema = Type.Composite([
  pageRevisionSummarySchema,
  Type.Object({ metaTitle: Type.String(), metaDescription: Type.String(), partials: partialsRecord('Inhoud per partial (naam → tekst)') }),
]);
export type PageRevision = Static<typeof pageRevisionSchema>;

/** 409 of publish/restore: someone published in between; `current` is the newest version. */
export const pageConflictSchema = Type.Object({ code: Type.Literal('conflict'), message: Type.String(), current: editablePageSchema });
export type PageConflict = Static<typeof pageConflictSchema>;
