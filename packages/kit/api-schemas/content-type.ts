/**
 * The admin API's schemas of a content type, derived from its declaration (`@kerk/kit/content-types`):
 * the answer's field properties, the body the form sends, and the properties a public answer shows.
 * A field added to a declaration is in all of them, in the OpenAPI document and in the types.
 */
import { type TArray, type TBoolean, type TObject, type TOptional, type TProperties, type TString, type TUnsafe, Type } from '@sinclair/typebox';

import type { ContentType, FieldDef } from '../content-types';
import { MAX_LENGTH } from '../editing';

type FieldsOf<T> = T extends ContentType<infer F> ? F : never;

/** A field's schema, by kind. */
export type SchemaOf<F extends FieldDef> = F extends { kind: 'boolean' }
  ? TBoolean
  : F extends { kind: 'integer' | 'photo' }
    ? TUnsafe<number | null>
    : F extends { kind: 'lines' | 'choices' | 'dates' }
      ? TArray<TString>
      : TString;

export type AnswerProps<T extends ContentType> = { [K in keyof FieldsOf<T>]: SchemaOf<FieldsOf<T>[K]> };
export type BodyProps<T extends ContentType> = { [K in keyof FieldsOf<T>]: TOptional<SchemaOf<FieldsOf<T>[K]>> };
type PublicKeys<F> = { [K in keyof F]: F[K] extends { public: true } ? K : never }[keyof F];
export type PublicProps<T extends ContentType> = { [K in PublicKeys<FieldsOf<T>>]: SchemaOf<FieldsOf<T>[K]> };

/**
 * The longest a value may be on the way in (a list's items each): never less than the declared
 * `max`, so the rules, not the schema, refuse a value too long for its field, with its Dutch message
 * and the other fields' messages beside it (and only after trimming); the cap only keeps absurd
 * bodies out before they are read.
 */
export const bodyMaxLength = (field: FieldDef): number => (field.kind === 'rich' ? MAX_LENGTH[field.preset] * 2 : 'max' in field ? Math.max(field.max * 4, 1000) : 1000);

/** The most items a list may have on the way in, above every declared `maxItems` (the rules refuse more). */
export const BODY_MAX_ITEMS = 100;

function schemaOf(field: FieldDef, { body }: { body: boolean }) {
  const description = field.help ? `${field.label}. ${field.help}` : field.label;
  switch (field.kind) {
    case 'boolean':
      return Type.Boolean({ description });
    case 'integer':
    case 'photo':
      // One type list, not a union: the API's validator coerces types, and would make a null 0 to fit a union's integer.
      return Type.Unsafe<number | null>({ type: ['integer', 'null'], description, ...(body ? { minimum: field.kind === 'photo' ? 1 : -2_147_483_648, maximum: 2_147_483_647 } : {}) });
    case 'lines':
    case 'choices':
    case 'dates':
      return Type.Array(Type.String(body ? { maxLength: bodyMaxLength(field) } : {}), { description, ...(body ? { maxItems: BODY_MAX_ITEMS } : {}) });
    default:
      return Type.String({ description, ...(body ? { maxLength: bodyMaxLength(field) } : {}) });
  }
}

const mapFields = <R>(type: ContentType, pick: (field: FieldDef) => boolean, make: (field: FieldDef) => R): Record<string, R> =>
  Object.fromEntries(Object.entries(type.fields).filter(([, field]) => pick(field)).map(([name, field]) => [name, make(field)]));

/** The answer's properties of every field of `type`. */
export const answerPropsOf = <T extends ContentType>(type: T): AnswerProps<T> => mapFields(type, () => true, (field) => schemaOf(field, { body: false })) as AnswerProps<T>;

/** The properties of the fields a public answer shows (`public: true`). */
export const publicPropsOf = <T extends ContentType>(type: T): PublicProps<T> =>
  mapFields(type, (field) => field.public === true, (field) => schemaOf(field, { body: false })) as unknown as PublicProps<T>;

/**
 * What the form sends: every field, each optional (a missing one gets the rule's Dutch message, not
 * a schema error), plus the type's own extras (e.g. a confirmation). Nothing else is accepted.
 */
export function bodySchemaOf<T extends ContentType, X extends TProperties = Record<never, never>>(type: T, extra?: X): TObject<BodyProps<T> & X> {
  const fields = mapFields(type, () => true, (field) => Type.Optional(schemaOf(field, { body: true })));
  return Type.Object({ ...fields, ...(extra ?? {}) }, { additionalProperties: false }) as unknown as TObject<BodyProps<T> & X>;
}

/** Every edited item's version (its ETag) and who saved it when. */
export const editingProps = {
  version: Type.Integer({ description: 'Ook de ETag; terug in If-Match' }),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
};
