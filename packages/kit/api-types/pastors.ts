/** An item of GET /api/pastors (the pastoral team in display order). */
export interface PastorSummary {
  id: number;
  name: string;
  /** Canonical name segment of the member's URL. */
  slug: string;
  role: string;
  /** Location slugs of the villages this member is the first contact for. */
  areas: string[];
  email: string;
  phone: string;
  /** Portrait URL ('' when there is none). */
  photo: string;
  photoAlt: string;
  /** Short introduction, plain text. */
  summary: string;
}

/** GET /api/pastors/{id}: the summary with the biography. */
export interface Pastor extends PastorSummary {
  /** HTML sanitized by the API. */
  biography: string;
}
