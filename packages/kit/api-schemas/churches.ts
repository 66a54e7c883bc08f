import { Type, type Static } from '@sinclair/typebox';

import { churchType } from '../content-types';
import { LOCATION_SLUGS } from '../texts/nl/locations';
import { publicPropsOf } from './content-type';
import { nullablePhoto } from './photo';
import { nullableNumber } from './schema-helpers';

/**
 * An item of GET /api/churches (in the order of the locations) and GET /api/churches/{id}: its
 * village, picture and place on the map, and every field of the kit's `churchType` declared
 * `public` (the texts as plain text).
 */
export const churchSchema = Type.Object({
  id: Type.Integer(),
  /** Location slug (beuningen, druten, …), the same as `location` of services and events. */
  slug: Type.String({ enum: LOCATION_SLUGS, description: 'De locatie; dezelfde slug als `location` bij diensten en evenementen' }),
  ...publicPropsOf(churchType),
  /** Drawing URL ('' when there is none). */
  image: Type.String({ description: 'URL van de foto of de tekening van de kerk; leeg als er geen is', examples: ['/api/churches/1/image'] }),
  imageAlt: Type.String({ description: 'Alternatieve tekst van de tekening' }),
  /** A library photo shown instead of the drawing (then `image` and `imageAlt` are its src and alt), or null. */
  picture: nullablePhoto('Foto uit de fotobibliotheek in plaats van de tekening (dan zijn image en imageAlt die van de foto), of null'),
  latitude: nullableNumber({ examples: [51.8612] }),
  longitude: nullableNumber({ examples: [5.7689] }),
});
export type Church = Static<typeof churchSchema>;
