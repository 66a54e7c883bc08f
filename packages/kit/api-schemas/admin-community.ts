/**
 * The pastoral team and the churches as the editing app edits them (`/api/admin/pastors`,
 * `/api/admin/churches`, issue 16), declared once: the API validates and serializes with these
 * schemas, mf-beheer reads the same shapes as types from `@kerk/kit/api-types`. A photo from the
 * library (`mediaId`, shown as `picture`) takes the place of the shipped drawing (`photo`/`image`,
 * a file name), which stays as the fallback.
 */
import { Type, type Static } from '@sinclair/typebox';

import { nullablePhoto } from './photo';

const editing = {
  version: Type.Integer({ description: 'Ook de ETag; terug in If-Match' }),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
};

const mediaId = Type.Union([Type.Integer(), Type.Null()], { description: 'De foto uit de fotobibliotheek, of null' });

export const adminPastorSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String({ description: 'Naamdeel van de URL, uit de naam' }),
  role: Type.String(),
  areas: Type.Array(Type.String(), { description: 'Slugs van de dorpen' }),
  email: Type.String(),
  phone: Type.String(),
  photo: Type.String({ description: 'Bestandsnaam van de getekende portretfoto (als er geen foto uit de bibliotheek is)' }),
  mediaId,
  picture: nullablePhoto('De gekozen foto'),
  summary: Type.String(),
  biography: Type.String({ description: 'Gesanitiseerde HTML (preset essential)' }),
  position: Type.Integer({ description: 'Volgorde in het team, 0 eerst' }),
  ...editing,
});

export const adminChurchSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String({ description: 'De locatie (vast)' }),
  name: Type.String(),
  address: Type.String(),
  zipcode: Type.String(),
  city: Type.String(),
  description: Type.String(),
  accessibility: Type.String(),
  image: Type.String({ description: 'Bestandsnaam van de tekening (als er geen foto uit de bibliotheek is)' }),
  mediaId,
  picture: nullablePhoto('De gekozen foto'),
  ...editing,
});

export type AdminPastor = Static<typeof adminPastorSchema>;
export type AdminChurch = Static<typeof adminChurchSchema>;
