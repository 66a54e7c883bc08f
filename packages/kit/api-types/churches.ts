/** An item of GET /api/churches (in the order of the locations) and GET /api/churches/{id}. */
export interface Church {
  id: number;
  /** Location slug (beuningen, druten, …), the same as `location` of services and events. */
  slug: string;
  name: string;
  address: string;
  zipcode: string;
  city: string;
  /** Plain text. */
  description: string;
  /** Plain text. */
  accessibility: string;
  /** Drawing URL ('' when there is none). */
  image: string;
  imageAlt: string;
  latitude: number | null;
  longitude: number | null;
}
