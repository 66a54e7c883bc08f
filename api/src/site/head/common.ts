/**
 * What every page's head shares: its facts (PageMeta), the site's own (SiteInfo: name,
 * description, preview image, logo), the site as publisher and organizer of the JSON-LD, and the
 * preview images of photos and drawings. Each route kind builds its head in its own file beside
 * this one (news.ts, service.ts, …); index.ts picks it for a matched route.
 */
import type { Photo } from '@kerk/kit/api-types';
import { formatDate } from '@kerk/kit/dates';
import type { FastifyInstance } from 'fastify';

import { absoluteUrl } from '../../lib/public-origin';
import { resourceImageUrl } from '../../lib/svg-folder';
import type { Church } from '../../plugins/app/churches/churches-repository';
import type { DrawingFolder } from '../../plugins/app/drawings/drawings';
import { SITE_IMAGES, siteImageUrl } from '../../plugins/app/drawings/site-preview';
import { PREVIEW } from '../../plugins/app/media/media-processing';

export type JsonLd = Record<string, unknown>;

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL (e.g. the pastor's canonical name segment). */
  path: string;
  /** og:type. */
  type: 'website' | 'article' | 'profile';
  /** Absolute or root-relative URL of a preview image, with its size and type when known. */
  image?: PreviewImage;
  /** `article:published_time` (YYYY-MM-DD) for news. */
  publishedTime?: string;
  jsonLd?: Record<string, unknown>;
  /** Not for search engines (the site map's `noindex`, the editing app): `robots noindex`. */
  noindex?: boolean;
  /** RSS feeds of the page (the site map's `feed`): `<link rel="alternate">`, absolute. */
  feeds?: { title: string; href: string }[];
}

export interface PreviewImage {
  url: string;
  alt: string;
  /** og:image:width / og:image:height / og:image:type. */
  width?: number;
  height?: number;
  type?: string;
}

export interface SiteInfo {
  /** Site name (settings.title), also og:site_name. */
  name: string;
  /** The home page's description, used where a page has none. */
  description: string;
  /** The site's own 1200 × 630 preview image: the og:image of a page without a picture of its own. */
  image: PreviewImage & { width: number; height: number; type: string };
  /** The site's logo (512 × 512 PNG, root-relative or absolute as API_URL is): the publisher's logo in JSON-LD. */
  logo: PreviewImage & { width: number; height: number; type: string };
}

export async function siteInfo(app: FastifyInstance): Promise<SiteInfo> {
  const [settings, home] = await Promise.all([app.settingsRepository.get(), app.pagesRepository.findByName('index')]);
  const name = settings.title || home?.metaTitle || '';
  return {
    name,
    description: home?.metaDescription ?? '',
    image: { ...SITE_IMAGES.preview, alt: name, url: siteImageUrl(app.config.apiUrl, 'preview') },
    logo: { ...SITE_IMAGES.logo, alt: name, url: siteImageUrl(app.config.apiUrl, 'logo') },
  };
}

/** The site as publisher or organizer: its name, address and logo (an absolute URL). */
export interface Publisher {
  name: string;
  url: string;
  logo: { url: string; width: number; height: number };
}

export const organizationOf = (publisher: Publisher): JsonLd => ({
  '@type': 'Organization',
  name: publisher.name,
  url: publisher.url,
  logo: { '@type': 'ImageObject', ...publisher.logo },
});

/** The site as publisher and organization of the JSON-LD: its name, home page and logo, absolute. */
export const publisherOf = (site: SiteInfo, origin: string): Publisher => ({
  name: site.name,
  url: absoluteUrl('/', origin),
  logo: { url: absoluteUrl(site.logo.url, origin), width: site.logo.width, height: site.logo.height },
});

/** A library photo's 1200×630 JPEG, made for link previews. */
export const photoPreview = (photo: Photo): PreviewImage => ({ url: photo.preview, alt: photo.alt, width: PREVIEW.width, height: PREVIEW.height, type: 'image/jpeg' });

/** The PNG of a shipped drawing at `url`, with its size; undefined when there is no such drawing. */
export function pngPreview(drawings: DrawingFolder, file: string, url: string, alt: string): PreviewImage | undefined {
  const size = drawings.pngSize(file);
  return size ? { url, alt, ...size, type: 'image/png' } : undefined;
}

/**
 * A church's preview image: its library photo's 1200×630 JPEG, else the PNG of its drawing
 * (undefined when that drawing is not shipped).
 */
export function churchPreview(app: FastifyInstance, church: Church): PreviewImage | undefined {
  if (church.picture) return photoPreview(church.picture);
  const size = app.drawings.churches.pngSize(church.image);
  return size ? { url: resourceImageUrl(app.config.apiUrl, 'churches', church.id, 'image.png'), alt: church.imageAlt, ...size, type: 'image/png' } : undefined;
}

/** "Kerkstraat 10, 1234 AB Dorp" → its parts; anything else stays one line. */
export function postalAddress(address: string): JsonLd | string {
  const match = /^(.+),\s*(\d{4}\s?[A-Z]{2})\s+(.+)$/.exec(address.trim());
  if (!match) return address;
  return { '@type': 'PostalAddress', streetAddress: match[1], postalCode: match[2], addressLocality: match[3], addressCountry: 'NL' };
}

export const organizerOf = (name: string) => (name ? { organizer: { '@type': 'Organization', name } } : {});

/** An instant in Amsterdam time with its offset, as schema.org and OpenGraph want it: '2026-10-12T09:00:00+02:00'. */
export const withZone = (instant: string): string | undefined => (Number.isNaN(Date.parse(instant)) ? undefined : formatDate(instant, 'YYYY-MM-DDTHH:mm:ssZ'));

/**
 * JSON for a `<script>` data block (JSON-LD, `#kerk-initial-data`): `<` (and the line
 * separators JSON allows but scripts may not) escaped, so no value can end the element or open a comment.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
