import { Type, type Static } from '@sinclair/typebox';

import { LOCATION_SLUGS } from '../texts/nl/locations';

/** GET /api/services (a page of these) and GET /api/services/{id}. */
export const serviceSchema = Type.Object({
  id: Type.Integer(),
  /** ISO instant (UTC), e.g. `2026-01-04T09:00:00.000Z`. */
  startsAt: Type.String({ description: 'Begintijd, ISO UTC', examples: ['2026-01-04T09:00:00.000Z'] }),
  /** Location slug, one of LOCATION_SLUGS. */
  location: Type.String({ enum: LOCATION_SLUGS }),
  churchName: Type.String({ examples: ['Dorpskerk Beuningen'] }),
  preacher: Type.String({ examples: ['ds. Marieke van den Berg'] }),
  /** "Zondag of thema": the Sunday of the church year, or a theme. */
  season: Type.String({ description: 'Zondag of thema: de zondag van het kerkelijk jaar of een thema', examples: ['1e zondag van Advent'] }),
  collections: Type.Array(Type.String(), { description: 'Collectedoelen' }),
  streamed: Type.Boolean(),
  /** '' when there is no stream. */
  streamUrl: Type.String({ description: 'Link naar de livestream; leeg als er geen is' }),
  /** '' when there is no recording. */
  recordingUrl: Type.String({ description: 'Link naar de opname; leeg als er geen is' }),
  /** HTML sanitized by the API. */
  notes: Type.String({ description: 'Gesanitiseerde HTML' }),
});
export type Service = Static<typeof serviceSchema>;
