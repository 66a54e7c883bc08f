import { Type, type Static } from '@sinclair/typebox';

import { nullablePhoto } from './photo';

/** An item of GET /api/pastors (the pastoral team in display order). */
export const pastorSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ examples: ['ds. Marieke van den Berg'] }),
  /** Canonical name segment of the member's URL. */
  slug: Type.String({ description: 'Naamdeel van de canonieke URL /gemeente/pastoraal-team/{id}/{slug}', examples: ['ds-marieke-van-den-berg'] }),
  role: Type.String({ examples: ['Predikant'] }),
  /** Location slugs of the villages this member is the first contact for. */
  areas: Type.Array(Type.String(), { description: 'Slugs van de dorpen waarvoor dit teamlid het eerste aanspreekpunt is' }),
  email: Type.String(),
  phone: Type.String(),
  /** Portrait URL ('' when there is none). */
  photo: Type.String({ description: 'URL van het portret (foto of tekening); leeg als er geen is', examples: ['/api/pastors/1/photo'] }),
  photoAlt: Type.String({ description: 'Alternatieve tekst van het portret' }),
  /** A library photo (then `photo` and `photoAlt` are its src and alt), or null: the drawing. */
  picture: nullablePhoto('Foto uit de fotobibliotheek (dan zijn photo en photoAlt die van de foto), of null'),
  /** Short introduction, plain text. */
  summary: Type.String({ description: 'Korte introductie, platte tekst' }),
});
export type PastorSummary = Static<typeof pastorSummarySchema>;

/** GET /api/pastors/{id}: the summary with the biography. */
export const pastorSchema = Type.Object({
  ...pastorSummarySchema.properties,
  /** HTML sanitized by the API. */
  biography: Type.String({ description: 'Gesanitiseerde HTML' }),
});
export type Pastor = Static<typeof pastorSchema>;
