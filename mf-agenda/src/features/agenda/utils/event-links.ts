/**
 * Addresses an event page links to, and its schema.org description. The API base may be relative
 * (`/api`) or absolute (API_URL), so absolute links are resolved against the page's own address.
 */
import { getApiBase } from '@kerk/kit/http';

import { firstDayOf, lastDayOf } from './event-dates';

export interface EventForLinks {
  id: number;
  title: string;
  excerpt: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  churchName: string;
  address: string;
}

/** Route planner with the church as destination (Google Maps' documented "dir" URL). */
export const directionsUrl = (churchName: string, address: string): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent([churchName, address].filter(Boolean).join(', '))}`;

const absolute = (path: string, base: string) => new URL(`${getApiBase()}${path}`, base).toString();

/** The .ics download of one event ("Zet in agenda"). */
export const eventIcsUrl = (id: number): string => `${getApiBase()}/events/${id}.ics`;

/** The agenda feed: `webcal://` for one-click subscribing, `https://` to paste into a calendar app. */
export function agendaFeedUrls(base: string = window.location.href): { webcal: string; http: string } {
  const http = absolute('/agenda.ics', base);
  return { http, webcal: http.replace(/^https?:/, 'webcal:') };
}

/** "Kerkstraat 10, 6641 AB Beuningen" → its parts; anything else stays one line. */
function postalAddress(address: string) {
  const match = /^(.+),\s*(\d{4}\s?[A-Z]{2})\s+(.+)$/.exec(address.trim());
  if (!match) return address;
  return { '@type': 'PostalAddress', streetAddress: match[1], postalCode: match[2], addressLocality: match[3], addressCountry: 'NL' };
}

/** schema.org Event as JSON-LD text, with `<` escaped so the JSON can never close its script element. */
export function eventJsonLd(event: EventForLinks, pageUrl: string, organizer?: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.excerpt,
    // Whole days are dates in schema.org, as in iCalendar.
    startDate: event.allDay ? firstDayOf(event) : event.startsAt,
    endDate: event.allDay ? lastDayOf(event) : event.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.churchName, address: postalAddress(event.address) },
    url: pageUrl,
    ...(organizer ? { organizer: { '@type': 'Organization', name: organizer } } : {}),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
