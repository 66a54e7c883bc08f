/** The head of an agenda event: its title, its photo's preview, and its schema.org Event (with its schedule when it repeats). */
import { dayjs, TIME_ZONE } from '@kerk/kit/dates';
import { addDays, zonedDate } from '@kerk/kit/dates/calendar';
import { pathTo } from '@kerk/kit/site-map';
import type { FastifyInstance } from 'fastify';

import { absoluteUrl } from '../../lib/public-origin';
import type { EventDetail } from '../../plugins/app/events/event-model';
import { fromRrule } from '../../plugins/app/events/event-recurrence';
import { organizerOf, photoPreview, postalAddress, type JsonLd, type PageMeta, type PreviewImage, type SiteInfo } from './common';

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

export async function eventMeta(app: FastifyInstance, id: number, site: SiteInfo, origin: string): Promise<PageMeta | null> {
  const event = await app.eventsRepository.findById(id);
  if (!event) return null;
  const path = pathTo('event', { id });
  // A photo from the media library previews as its 1200×630 JPEG; an event without one as the site.
  const image: PreviewImage = event.photo ? photoPreview(event.photo) : site.image;
  return { title: event.title, description: event.excerpt, path, type: 'website', image, jsonLd: eventJsonLd(event, `${origin}${path}`, site.name, absoluteUrl(image.url, origin)) };
}
