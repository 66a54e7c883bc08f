/**
 * What the head of one page says about it (title, description, canonical path, preview image,
 * JSON-LD), read from the database for a matched route: each route kind in one file of this
 * folder. `null` means "no such page": the caller answers 404, so a crawler never indexes an
 * unknown path or an id that does not exist.
 */
import { basePathOf, taskGroupOf, taskGroupPath, type RecordKind, type SiteRouteMatch } from '@kerk/kit/site-map';
import { parseRouteId } from '@kerk/kit/validation';
import type { FastifyInstance } from 'fastify';

import { absoluteUrl } from '../../lib/public-origin';
import type { PageMeta, SiteInfo } from './common';
import { communityMeta } from './community';
import { eventMeta } from './event';
import { newsMeta } from './news';
import { newsletterMeta } from './newsletter';
import { pastorMeta } from './pastor';
import { serviceMeta } from './service';

export { jsonLdText, siteInfo, type PageMeta, type PreviewImage, type SiteInfo } from './common';
export { SERVICE_DURATION_MINUTES } from './service';

/** The pages that describe the congregation itself (home, /onze-kerken) carry it, with its churches, as JSON-LD. */
const COMMUNITY_PAGES: ReadonlySet<string> = new Set(['home', 'churches']);

/** The detail pages of records, by the site map's record kind. */
const DETAIL = { news: newsMeta, service: serviceMeta, event: eventMeta, newsletter: newsletterMeta, pastor: pastorMeta } as const;

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

/** The head of a record's detail page, or null when there is no such record. */
export async function detailMeta(
  app: FastifyInstance,
  kind: Exclude<RecordKind, 'task-group'>,
  params: Record<string, string | undefined>,
  site: SiteInfo,
  origin: string,
): Promise<PageMeta | null> {
  const id = parseRouteId(params.id);
  return id === null ? null : DETAIL[kind](app, id, site, origin);
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
