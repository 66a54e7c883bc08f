/** The list's state in the URL (`/diensten?locatie=druten&pagina=2`), so every view has an address. */
import { LOCATION_SLUGS } from '@kerk/kit/texts';

export const LOCATION_PARAM = 'locatie';
export const PAGE_PARAM = 'pagina';
export const SERVICES_PAGE_SIZE = 10;

/** The location slug, or `invalid` with the raw value when the URL names a place we do not know. */
export function parseLocation(value: string | null): { location?: string; invalid?: string } {
  if (!value) return {};
  const slug = value.trim().toLowerCase();
  return (LOCATION_SLUGS as string[]).includes(slug) ? { location: slug } : { invalid: value };
}

/** The search string for a view; page 1 and "all locations" are left out, so each view has one address. */
export function listSearch(location: string | undefined, page: number): string {
  const params = new URLSearchParams();
  if (location) params.set(LOCATION_PARAM, location);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
