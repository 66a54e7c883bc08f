/** A route-planner link to a church: opens the visitor's map app on phones, Google Maps elsewhere. */
import type { Church } from '../api/churches-api';

export function directionsUrl(church: Pick<Church, 'name' | 'address' | 'zipcode' | 'city'>): string {
  const destination = `${church.name}, ${church.address}, ${church.zipcode} ${church.city}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
