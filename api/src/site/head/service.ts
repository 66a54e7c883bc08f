/** The head of a service: its title as the page writes it, its church's preview, and its schema.org Event. */
import { formatDate } from '@kerk/kit/dates';
import { pathTo } from '@kerk/kit/site-map';
import { content, locationName } from '@kerk/kit/texts';
import type { FastifyInstance } from 'fastify';

import { absoluteUrl } from '../../lib/public-origin';
import type { Church } from '../../plugins/app/churches/churches-repository';
import type { Service } from '../../plugins/app/services/services-repository';
import { churchPreview, organizerOf, type JsonLd, type PageMeta, type SiteInfo } from './common';

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

export async function serviceMeta(app: FastifyInstance, id: number, site: SiteInfo, origin: string): Promise<PageMeta | null> {
  const service = await app.servicesRepository.findById(id);
  if (!service) return null;
  const title = `${content.services.title(locationName(service.location))} ${formatDate(service.startsAt)}`;
  const { items: churches } = await app.churchesRepository.list({ page: 1, pageSize: 50 });
  const path = pathTo('service', { id });
  const church = churches.find((c) => c.slug === service.location);
  // A service previews as its church (photo or drawing), else as the site.
  const image = (church && churchPreview(app, church)) || site.image;
  return {
    title,
    description: [service.churchName, service.preacher].filter(Boolean).join(', '),
    path,
    type: 'website',
    image,
    jsonLd: serviceJsonLd(service, title, church, `${origin}${path}`, site.name, absoluteUrl(image.url, origin)),
  };
}
