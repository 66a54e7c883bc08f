/**
 * schema.org descriptions of agenda events and church services (both a schema.org Event), of news
 * articles (a NewsArticle, with its photo's link preview as image) and of a member of the pastoral
 * team (a Person), written into the page head by the server so search engines see them without
 * running JavaScript.
 */
import { addDays, zonedDate } from '@kerk/kit/dates/calendar';
import type { NewsArticle } from '@kerk/kit/api-types';

import type { Church } from '../plugins/app/churches/churches-repository';
import { dayjs, TIME_ZONE } from '@kerk/kit/dates';
import type { EventDetail } from '../plugins/app/events/event-model';
import { fromRrule } from '../plugins/app/events/event-recurrence';
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

const FREQUENCY = { weekly: 'P1W', biweekly: 'P2W', 'monthly-weekday': 'P1M', 'monthly-date': 'P1M' } as const;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A recurring event's schema.org Schedule (its first occurrence stays startDate/endDate). */
function scheduleOf(event: EventDetail): JsonLd | null {
  const recurrence = fromRrule(event.rrule);
  if (recurrence.kind === 'none') return null;
  const start = dayjs(event.startsAt).tz(TIME_ZONE);
  return {
    '@type': 'Schedule',
    repeatFrequency: FREQUENCY[recurrence.kind],
    ...(recurrence.kind === 'monthly-date' ? {} : { byDay: `https://schema.org/${DAY_NAMES[start.day()]}` }),
    startDate: start.format('YYYY-MM-DD'),
    ...(recurrence.until ? { endDate: recurrence.until } : {}),
    ...(recurrence.count ? { repeatCount: recurrence.count } : {}),
    ...(event.allDay ? {} : { startTime: start.format('HH:mm'), endTime: dayjs(event.endsAt).tz(TIME_ZONE).format('HH:mm') }),
    scheduleTimezone: TIME_ZONE,
  };
}

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
    ...(event.photo ? { image: new URL(event.photo.preview, url).href } : {}),
    ...(scheduleOf(event) ? { eventSchedule: scheduleOf(event) } : {}),
    url,
    ...organizerOf(organizer),
  };
}

/** A news article; `image` is an absolute URL (the photo's 1200×630 preview or the drawing's PNG). */
export function newsJsonLd(article: NewsArticle, url: string, image: string | undefined, publisher: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    ...(image ? { image: [image] } : {}),
    ...(article.author ? { author: { '@type': 'Organization', name: article.author } } : {}),
    publisher: { '@type': 'Organization', name: publisher },
    url,
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
