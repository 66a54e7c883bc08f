/**
 * GET /sitemap.xml and GET /robots.txt for search engines. The sitemap lists every page of the
 * route table (each task group; not the `noindex` ones, the editing app) and every news article,
 * service, event and pastoral team member, as absolute URLs on PUBLIC_URL or else the request's own
 * origin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

import { pathTo, SITE_ROUTES, TASK_GROUPS, taskGroupPath, type RouteId } from '@kerk/kit/site-map';

import type { Database } from '../db/schema';
import { publicOrigin } from '../lib/public-origin';
import { zonedDate } from '@kerk/kit/dates/calendar';
import { now } from '../lib/clock';
import { PUBLIC_CACHE, sendNotModified, weakEtagOf } from '../plugins/app/http-cache/http-cache';
import { visibleNews } from '../plugins/app/news/news-repository';
import { escapeHtml } from './head-html';

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD. */
  lastmod?: string;
}


const dayOf = (instant: string) => (Number.isNaN(Date.parse(instant)) ? undefined : zonedDate(new Date(instant)));

/** Every path the site answers 200 for, details included, in the site map's order. */
export async function sitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const [news, services, events, pastors] = await Promise.all([
    // Visible articles only: a scheduled one enters the map when its instant comes, an unpublished one leaves it.
    visibleNews(db.selectFrom('news'), now()).select(['id', 'published_at', 'updated_at']).orderBy('publish_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('services').select('id').orderBy('starts_at').orderBy('id').execute(),
    db.selectFrom('events').select(['id', 'updated_at']).orderBy('starts_at').orderBy('id').execute(),
    db.selectFrom('pastors').select(['id', 'slug']).orderBy('position').orderBy('id').execute(),
  ]);
  const details: Partial<Record<RouteId, SitemapEntry[]>> = {
    newsArticle: news.map((n) => ({ path: pathTo('newsArticle', { id: n.id }), lastmod: [n.published_at, dayOf(n.updated_at) ?? ''].sort().at(-1) })),
    service: services.map((s) => ({ path: pathTo('service', { id: s.id }) })),
    event: events.map((e) => ({ path: pathTo('event', { id: e.id }), lastmod: dayOf(e.updated_at) })),
    pastor: pastors.map((p) => ({ path: pathTo('pastor', { id: p.id, name: p.slug }) })),
    taskGroup: TASK_GROUPS.map((group) => ({ path: taskGroupPath(group.slug) })),
  };
  // A noindex route (the editing app) is no page for search engines.
  return SITE_ROUTES.filter((route) => !route.noindex).flatMap((route) => details[route.id] ?? (route.kind === 'detail' ? [] : [{ path: route.path }]));
}

export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const urls = entries.map(({ path, lastmod }) => {
    const lastmodTag = lastmod && /^\d{4}-\d{2}-\d{2}$/.test(lastmod) ? `<lastmod>${lastmod}</lastmod>` : '';
    return `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmodTag}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Crawlers may read every page but not the API, except the drawings and photos that pages and
 * link previews show (the longest matching rule wins, so these Allow lines beat `Disallow: /api/`).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/news/images/',
    'Allow: /api/media/',
    'Allow: /api/pastors/*/photo',
    'Allow: /api/churches/*/image',
    'Allow: /api/site/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const hidden = { schema: { hide: true } };

export function registerSitemap(app: FastifyInstance) {
  // Revalidated on every use (an ETag of the body, 304 when it still matches): a published,
  // scheduled or removed item is in or out of the map at once, for crawlers and caches alike.
  const send = (request: FastifyRequest, reply: FastifyReply, type: string, body: string) => {
    reply.header('cache-control', PUBLIC_CACHE);
    if (sendNotModified(request, reply, weakEtagOf(body))) return reply;
    return reply.type(type).send(body);
  };
  app.get('/sitemap.xml', hidden, async (request, reply) =>
    send(request, reply, 'application/xml; charset=utf-8', sitemapXml(await sitemapEntries(app.db), publicOrigin(request, app.config))),
  );
  app.get('/robots.txt', hidden, async (request, reply) => send(request, reply, 'text/plain; charset=utf-8', robotsTxt(publicOrigin(request, app.config))));
}
