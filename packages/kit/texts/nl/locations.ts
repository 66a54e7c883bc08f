/**
 * The seven locations of spec §3, in the spec's order. The slug is what the API stores and
 * filters on (`?location=druten`); the name is what visitors read.
 */
export const LOCATIONS = [
  { slug: 'beuningen', name: 'Beuningen' },
  { slug: 'druten', name: 'Druten' },
  { slug: 'wijchen', name: 'Wijchen' },
  { slug: 'batenburg', name: 'Batenburg' },
  { slug: 'horssen', name: 'Horssen' },
  { slug: 'bergharen', name: 'Bergharen' },
  { slug: 'leur', name: 'Leur' },
] as const;

export type LocationSlug = (typeof LOCATIONS)[number]['slug'];

export const LOCATION_SLUGS = LOCATIONS.map((l) => l.slug) as LocationSlug[];

/** Display name of a location slug ('' for an unknown one). */
export const locationName = (slug: string): string => LOCATIONS.find((l) => l.slug === slug)?.name ?? '';
