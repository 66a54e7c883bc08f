import { Type, type Static } from '@sinclair/typebox';

import { pastorType } from '../content-types';
import { publicDetailPropsOf, publicPropsOf } from './content-type';
import { nullablePhoto } from './photo';

/**
 * An item of GET /api/pastors (the pastoral team in display order): its URL name and portrait, and
 * every field of the kit's `pastorType` declared `public` (the summary as plain text).
 */
export const pastorSummarySchema = Type.Object({
  id: Type.Integer(),
  /** Canonical name segment of the member's URL. */
  slug: Type.String({ description: 'Naamdeel van de canonieke URL /gemeente/pastoraal-team/{id}/{slug}', examples: ['ds-marieke-van-den-berg'] }),
  /** Portrait URL ('' when there is none). */
  photo: Type.String({ description: 'URL van het portret (foto of tekening); leeg als er geen is', examples: ['/api/pastors/1/photo'] }),
  photoAlt: Type.String({ description: 'Alternatieve tekst van het portret' }),
  /** A library photo (then `photo` and `photoAlt` are its src and alt), or null: the drawing. */
  picture: nullablePhoto('Foto uit de fotobibliotheek (dan zijn photo en photoAlt die van de foto), of null'),
  ...publicPropsOf(pastorType),
});
export type PastorSummary = Static<typeof pastorSummarySchema>;

/** GET /api/pastors/{id}: the summary with what only the one member's answer has (the biography, sanitized HTML). */
export const pastorSchema = Type.Object({
  ...pastorSummarySchema.properties,
  ...publicDetailPropsOf(pastorType),
});
export type Pastor = Static<typeof pastorSchema>;
