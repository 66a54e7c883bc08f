import { Type, type Static } from '@sinclair/typebox';

import { serviceType } from '../content-types';
import { LOCATION_SLUGS } from '../texts/nl/locations';
import { publicPropsOf } from './content-type';
import { registrationProp } from './registrations';

/**
 * GET /api/services (a page of these) and GET /api/services/{id}: when and where, and every field of
 * the kit's `serviceType` declared `public` (notes as sanitized HTML, the rest as plain text).
 */
export const serviceSchema = Type.Object({
  id: Type.Integer(),
  /** ISO instant (UTC), e.g. `2026-01-04T09:00:00.000Z`. */
  startsAt: Type.String({ description: 'Begintijd, ISO UTC', examples: ['2026-01-04T09:00:00.000Z'] }),
  /** Location slug, one of LOCATION_SLUGS. */
  location: Type.String({ enum: LOCATION_SLUGS }),
  churchName: Type.String({ examples: ['Dorpskerk'] }),
  ...publicPropsOf(serviceType),
  /** GET /api/services/{id} only: its sign-up (issue 43). */
  ...registrationProp,
});
export type Service = Static<typeof serviceSchema>;
