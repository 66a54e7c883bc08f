/**
 * Display rules for a kerkdienst: the church label, grouping per day, when a stream is live, and
 * which site a stream or recording plays on.
 */
import { formatDate } from '@kerk/kit/dates';
import { locationName } from '@kerk/kit/texts';

import type { Service } from '../api/services-api';

/** A service counts as live from its start until this long after it (a service takes about an hour). */
export const LIVE_WINDOW_MS = 90 * 60_000;

/** "De Ark, Druten", but "Dorpskerk Beuningen" (the village is already in the name). */
export function churchLabel(service: Pick<Service, 'churchName' | 'location'>): string {
  const village = locationName(service.location);
  if (!village || service.churchName.toLowerCase().includes(village.toLowerCase())) return service.churchName;
  return `${service.churchName}, ${village}`;
}

/** Services grouped per Amsterdam day, in the order given. */
export function groupByDay<T extends Pick<Service, 'startsAt'>>(services: T[]): { day: string; services: T[] }[] {
  const groups: { day: string; services: T[] }[] = [];
  for (const service of services) {
    const day = formatDate(service.startsAt, 'YYYY-MM-DD');
    const last = groups.at(-1);
    if (last?.day === day) last.services.push(service);
    else groups.push({ day, services: [service] });
  }
  return groups;
}

const startOf = (service: Pick<Service, 'startsAt'>) => Date.parse(service.startsAt);

/** True from the start until LIVE_WINDOW_MS after it. */
export const isLive = (service: Pick<Service, 'startsAt'>, now: number): boolean => startOf(service) <= now && now < startOf(service) + LIVE_WINDOW_MS;

/** True until the live window has passed: the service is still to come or going on. */
export const notOver = (service: Pick<Service, 'startsAt'>, now: number): boolean => now < startOf(service) + LIVE_WINDOW_MS;

/** First letter upper case, for a date used as a heading ("Zondag 29-11-2026"). */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The sites the editing app accepts a stream or recording link of, by the domain of the link's host. */
const PLATFORMS = [
  { domains: ['kerkdienstgemist.nl'], name: 'Kerkdienst gemist' },
  { domains: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'], name: 'YouTube' },
] as const;

export type StreamPlatform = (typeof PLATFORMS)[number]['name'];

/**
 * The name of the site a stream or recording plays on, read from its link's host (the domain itself
 * or any subdomain, e.g. www. or m.); null for another site or a link that is no URL.
 */
export function streamPlatform(url: string): StreamPlatform | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const found = PLATFORMS.find(({ domains }) => domains.some((domain) => host === domain || host.endsWith(`.${domain}`)));
  return found?.name ?? null;
}
