/** GET /api/services (a page of these) and GET /api/services/{id}. */
export interface Service {
  id: number;
  /** ISO instant (UTC), e.g. `2026-01-04T09:00:00.000Z`. */
  startsAt: string;
  /** Location slug, one of LOCATION_SLUGS. */
  location: string;
  churchName: string;
  preacher: string;
  /** Kerkelijk seizoen / name of the Sunday. */
  season: string;
  collections: string[];
  streamed: boolean;
  /** '' when there is no stream. */
  streamUrl: string;
  /** '' when there is no recording. */
  recordingUrl: string;
  /** HTML sanitized by the API. */
  notes: string;
}
