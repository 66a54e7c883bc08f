/**
 * The admin API's schemas of a content type, derived from its declaration (`@kerk/kit/content-types`):
 * the answer's field properties, the body the form sends, and the properties a public answer shows.
 * A field added to a declaration is in all of them, in the OpenAPI document and in the types.
 */
import { type TArray, type TBoolean, type TObject, type TOptional, type TProperties, type TString, type TUnsafe, Type } from '@sinclair/typebox';

import type { ContentType, FieldDef } from '../content-types';

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
type PublicKeys<F, V> = { [K in keyof F]: F[K] extends { public: V } ? K : never }[keyof F];
export type PublicProps<T extends ContentType, V = true> = { [K in PublicKeys<FieldsOf<T>, V>]: SchemaOf<FieldsOf<T>[K]> };

/** A JSON Schema bound a declaration sets on a field's value in a body. */
export interface DeclaredBounds {
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
}

/**
 * The bounds a field's declaration sets, exactly as declared: a text's `max` is its `maxLength`, a
 * list's `maxItems` its `maxItems` (and its lines' `max` their `maxLength`), a number's `min` and
 * `max` its `minimum` and `maximum`. A field that declares none gets none (rich text is limited by
 * its preset once cleaned, a date by its form); the API's body limit keeps absurd bodies out. The
 * rules refuse every value past these bounds with the field's Dutch message, and the API lets such a
 * body through to them (`declaredBodyOf`). `items` holds the bounds of a list's entries.
 */
export function declaredBounds(field: FieldDef): DeclaredBounds & { items?: DeclaredBounds } {
  switch (field.kind) {
    case 'integer':
      return { minimum: field.min, maximum: field.max };
    case 'lines':
      return { maxItems: field.maxItems, items: { maxLength: field.max } };
    case 'dates':
      return { maxItems: field.maxItems };
    default:
      return 'max' in field ? { maxLength: field.max } : {};
  }
}

/** An id of the media library (a photo): a positive integer that fits the column. */
const PHOTO_ID = { minimum: 1, maximum: 2_147_483_647 };

/** A field's schema in an answer, in a body (with its declared bounds), or in a body without them. */
type Use = 'answer' | 'body' | 'unbounded';

function schemaOf(field: FieldDef, use: Use) {
  const description = field.help ? `${field.label}. ${field.help}` : field.label;
  const body = use !== 'answer';
  const { items, ...bounds } = use === 'body' ? declaredBounds(field) : {};
  switch (field.kind) {
    case 'boolean':
      return Type.Boolean({ description });
    case 'integer':
    case 'photo':
      // One type list, not a union: the API's validator coerces types, and would make a null 0 to fit a union's integer.
      return Type.Unsafe<number | null>({ type: ['integer', 'null'], description, ...(body && field.kind === 'photo' ? PHOTO_ID : bounds) });
    case 'lines':
    case 'choices':
    case 'dates':
      return Type.Array(Type.String(items ?? {}), { description, ...bounds });
    default:
      return Type.String({ description, ...bounds });
  }
}

const mapFields = <R>(type: ContentType, pick: (field: FieldDef) => boolean, make: (field: FieldDef) => R): Record<string, R> =>
  Object.fromEntries(Object.entries(type.fields).filter(([, field]) => pick(field)).map(([name, field]) => [name, make(field)]));

/** The answer's properties of every field of `type`. */
export const answerPropsOf = <T extends ContentType>(type: T): AnswerProps<T> => mapFields(type, () => true, (field) => schemaOf(field, 'answer')) as AnswerProps<T>;

/** The properties of the fields a public answer shows (`public: true`). */
export const publicPropsOf = <T extends ContentType>(type: T): PublicProps<T> =>
  mapFields(type, (field) => field.public === true, (field) => schemaOf(field, 'answer')) as unknown as PublicProps<T>;

/** The properties of the fields only the one item's public answer shows (`public: 'detail'`: a biography, not in the list). */
export const publicDetailPropsOf = <T extends ContentType>(type: T): PublicProps<T, 'detail'> =>
  mapFields(type, (field) => field.public === 'detail', (field) => schemaOf(field, 'answer')) as unknown as PublicProps<T, 'detail'>;

/**
 * What the form sends: every field, each optional (a missing one gets the rule's Dutch message, not
 * a schema error), plus the type's own extras (e.g. a confirmation). Nothing else is accepted.
 */
export function bodySchemaOf<T extends ContentType, X extends TProperties = Record<never, never>>(type: T, extra?: X): TObject<BodyProps<T> & X> {
  const bodyOf = (use: Use) => Type.Object({ ...mapFields(type, () => true, (field) => Type.Optional(schemaOf(field, use))), ...(extra ?? {}) }, { additionalProperties: false });
  const body = bodyOf('body') as unknown as TObject<BodyProps<T> & X>;
  declaredBodies.set(body, { type, unbounded: bodyOf('unbounded') });
  return body;
}

/** A body schema made by `bodySchemaOf`: its content type, and the same body without the declared bounds. */
export interface DeclaredBody {
  type: ContentType;
  unbounded: TObject;
}

const declaredBodies = new WeakMap<object, DeclaredBody>();

/**
 * What a body schema declares when `bodySchemaOf` made it, else undefined: the API hands a body that
 * passes `unbounded` but not the schema (a value past a declared bound, nothing else) to the type's
 * rules, which refuse it with the same answer as any other value they refuse.
 */
export const declaredBodyOf = (schema: unknown): DeclaredBody | undefined => (typeof schema === 'object' && schema !== null ? declaredBodies.get(schema) : undefined);

/** Every edited item's version (its ETag) and who saved it when. */
export const editingProps = {
  version: Type.Integer({ description: 'Ook de ETag; terug in If-Match' }),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
};
