/**
 * What the head of one page says about it (title, description, canonical path, preview image,
 * JSON-LD), read from the database for a matched route. `null` means "no such page": the caller
 * answers 404, so a crawler never indexes an unknown path or an id that does not exist.
 */
import type { FastifyInstance } from 'fastify';

import { basePathOf, taskGroupOf, taskGroupPath, type SiteRouteMatch } from '@kerk/kit/site-map';

import { absoluteUrl } from '../lib/public-origin';
import { resourceImageUrl } from '../lib/svg-folder';
import type { Church } from '../plugins/app/churches/churches-repository';
import { SITE_IMAGES, siteImageUrl } from '../plugins/app/drawings/site-preview';
import { PREVIEW } from '../plugins/app/media/media-processing';
import { detailMeta } from './detail-meta';
import { communityJsonLd, type Publisher } from './json-ld';

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
  const name = settings.title || home?.metaTitle || 'Protestantse Gemeente Maas en Waal';
  return {
    name,
    description: home?.metaDescription ?? '',
    image: { ...SITE_IMAGES.preview, url: siteImageUrl(app.config.apiUrl, 'preview') },
    logo: { ...SITE_IMAGES.logo, url: siteImageUrl(app.config.apiUrl, 'logo') },
  };
}

/** The site as publisher and organization of the JSON-LD: its name, home page and logo, absolute. */
export const publisherOf = (site: SiteInfo, origin: string): Publisher => ({
  name: site.name,
  url: absoluteUrl('/', origin),
  logo: { url: absoluteUrl(site.logo.url, origin), width: site.logo.width, height: site.logo.height },
});

/**
 * A church's preview image: its library photo's 1200×630 JPEG, else the PNG of its drawing
 * (undefined when that drawing is not shipped).
 */
export function churchPreview(app: FastifyInstance, church: Church): PreviewImage | undefined {
  if (church.picture) return { url: church.picture.preview, alt: church.picture.alt, width: PREVIEW.width, height: PREVIEW.height, type: 'image/jpeg' };
  const size = app.drawings.churches.pngSize(church.image);
  return size ? { url: resourceImageUrl(app.config.apiUrl, 'churches', church.id, 'image.png'), alt: church.imageAlt, ...size, type: 'image/png' } : undefined;
}

/** The pages that describe the congregation itself (home, /onze-kerken) carry it, with its churches, as JSON-LD. */
const COMMUNITY_PAGES: ReadonlySet<string> = new Set(['home', 'churches']);

async function communityMeta(app: FastifyInstance, meta: PageMeta, site: SiteInfo, origin: string): Promise<PageMeta> {
  const [settings, { items: churches }] = await Promise.all([app.settingsRepository.get(), app.churchesRepository.list({ page: 1, pageSize: 50 })]);
  const entries = churches.map((church) => {
    const image = churchPreview(app, church);
    return { church, ...(image ? { image: absoluteUrl(image.url, origin) } : {}) };
  });
  const jsonLd = communityJsonLd(publisherOf(site, origin), settings, entries, absoluteUrl(meta.path, origin), absoluteUrl(site.image.url, origin));
  return { ...meta, jsonLd };
}


/** Title and description of a page-store page; an absent page falls back to the route's name. */
async function storePageMeta(app: FastifyInstance, pageName: string, fallbackTitle: string, path: string, site: SiteInfo): Promise<PageMeta> {
  const page = await app.pagesRepository.findByName(pageName);
  const heading = page?.partials.find((p) => p.name === 'title')?.content ?? '';
  return {
    title: page?.metaTitle || heading || fallbackTitle || site.name,
    description: page?.metaDescription || site.description,
    path,
    type: 'website',
  };
}

/** The head's facts for a matched route, or null when the record behind it does not exist. */
export async function resolveMeta(app: FastifyInstance, match: SiteRouteMatch, site: SiteInfo, origin: string): Promise<PageMeta | null> {
  const { route, params } = match;
  // The canonical form of a static path is the route's own (lower case, no trailing slash); an app's
  // own sub-routes (a splat) are one page to the server, the app's address.
  const path = basePathOf(route.path);
  if (route.noindex) return { title: route.name, description: site.description, path, type: 'website', noindex: true };
  if (route.page && COMMUNITY_PAGES.has(route.id)) return communityMeta(app, await storePageMeta(app, route.page, route.name, path, site), site, origin);
  if (route.page && route.feed) {
    const feed = { title: route.feed.title, href: absoluteUrl(`${app.config.apiUrl.replace(/\/+$/, '')}${route.feed.path}`, origin) };
    return { ...(await storePageMeta(app, route.page, route.name, path, site)), feeds: [feed] };
  }
  if (route.page) return storePageMeta(app, route.page, route.name, path, site);
  if (route.record === 'task-group') {
    const group = taskGroupOf(params.slug);
    return group ? storePageMeta(app, group.page, group.name, taskGroupPath(group.slug), site) : null;
  }
  if (route.record) return detailMeta(app, route.record, params, site, origin);
  return { title: route.name || site.name, description: site.description, path, type: 'website' };
}
