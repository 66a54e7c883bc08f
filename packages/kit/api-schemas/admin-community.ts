/**
 * The pastoral team and the churches as the editing app edits them (`/api/admin/pastors`,
 * `/api/admin/churches`, issue 16), declared once: the API validates and serializes with these
 * schemas, mf-beheer reads the same shapes as types from `@kerk/kit/api-types`. A photo from the
 * library (`mediaId`, shown as `picture`) takes the place of the shipped drawing (`photo`/`image`,
 * a file name), which stays as the fallback.
 */
import { Type, type Static } from '@sinclair/typebox';

import { churchType, pastorType } from '../content-types';
import { answerPropsOf, editingProps } from './content-type';
import { nullablePhoto } from './photo';

/** A team member: the fields of the kit's `pastorType`, their URL name, drawing and chosen photo. */
export const adminPastorSchema = Type.Object({
  id: Type.Integer(),
  ...answerPropsOf(pastorType),
  slug: Type.String({ description: 'Naamdeel van de URL, uit de naam' }),
  photo: Type.String({ description: 'Bestandsnaam van de getekende portretfoto (als er geen foto uit de bibliotheek is)' }),
  picture: nullablePhoto('De gekozen foto'),
  ...editingProps,
});

/** A church: the fields of the kit's `churchType`, its fixed location, drawing and chosen photo. */
export const adminChurchSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String({ description: 'De locatie (vast)' }),
  ...answerPropsOf(churchType),
  image: Type.String({ description: 'Bestandsnaam van de tekening (als er geen foto uit de bibliotheek is)' }),
  picture: nullablePhoto('De gekozen foto'),
  ...editingProps,
});

export type AdminPastor = Static<typeof adminPastorSchema>;
export type AdminChurch = Static<typeof adminChurchSchema>;
