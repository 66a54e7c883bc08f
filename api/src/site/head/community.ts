/** The head of the pages about the congregation itself (home, /onze-kerken): an Organization with its churches. */
import type { Settings } from '@kerk/kit/api-types';
import type { FastifyInstance } from 'fastify';

import { absoluteUrl } from '../../lib/public-origin';
import type { Church } from '../../plugins/app/churches/churches-repository';
import { churchPreview, organizationOf, publisherOf, type JsonLd, type PageMeta, type Publisher, type SiteInfo } from './common';

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

export async function communityMeta(app: FastifyInstance, meta: PageMeta, site: SiteInfo, origin: string): Promise<PageMeta> {
  const [settings, { items: churches }] = await Promise.all([app.settingsRepository.get(), app.churchesRepository.list({ page: 1, pageSize: 50 })]);
  const entries = churches.map((church) => {
    const image = churchPreview(app, church);
    return { church, ...(image ? { image: absoluteUrl(image.url, origin) } : {}) };
  });
  const jsonLd = communityJsonLd(publisherOf(site, origin), settings, entries, absoluteUrl(meta.path, origin), absoluteUrl(site.image.url, origin));
  return { ...meta, jsonLd };
}
