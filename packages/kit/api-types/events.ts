/** An item of GET /api/events (by start time). */
export interface EventSummary {
  id: number;
  title: string;
  /** Plain text, the first words of the description. */
  excerpt: string;
  /** ISO UTC; shown in the site's TIME_ZONE (`@kerk/kit/dates`). */
  startsAt: string;
  /** ISO UTC; for an all-day event the midnight after its last day. */
  endsAt: string;
  allDay: boolean;
  /** Location slug, one of LOCATION_SLUGS. */
  location: string;
  churchName: string;
  address: string;
  /** ISO UTC. */
  updatedAt: string;
}

/** GET /api/events/{id}: the summary with the full description. */
export interface EventDetail extends EventSummary {
  /** HTML sanitized by the API when it was written. */
  description: string;
  /** The fixed iCalendar UID. */
  uid: string;
}
