/**
 * The media library's contract (`/api/admin/media`, issue 16), declared once: the API validates and
 * serializes with these schemas, mf-beheer reads the same shapes as types from `@kerk/kit/api-types`,
 * and both check a photo against the same limits (`@kerk/kit/editing`: the editing app before
 * sending, the API again).
 */
import { Type, type Static } from '@sinclair/typebox';

import { photoFocusSchema } from './photo';

export { ALT_MAX_LENGTH, MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '../editing';

export const mediaUsageSchema = Type.Object({
  kind: Type.String({ description: "Wat de foto gebruikt: 'page'" }),
  ref: Type.String({ description: 'De naam of het id daarvan' }),
  label: Type.String({ description: 'Waar, in het Nederlands (bijv. "Pagina ANBI")' }),
});

export const mediaItemSchema = Type.Object({
  id: Type.Integer(),
  hash: Type.String(),
  originalName: Type.String(),
  width: Type.Integer({ description: 'Breedte van het origineel, rechtop' }),
  height: Type.Integer(),
  alt: Type.String({ description: 'De beschrijving (alt-tekst)' }),
  sizes: Type.Array(Type.Integer(), { description: 'De gemaakte breedtes, elk in AVIF en WebP' }),
  createdBy: Type.String(),
  createdAt: Type.String(),
  src: Type.String({ description: 'De grootste WebP: wat een <img src> noemt' }),
  srcset: Type.String({ description: 'Alle WebP-breedtes voor srcset' }),
  srcsetAvif: Type.String({ description: 'Alle AVIF-breedtes voor srcset' }),
  preview: Type.String({ description: 'De 1200×630 JPEG voor linkvoorbeelden, uitgesneden rond het belangrijkste punt' }),
  ...photoFocusSchema,
  usages: Type.Array(mediaUsageSchema),
});

export type MediaUsage = Static<typeof mediaUsageSchema>;
export type MediaItem = Static<typeof mediaItemSchema>;

/**
 * The answer to an upload (`data` of POST /api/admin/media): the library's item, and whether it was
 * there already. Identical bytes (the SHA-256 of the file as sent) are stored once: the API then
 * answers 200 with the existing item, its own description unchanged, and `duplicate: true`; a new
 * photo is 201 with `duplicate: false`. Inside `data`, so it survives every client that unwraps it.
 */
export const mediaUploadSchema = Type.Composite([
  mediaItemSchema,
  Type.Object({
    duplicate: Type.Boolean({ description: 'true: dezelfde foto stond al in de bibliotheek; dit is die foto, met zijn eigen beschrijving' }),
  }),
]);
export type MediaUpload = Static<typeof mediaUploadSchema>;
