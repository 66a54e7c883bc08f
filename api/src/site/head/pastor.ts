/** The head of a member of the pastoral team: name, summary, portrait, and a schema.org Person. */
import { pathTo } from '@kerk/kit/site-map';
import type { FastifyInstance } from 'fastify';

import { absoluteUrl } from '../../lib/public-origin';
import { resourceImageUrl } from '../../lib/svg-folder';
import type { Pastor } from '../../plugins/app/pastors/pastors-repository';
import { photoPreview, pngPreview, type JsonLd, type PageMeta, type SiteInfo } from './common';

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

export async function pastorMeta(app: FastifyInstance, id: number, site: SiteInfo, origin: string): Promise<PageMeta | null> {
  const pastor = await app.pastorsRepository.findById(id);
  if (!pastor) return null;
  // A library photo's 1200×630 JPEG made for link previews, or the PNG of the drawn portrait.
  const photo = pastor.picture
    ? photoPreview(pastor.picture)
    : pngPreview(app.drawings.pastors, pastor.photo, resourceImageUrl(app.config.apiUrl, 'pastors', id, 'photo.png'), pastor.photoAlt);
  // Any name segment shows the member; the canonical one is the slug the API gives.
  const path = pathTo('pastor', { id, name: pastor.slug });
  return {
    title: pastor.name,
    description: pastor.summary || pastor.role,
    path,
    type: 'profile',
    ...(photo ? { image: photo } : {}),
    jsonLd: pastorJsonLd(pastor, `${origin}${path}`, photo ? absoluteUrl(photo.url, origin) : undefined, site.name),
  };
}
