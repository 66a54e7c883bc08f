import { Type, type Static } from '@sinclair/typebox';

export { FOCUS_CENTRE } from '../editing';

/**
 * A photo's focal point (its most important spot), chosen by an editor or found on upload, in whole
 * percentages of the upright photo: where every crop of it (a 16:9 card, a square portrait, the
 * link preview) is placed, as CSS `object-position: focusX% focusY%` does.
 */
export const photoFocusSchema = {
  focusX: Type.Integer({ minimum: 0, maximum: 100, description: 'Het belangrijkste punt: van links (0) naar rechts (100), in procenten' }),
  focusY: Type.Integer({ minimum: 0, maximum: 100, description: 'Het belangrijkste punt: van boven (0) naar beneden (100), in procenten' }),
};

/**
 * A photo from the media library as a visitor's page shows it (news, events, the team, churches):
 * `<picture>` with an AVIF source and WebP widths, its size and alt text, its link preview, and its
 * focal point (where a place that crops it keeps it in view).
 */
export const photoSchema = Type.Object({
  src: Type.String({ description: 'De grootste WebP (img src)' }),
  srcset: Type.String({ description: 'Alle WebP-breedtes voor srcset' }),
  srcsetAvif: Type.String({ description: 'Alle AVIF-breedtes voor <source type="image/avif">' }),
  width: Type.Integer({ description: 'Breedte van het origineel, rechtop (voor de verhouding)' }),
  height: Type.Integer(),
  alt: Type.String({ description: 'De beschrijving uit de fotobibliotheek' }),
  preview: Type.String({ description: 'De 1200×630 JPEG voor linkvoorbeelden, uitgesneden rond het belangrijkste punt' }),
  ...photoFocusSchema,
});
export type Photo = Static<typeof photoSchema>;

/** A photo from the library, or null when the item shows its drawing (or nothing). */
export const nullablePhoto = (description: string) => Type.Union([photoSchema, Type.Null()], { description });
