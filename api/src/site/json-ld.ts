/**
 * schema.org descriptions of agenda events and church services (both a schema.org Event), of news
 * articles (a NewsArticle, with its photo's link preview as image), of a member of the pastoral
 * team (a Person) and of the congregation itself (an Organization with its seven churches, each a
 * Church with its address), written into the page head by the server so search engines see them
 * without running JavaScript. Every image is an absolute URL.
 */
import { addDays, zonedDate } from '@kerk/kit/dates/calendar';
import type { NewsArticle } from '@kerk/kit/api-types';

import type { Settings } from '@kerk/kit/api-types';

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

/** An event; `image` is an absolute URL (its photo's 1200×630 preview, else the site's image). */
export function eventJsonLd(event: EventDetail, url: string, organizer: string, image?: string): JsonLd {
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
    ...(image ? { image } : event.photo ? { image: new URL(event.photo.preview, url).href } : {}),
    ...(scheduleOf(event) ? { eventSchedule: scheduleOf(event) } : {}),
    url,
    ...organizerOf(organizer),
  };
}

/** The site as publisher or organizer: its name, address and logo (an absolute URL). */
export interface Publisher {
  name: string;
  url: string;
  logo: { url: string; width: number; height: number };
}

const organizationOf = (publisher: Publisher): JsonLd => ({
  '@type': 'Organization',
  name: publisher.name,
  url: publisher.url,
  logo: { '@type': 'ImageObject', ...publisher.logo },
});

/**
 * A news article; `image` is an absolute URL (the photo's 1200×630 preview, the drawing's PNG or
 * else the site's image); `dates` the instants it was published and last changed, with time and
 * zone ('2026-10-12T09:00:00+02:00': a date alone leaves search engines to guess the zone).
 * The author is whoever the article names (a task group, the council: an Organization), else the site.
 */
export function newsJsonLd(article: NewsArticle, url: string, image: string | undefined, publisher: Publisher, dates: { published: string; modified?: string }): JsonLd {
  // Headlines longer than 110 characters are not shown by search engines.
  const headline = article.title.length > 110 ? `${article.title.slice(0, 109).trimEnd()}…` : article.title;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline,
    description: article.excerpt,
    datePublished: dates.published,
    dateModified: dates.modified && Date.parse(dates.modified) > Date.parse(dates.published) ? dates.modified : dates.published,
    ...(image ? { image: [image] } : {}),
    author: article.author ? { '@type': 'Organization', name: article.author } : organizationOf(publisher),
    publisher: organizationOf(publisher),
    mainEntityOfPage: url,
    url,
    inLanguage: 'nl-NL',
  };
}

/**
 * How long a service is taken to last when its end is not stored (none is): about an hour, as the
 * site's "Kijk live" block assumes too. A service's schema.org endDate is its start plus this.
 */
export const SERVICE_DURATION_MINUTES = 60;

/** A service in its church; streamed services are also attended online. `image` is an absolute URL. */
export function serviceJsonLd(service: Service, title: string, church: Church | undefined, url: string, organizer: string, image?: string): JsonLd {
  const place = {
    '@type': 'Place',
    name: service.churchName,
    ...(church ? { address: { '@type': 'PostalAddress', streetAddress: church.address, postalCode: church.zipcode, addressLocality: church.city, addressCountry: 'NL' } } : {}),
  };
  const online = service.streamed && service.streamUrl ? { '@type': 'VirtualLocation', url: service.streamUrl } : null;
  const start = Date.parse(service.startsAt);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: title,
    description: [service.season, service.preacher].filter(Boolean).join(', '),
    startDate: service.startsAt,
    ...(Number.isNaN(start) ? {} : { endDate: new Date(start + SERVICE_DURATION_MINUTES * 60_000).toISOString() }),
    eventStatus: 'https://schema.org/EventScheduled',
    // Streamed: in the church and online at once.
    eventAttendanceMode: service.streamed ? 'https://schema.org/MixedEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online ? [place, online] : place,
    ...(image ? { image } : {}),
    ...(service.preacher ? { performer: { '@type': 'Person', name: service.preacher } } : {}),
    url,
    ...organizerOf(organizer),
  };
}

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

/** A church of the congregation with its image (an absolute URL) and the URL of the page that shows it. */
export interface ChurchEntry {
  church: Church;
  image?: string;
}

/**
 * The congregation (home page, /onze-kerken): an Organization with its office address and contact
 * details from the settings, and its churches (from the database), each a Church with its
 * PostalAddress, place on the map and drawing or photo.
 */
export function communityJsonLd(publisher: Publisher, settings: Settings, churches: ChurchEntry[], url: string, image: string): JsonLd {
  const address = settings.address && settings.city
    ? { address: { '@type': 'PostalAddress', streetAddress: settings.address, postalCode: settings.zipcode, addressLocality: settings.city, addressCountry: 'NL' } }
    : {};
  const sameAs = [settings.facebook, settings.twitter, settings.youtube, settings.linkedin].filter((link) => /^https?:\/\//.test(link));
  return {
    '@context': 'https://schema.org',
    ...organizationOf(publisher),
    ...address,
    ...(settings.phone ? { telephone: settings.phone } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    image,
    mainEntityOfPage: url,
    location: churches.map(({ church, image: churchImage }) => ({
      '@type': 'Church',
      name: church.name,
      address: { '@type': 'PostalAddress', streetAddress: church.address, postalCode: church.zipcode, addressLocality: church.city, addressCountry: 'NL' },
      ...(church.latitude != null && church.longitude != null ? { geo: { '@type': 'GeoCoordinates', latitude: church.latitude, longitude: church.longitude } } : {}),
      ...(churchImage ? { image: churchImage } : {}),
    })),
  };
}

/**
 * JSON for a `<script>` data block (JSON-LD, `#kerk-initial-data`): `<` (and the line
 * separators JSON allows but scripts may not) escaped, so no value can end the element or open a comment.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
