/**
 * The schemas of an engine type (a declaration without `custom`, `@kerk/kit/content-types`): the
 * item as the editing app edits it, and its public list and one item. Made once per type, so the API,
 * its OpenAPI document and the editing app's fake API check against the same objects.
 */
import { type TObject, type TProperties, Type } from '@sinclair/typebox';

import { type ContentType, type FieldValues, hasPhotoField } from '../content-types';
import { answerPropsOf, editingProps, publicDetailPropsOf, publicPropsOf } from './content-type';
import { nullablePhoto, type Photo } from './photo';

export { hasPhotoField };

/** An engine type's item in the admin API: its id, every field, the chosen photo (a type with one) and its version. */
export type EngineAdminItem<T extends ContentType> = { id: number } & FieldValues<T> & { picture?: Photo | null; version: number; updatedAt: string; updatedBy: string };
/** An engine type's item in a public answer: its id and its public fields (`'detail'` ones in the one item's answer). */
export type EnginePublicItem = { id: number; picture?: Photo | null } & Record<string, unknown>;

interface EngineSchemas {
  admin: TObject;
  publicList: TObject;
  publicItem: TObject;
}

const made = new WeakMap<ContentType, EngineSchemas>();

function schemasOf(type: ContentType): EngineSchemas {
  const known = made.get(type);
  if (known) return known;
  const picture: TProperties = hasPhotoField(type) ? { picture: nullablePhoto('De gekozen foto') } : {};
  const id = { id: Type.Integer() };
  const schemas = {
    admin: Type.Object({ ...id, ...answerPropsOf(type), ...picture, ...editingProps }, { title: `admin ${type.kind}` }),
    publicList: Type.Object({ ...id, ...publicPropsOf(type), ...picture }, { title: `${type.kind} (lijst)` }),
    publicItem: Type.Object({ ...id, ...publicPropsOf(type), ...publicDetailPropsOf(type), ...picture }, { title: type.kind }),
  };
  made.set(type, schemas);
  return schemas;
}

/** The item in the admin API (`/api/admin/<resource>`). */
export const adminSchemaOf = (type: ContentType): TObject => schemasOf(type).admin;
/** One entry of the public list (`/api/<resource>`): the fields marked `public: true`. */
export const publicSchemaOf = (type: ContentType): TObject => schemasOf(type).publicList;
/** The public item (`/api/<resource>/:id`): also the fields marked `public: 'detail'`. */
export const publicItemSchemaOf = (type: ContentType): TObject => schemasOf(type).publicItem;
