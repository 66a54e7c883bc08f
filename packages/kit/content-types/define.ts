/**
 * A content type, declared once: its Dutch names and its fields (fields.ts). Everything else reads
 * it: the admin API's body and answer schemas (`@kerk/kit/api-schemas`, content-type.ts), the rules
 * (rules.ts, in the form and again in the API), the mapping between rows and answers (the API's
 * content-editing/content-rows.ts), the RTK Query endpoints and the generic form (mf-beheer's
 * lib/content). A type's own logic (a day and a time stored as one instant, a recurrence) stays with
 * the type, as fields with `column: false` and a widget of its own.
 */
import type { Role } from '../accounts';
import { formatDate, formatTime } from '../dates';
import type { ColumnValueOf, FieldDef, Snake, ValueOf } from './fields';

export interface ContentNames {
  /** 'dienst', 'bericht': one item in a sentence. */
  one: string;
  /** 'diensten'. */
  many: string;
  /** 'de' or 'het' (deze/dit, verwijderde/verwijderd). */
  article: 'de' | 'het';
  /** The form's titles. */
  newTitle: string;
  editTitle: string;
  /** How the audit log names one, where `one` says too little out of context ('kerkdienst' for 'dienst'). */
  logged?: string;
}

/**
 * How the editing app lists a type's items (an engine type): the fields in its columns, and the
 * order (`'position'`, or `'-active'` for the highest first), the id last.
 */
export interface ListSpec<N extends string = string> {
  columns: readonly N[];
  order: readonly (N | `-${N}`)[];
}

export interface ContentType<F extends Record<string, FieldDef> = Record<string, FieldDef>, S extends string = string, K extends string = string, R extends string = string> {
  /** The kind in the Prullenbak, the revisions, the drafts and the audit log: 'service'. */
  kind: K;
  /** The admin API's path: `/api/admin/<resource>`; for an engine type also its table and its public path `/api/<resource>`. */
  resource: R;
  /** The editing app's section that edits it, below /beheer: `kerkdiensten` (edit-paths.ts). */
  section: S;
  names: ContentNames;
  /** The fields in form order. */
  fields: F;
  /** The field whose value names an item (a draft waiting after sign-in; one of `fields`, as defineContentType checks); none when no one field does (a service). */
  titleField?: string;
  /** A fixed set (the churches): no adding, no deleting. */
  fixed?: boolean;
  /**
   * The type has logic of its own (a recurrence, a publication moment, sending) and keeps its own
   * editing plugin, routes and section. Without it the engine gives the type all of those from this
   * declaration (the API's content-editing/engine.ts, mf-beheer's lib/content/type-section.tsx).
   */
  custom?: true;
  /** An engine type's section: its introduction in the editing app. */
  intro?: string;
  /** An engine type: who may edit it (the admin API answers others 403); both roles when absent. */
  editors?: readonly Role[];
  /** An engine type's list in the editing app and the API. */
  list?: ListSpec;
}

/** Declares a content type; `const` keeps the field names and kinds, the section, the kind, the resource and `custom` as literal types. */
export function defineContentType<
  const F extends Record<string, FieldDef>,
  const S extends string,
  const K extends string,
  const R extends string,
  const C extends true | undefined = undefined,
>(type: ContentType<F, S, K, R> & { titleField?: keyof F & string; custom?: C; list?: ListSpec<keyof F & string> }): ContentType<F, S, K, R> & { custom: C } {
  return type as ContentType<F, S, K, R> & { custom: C };
}

type FieldsOfType<T> = T extends ContentType<infer F> ? F : never;

/** The values of a type's fields, as the form sends them and the API answers them. */
export type FieldValues<T extends ContentType> = { -readonly [K in keyof FieldsOfType<T>]: ValueOf<FieldsOfType<T>[K]> };

type ColumnName<K, F> = F extends { column: false } ? never : F extends { column: infer C extends string } ? C : K extends string ? Snake<K> : never;

/** The columns a type's stored fields occupy in its table (db/schema.ts extends its table with these). */
export type StoredColumns<T extends ContentType> = {
  [K in keyof FieldsOfType<T> as ColumnName<K, FieldsOfType<T>[K]>]: ColumnValueOf<FieldsOfType<T>[K]>;
};

/** The names of a type's fields, in form order. */
export const fieldNames = <T extends ContentType>(type: T): (keyof FieldsOfType<T> & string)[] => Object.keys(type.fields) as (keyof FieldsOfType<T> & string)[];

/** Whether a type has a library photo (then its answers carry the chosen `picture`); the editing app reads it too. */
export const hasPhotoField = (type: ContentType): boolean => Object.values(type.fields).some((field) => field.kind === 'photo');

/** "op 7 december 2026 om 10.00": when an item was saved, in a 409's message (`messagesOf(type).conflict`). */
export const whenText = (at: string) => `op ${formatDate(at, 'D MMMM YYYY')} om ${formatTime(at)}`;

/** The Dutch sentences every type shares, made from its names. */
export function messagesOf(type: ContentType) {
  const { one, article } = type.names;
  const This = article === 'de' ? 'Deze' : 'Dit';
  const The = article === 'de' ? 'De' : 'Het';
  const deleted = article === 'de' ? 'verwijderde' : 'verwijderd';
  return {
    invalid: `${The} ${one} is niet opgeslagen. Bekijk de meldingen bij de velden.`,
    notFound: `${This} ${one} bestaat niet (meer).`,
    trashNotFound: `${This} ${one} staat niet (meer) in de prullenbak. Na 30 dagen wordt een ${deleted} ${one} definitief verwijderd.`,
    revisionNotFound: 'Deze eerdere versie bestaat niet.',
    versionMissing: 'Er is niet meegestuurd welke versie u heeft bewerkt (If-Match). Laad de pagina opnieuw en probeer het nog eens.',
    conflict: (by: string, at: string, when: (at: string) => string) =>
      `${This} ${one} is intussen gewijzigd${by ? ` door ${by}` : ''}${at ? ` ${when(at)}` : ''}. Hieronder ziet u per veld wat er is veranderd; niets van uw invoer is verloren.`,
  };
}

export type ContentMessages = ReturnType<typeof messagesOf>;
