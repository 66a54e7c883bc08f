/**
 * schema.org descriptions of agenda events and church services (both a schema.org Event) and of a
 * member of the pastoral team (a Person), written into the page head by the server so search
 * engines see them without running JavaScript.
 */
import { addDays, zonedDate } from '@kerk/kit/dates/calendar';
import type { Church } from '../plugins/app/churches/churches-repository';
import type { EventDetail } from '../plugins/app/events/event-model';
import type { Pastor } from '../plugins/app/pastors/pastors-repository';
import type { Service } from '../plugins/app/services/services-repository';

type JsonLd = Record<string, unknown>;

/** "Kerkstraat 10, 6641 AB Beuningen" → its parts; anything else stays one line. */
function postalAddress(address: string): JsonLd | string {
  const match = /^(.+),\s*(\d{4}\s?[A-Z]{2})\s+(.+)$/.exec(address.trim());
  if (!match) return address;
  return { '@type': 'PostalAddress', streetAddress: match[1], postalCode: match[2], addressLocality: match[3], addressCountry: 'NL' };
}

const organizerOf = (name: string) => (name ? { organizer: { '@type': 'Organization', name } } : {});

export function eventJsonLd(event: EventDetail, url: string, organizer: string): JsonLd {
  // Whole days are dates in schema.org; an all-day event ends at the midnight after its last day.
  const start = event.allDay ? zonedDate(new Date(event.startsAt)) : event.startsAt;
  const end = event.allDay ? addDays(zonedDate(new Date(event.endsAt)), -1) : event.endsAt;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.excerpt,
    startDate: start,
    endDate: end < start ? start : end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.churchName, address: postalAddress(event.address) },
    url,
    ...organizerOf(organizer),
  };
}

/** A service in its church; streamed services are also attended online. */
export function serviceJsonLd(service: Service, title: string, church: Church | undefined, url: string, organizer: string): JsonLd {
  const place = {
    '@type': 'Place',
    name: service.churchName,
    ...(church ? { address: { '@type': 'PostalAddress', streetAddress: church.address, postalCode: church.zipcode, addressLocality: church.city, addressCountry: 'NL' } } : {}),
  };
  const online = service.streamed && service.streamUrl ? { '@type': 'VirtualLocation', url: service.streamUrl } : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: title,
    description: [service.season, service.preacher].filter(Boolean).join(', '),
    startDate: service.startsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/MixedEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online ? [place, online] : place,
    ...(service.preacher ? { performer: { '@type': 'Person', name: service.preacher } } : {}),
    url,
    ...organizerOf(organizer),
  };
}

/**
 * JSON for a `<script>` data block (JSON-LD, the first view's initial data): `<` (and the line
 * separators JSON allows but scripts may not) escaped, so no value can end the element or open a comment.
 */
/** A team member: name, role, contact and portrait (`image` an absolute URL, or none). */
export function pastorJsonLd(pastor: Pastor, url: string, image: string | undefined, organization: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: pastor.name,
    jobTitle: pastor.role,
    ...(pastor.summary ? { description: pastor.summary } : {}),
    ...(pastor.email ? { email: pastor.email } : {}),
    ...(pastor.phone ? { telephone: pastor.phone } : {}),
    ...(image ? { image } : {}),
    url,
    ...(organization ? { worksFor: { '@type': 'Organization', name: organization } } : {}),
  };
}

export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
