/**
 * Head facts of the detail paths: a news article, a service, an event, a member of the pastoral
 * team. Titles are written as the pages write them (kit texts), so a preview and the tab agree.
 * Preview images are the 1200×630 JPEG of a library photo, or else the PNGs of the drawings
 * (Facebook, WhatsApp and X show no SVG), or else the site's own 1200×630 PNG.
 */
import type { Photo } from '@kerk/kit/api-types';
import type { FastifyInstance } from 'fastify';

import { formatDate } from '@kerk/kit/dates';
import { pathTo, type RecordKind } from '@kerk/kit/site-map';
import { content, locationName } from '@kerk/kit/texts';
import { parseRouteId } from '@kerk/kit/validation';

import { absoluteUrl } from '../lib/public-origin';
import { resourceImageUrl } from '../lib/svg-folder';
import { newsPngUrl } from '../plugins/app/news/news-urls';
import type { DrawingFolder } from '../plugins/app/drawings/drawings';
import { PREVIEW } from '../plugins/app/media/media-processing';
import { eventJsonLd, newsJsonLd, pastorJsonLd, serviceJsonLd } from './json-ld';
import { churchPreview, publisherOf, type PageMeta, type PreviewImage, type SiteInfo } from './page-meta';

/** The PNG of a shipped drawing at `url`, with its size; undefined when there is no such drawing. */
function pngPreview(drawings: DrawingFolder, file: string, url: string, alt: string): PreviewImage | undefined {
  const size = drawings.pngSize(file);
  return size ? { url, alt, ...size, type: 'image/png' } : undefined;
}

/**
 * A news image: a photo's 1200×630 JPEG made for link previews, a drawing from content/images/news
 * (its PNG), or an absolute URL used as it is.
 */
function newsImage(app: FastifyInstance, image: string, alt: string, photo: Photo | null): PreviewImage | undefined {
  if (photo) return { url: photo.preview, alt: photo.alt, width: PREVIEW.width, height: PREVIEW.height, type: 'image/jpeg' };
  if (!image) return undefined;
  if (/^https?:\/\//.test(image)) return { url: image, alt };
  return pngPreview(app.drawings.news, image, newsPngUrl(image, app.config.apiUrl), alt);
}

/** An instant in Amsterdam time with its offset, as schema.org and OpenGraph want it: '2026-10-12T09:00:00+02:00'. */
const withZone = (instant: string): string | undefined => (Number.isNaN(Date.parse(instant)) ? undefined : formatDate(instant, 'YYYY-MM-DDTHH:mm:ssZ'));

/** When an article was published and last saved (ISO with its Amsterdam offset); undefined when unknown. */
async function newsInstants(app: FastifyInstance, id: number): Promise<{ published?: string; modified?: string }> {
  const row = await app.db.selectFrom('news').select(['publish_at', 'updated_at']).where('id', '=', id).executeTakeFirst();
  return row ? { published: withZone(row.publish_at), modified: withZone(row.updated_at) } : {};
}

async function newsMeta(app: FastifyInstance, id: number, site: SiteInfo, origin: string): Promise<PageMeta | null> {
  const article = await app.newsRepository.findById(id);
  if (!article) return null;
  // An article without a picture previews as the site's image.
  const image = newsImage(app, article.image, article.imageAlt, article.photo) ?? site.image;
  const path = pathTo('newsArticle', { id });
  const { published = article.publishedAt, modified } = await newsInstants(app, id);
  return {
    title: article.title,
    description: article.excerpt,
    path,
    type: 'article',
    publishedTime: published,
    image,
    jsonLd: newsJsonLd(article, `${origin}${path}`, absoluteUrl(image.url, origin), publisherOf(site, origin), { published, modified }),
  };
}

async function serviceMeta(app: FastifyInstance, id: number, site: SiteInfo, origin: string): Promise<PageMeta | null> {
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

async function eventMeta(app: FastifyInstance, id: number, site: SiteInfo, origin: string): Promise<PageMeta | null> {
  const event = await app.eventsRepository.findById(id);
  if (!event) return null;
  const path = pathTo('event', { id });
  // A photo from the media library previews as its 1200×630 JPEG; an event without one as the site.
  const image: PreviewImage = event.photo ? { url: event.photo.preview, alt: event.photo.alt, width: PREVIEW.width, height: PREVIEW.height, type: 'image/jpeg' } : site.image;
  return { title: event.title, description: event.excerpt, path, type: 'website', image, jsonLd: eventJsonLd(event, `${origin}${path}`, site.name, absoluteUrl(image.url, origin)) };
}

async function pastorMeta(app: FastifyInstance, id: number, site: SiteInfo, origin: string): Promise<PageMeta | null> {
  const pastor = await app.pastorsRepository.findById(id);
  if (!pastor) return null;
  // A library photo's 1200×630 JPEG made for link previews, or the PNG of the drawn portrait.
  const photo = pastor.picture
    ? { url: pastor.picture.preview, alt: pastor.picture.alt, width: PREVIEW.width, height: PREVIEW.height, type: 'image/jpeg' }
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

/** A Zijstroom issue sent by e-mail: only once it is sent (a draft is 404). */
async function newsletterMeta(app: FastifyInstance, id: number, site: SiteInfo): Promise<PageMeta | null> {
  const issue = await app.newsletter.issues.findSent(id);
  if (!issue) return null;
  return { title: issue.title, description: `Zijstroom, verstuurd op ${formatDate(issue.sentAt)}`, path: pathTo('zijstroomIssue', { id }), type: 'article', image: site.image };
}

export async function detailMeta(
  app: FastifyInstance,
  kind: Exclude<RecordKind, 'task-group'>,
  params: Record<string, string | undefined>,
  site: SiteInfo,
  origin: string,
): Promise<PageMeta | null> {
  const id = parseRouteId(params.id);
  if (id === null) return null;
  if (kind === 'news') return newsMeta(app, id, site, origin);
  if (kind === 'service') return serviceMeta(app, id, site, origin);
  if (kind === 'event') return eventMeta(app, id, site, origin);
  if (kind === 'newsletter') return newsletterMeta(app, id, site);
  return pastorMeta(app, id, site, origin);
}
