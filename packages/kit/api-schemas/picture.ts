/**
 * A photo from the media library as a public answer carries it (a team member's portrait, a
 * church's photo): what a `<picture>` needs (AVIF and WebP srcsets, the largest WebP as `src`, the
 * upright size for width/height and the alt text) and the 1200×630 JPEG for link previews.
 */
import { Type, type Static } from '@sinclair/typebox';

export const pictureSchema = Type.Object(
  {
    src: Type.String({ description: 'De grootste WebP, bijv. /api/media/<hash>/1600.webp' }),
    srcset: Type.String({ description: 'Alle WebP-breedtes' }),
    srcsetAvif: Type.String({ description: 'Alle AVIF-breedtes' }),
    width: Type.Integer({ description: 'Breedte van het origineel, rechtop' }),
    height: Type.Integer(),
    alt: Type.String({ description: 'De beschrijving uit de fotobibliotheek' }),
    preview: Type.String({ description: 'De 1200×630 JPEG voor linkvoorbeelden' }),
  },
  { description: 'Een foto uit de fotobibliotheek' },
);

/** A photo from the library, or null when the item shows its drawing (or nothing). */
export const nullablePicture = (description: string) => Type.Union([pictureSchema, Type.Null()], { description });

export type Picture = Static<typeof pictureSchema>;
