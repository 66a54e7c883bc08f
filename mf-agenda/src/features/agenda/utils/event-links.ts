/**
 * Addresses an event page links to. The API base may be relative (`/api`) or absolute (API_URL), so
 * absolute links are resolved against the page's own address. (The page's schema.org description
 * is written by the server into the head, where crawlers read it without JavaScript.)
 */
import { getApiBase } from '@kerk/kit/http';

/** Route planner with the church as destination (Google Maps' documented "dir" URL). */
export const directionsUrl = (churchName: string, address: string): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent([churchName, address].filter(Boolean).join(', '))}`;

const absolute = (path: string, base: string) => new URL(`${getApiBase()}${path}`, base).toString();

/** The .ics download of one event ("Zet in agenda"). */
export const eventIcsUrl = (id: number): string => `${getApiBase()}/events/${id}.ics`;

/**
 * The agenda feed: `webcal://` for one-click subscribing, `https://` to paste into a calendar app.
 * Without the page's address (`null`: on the server, which does not know the visitor's host) both
 * are the feed's own address as configured, which may be relative: a working download until the
 * browser knows where it is.
 */
export function agendaFeedUrls(base: string | null): { webcal: string; http: string } {
  if (base === null && !/^https?:\/\//.test(getApiBase())) {
    const path = `${getApiBase()}/agenda.ics`;
    return { http: path, webcal: path };
  }
  const http = absolute('/agenda.ics', base ?? getApiBase());
  return { http, webcal: http.replace(/^https?:/, 'webcal:') };
}
