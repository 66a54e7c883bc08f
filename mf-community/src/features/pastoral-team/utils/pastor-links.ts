/** URLs and display helpers for team members. */
import { pathTo } from '@kerk/kit/router';
import { locationName } from '@kerk/kit/texts';

/** The canonical URL of a member page: /gemeente/pastoraal-team/{id}/{slug}. */
export const pastorPath = (pastor: { id: number; slug: string }) => pathTo('pastor', { id: pastor.id, name: pastor.slug });

/** `tel:` link for a Dutch number as written ("024 123 12 41" → "tel:+31241231241"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+31${digits.slice(1)}` : digits}`;
}

/** Dutch lists: "Beuningen, Druten en Wijchen". */
const dutchList = new Intl.ListFormat('nl', { style: 'long', type: 'conjunction' });

/** "Beuningen, Druten en Wijchen" from location slugs (unknown slugs are skipped). */
export function areaNames(slugs: string[]): string {
  return dutchList.format(slugs.map(locationName).filter(Boolean));
}
