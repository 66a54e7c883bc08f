import { Type, type Static } from '@sinclair/typebox';

/**
 * A photo from the media library as a visitor's page shows it (news, events, the team, churches):
 * `<picture>` with an AVIF source and WebP widths, its size and alt text, and its link preview.
 */
export const photoSchema = Type.Object({
  src: Type.String({ description: 'De grootste WebP (img src)' }),
  srcset: Type.String({ description: 'Alle WebP-breedtes voor srcset' }),
  srcsetAvif: Type.String({ description: 'Alle AVIF-breedtes voor <source type="image/avif">' }),
  width: Type.Integer({ description: 'Breedte van het origineel, rechtop (voor de verhouding)' }),
  height: Type.Integer(),
  alt: Type.String({ description: 'De beschrijving uit de fotobibliotheek' }),
  preview: Type.String({ description: 'De 1200×630 JPEG voor linkvoorbeelden' }),
});
export type Photo = Static<typeof photoSchema>;

/** A photo from the library, or null when the item shows its drawing (or nothing). */
export const nullablePhoto = (description: string) => Type.Union([photoSchema, Type.Null()], { description });
