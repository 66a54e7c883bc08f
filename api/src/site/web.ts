/**
 * Serves the composed site from the same origin as the API: the shell's dist at `/`, each remote's
 * dist at `/<id>/`, the generated `/remotes.json`, `/sitemap.xml` and `/robots.txt`, and every page
 * path as the shell's index.html with that page's head (site-html.ts).
 * A dist that is not built yet is skipped with a warning, so the API still boots.
 */
import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchSiteRoute } from '@kerk/kit/site-map';
import { REMOTES } from '@kerk/kit/federation';

import { named } from '../lib/named-plugin';
import { sendNotFound } from '../plugins/app/errors/error-handler';
import { preferredEncoding } from '../plugins/app/http-cache/json-cache';
import { compressedOnce } from '../plugins/app/http-cache/kept-answers';
import { COMPRESS_THRESHOLD } from '../plugins/external/compress';
import { NO_CACHE, staticHeaders } from './cache-headers';
import { registerContactPost } from './contact-post';
import { registerNewsletterPost } from './newsletter-post';
import { registerRegistrationPost } from './registration-post';
import { themeOf, withTheme } from './theme';
import { remotesManifest, remotesManifestSchema } from './remotes';
import { createSiteHtml, type RenderedPage, type SiteHtml } from './site-html';
import { registerSitemap } from './sitemap';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers `request` with the site's error page for `status` when a browser asked for a page; false when it did not (or there is no built shell). */
    sitePageForError?: (request: FastifyRequest, reply: FastifyReply, status: number) => Promise<boolean>;
  }
}

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
const isRemotePath = (pathname: string) => REMOTES.some((id) => isUnder(pathname, `/${id}`));
const wantsHtml = (request: FastifyRequest) => Boolean(request.headers.accept?.includes('text/html'));
/**
 * `ssr;dur=…;desc=ok|partial|timeout|error|skip|off`; after a `partial` (a render that left modules to
 * the browser: failed or late on the server), `ssr-client;desc="…"` naming them; `cache;desc=hit` for a page from the page cache,
 * `cache;desc=stale` for the page's last good render standing in for a render that failed or came late (page-cache.ts).
 */
const serverTiming = ({ desc, ms, cached, stale, clientOnly = [] }: RenderedPage['ssr']) =>
  [`ssr;dur=${ms};desc=${desc}`, ...(clientOnly.length > 0 ? [`ssr-client;desc="${clientOnly.join(' ')}"`] : []), ...(cached ? [`cache;desc=${stale ? 'stale' : 'hit'}`] : [])].join(', ');

/**
 * Root 404 handler, and so the answer of every page path: a GET of a path in the route table gets
 * the shell's index.html with the page's head filled in (whatever the Accept header: link-preview
 * crawlers often send *\/*), an unknown path asked for as HTML gets the shell with status 404 (the
 * SPA shows its not-found page); API paths and missing assets (above all under a remote folder)
 * get a JSON 404, so a missing chunk fails loudly instead of parsing HTML as JavaScript.
 */
function sitePages(render: SiteHtml) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isUnder(pathname, '/api') || isRemotePath(pathname)) return sendNotFound(request, reply);
    if (!wantsHtml(request) && !matchSiteRoute(pathname)) return sendNotFound(request, reply);
    let page: RenderedPage | null;
    try {
      page = await render(request, pathname);
    } catch (error) {
      // A page that failed (the database, say) is the 500 page, as HTML: a browser asked for a page.
      request.log.error({ err: error, url: request.url }, 'page failed: the 500 page instead');
      page = await render.renderError(request, 500).catch(() => null);
      if (!page) throw error;
    }
    if (!page) {
      request.log.warn({ url: request.url }, 'no built shell to answer a page request with');
      return sendNotFound(request, reply);
    }
    return sendPage(request, reply, page);
  };
}

/**
 * A page answer: never cached by the browser unasked, painted in the theme the visitor's cookie
 * remembers (so it varies with the cookie). A page from the page cache is compressed once per theme
 * and encoding and kept with it (a hit then costs no compression: @fastify/compress leaves an
 * answer that has its Content-Encoding alone); any other page is compressed by the plugin.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.code(page.status).header('cache-control', NO_CACHE).header('vary', 'Cookie');
  reply.header('server-timing', serverTiming(page.ssr));
  reply.type('text/html; charset=utf-8');
  const theme = themeOf(request);
  const encoding = page.encoded && page.html.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!page.encoded || !encoding) return reply.send(withTheme(page.html, theme));
  const body = compressedOnce(page.encoded, `${theme ?? ''} ${encoding}`, encoding, () => withTheme(page.html, theme), LEVELS);
  return reply.header('vary', 'Cookie, Accept-Encoding').header('content-encoding', encoding).send(body);
}

/** Fast levels: a kept page is compressed again after each background render (every page, every 10 s under load). */
const LEVELS = { br: 5, gzip: 6 };

export default fp(
  async (fastify) => {
    const { webRoot } = fastify.config;
    const folders = [
      { dir: path.join(webRoot, 'shell', 'dist'), prefix: '/', cors: false },
      ...REMOTES.map((id) => ({ dir: path.join(webRoot, id, 'dist'), prefix: `/${id}/`, cors: true })),
    ];
    for (const { dir, prefix, cors } of folders) {
      if (!fs.existsSync(dir)) {
        fastify.log.warn({ dir }, `not serving ${prefix}: folder does not exist (not built yet?)`);
        continue;
      }
      await fastify.register(named(fastifyStatic), {
        root: dir,
        prefix,
        // Several instances: none may claim reply.sendFile, and our setHeaders owns Cache-Control.
        decorateReply: false,
        // The shell's index.html is only ever sent with the page's head filled in (sitePages).
        ...(prefix === '/' ? { index: false, allowedPath: (pathName: string) => pathName !== '/index.html' } : {}),
        cacheControl: false,
        setHeaders: staticHeaders({ cors }),
      });
    }

    const manifest = remotesManifest(fastify.config);
    fastify.get('/remotes.json', { schema: remotesManifestSchema }, async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return manifest;
    });

    registerSitemap(fastify);
    const siteHtml = createSiteHtml(fastify, folders[0]!.dir);
    const pages = sitePages(siteHtml);
    // The contact form without JavaScript posts here and gets a page back.
    await registerContactPost(fastify, siteHtml);
    // Zijstroom's sign-up form, confirmation link and unsubscribe button, without JavaScript too.
    await registerNewsletterPost(fastify, siteHtml);
    // The sign-up forms of services and events and the cancel button (issue 43), without JavaScript too.
    await registerRegistrationPost(fastify, siteHtml);
    // `/` is a directory to @fastify/static (no index.html there on purpose), so it gets its own route.
    fastify.get('/', { schema: { hide: true } }, pages);
    fastify.setNotFoundHandler(pages);
    // The page of an error Fastify answers before any route or hook runs (app.ts: frameworkError).
    fastify.decorate('sitePageForError', async (request: FastifyRequest, reply: FastifyReply, status: number) => {
      const page = wantsHtml(request) ? await siteHtml.renderError(request, status).catch(() => null) : null;
      if (!page) return false;
      reply.headers(fastify.pageSecurityHeaders);
      await sendPage(request, reply, page);
      return true;
    });
  },
  { name: 'web', dependencies: ['env', 'db', 'helmet', 'error-handler', 'contact-submit'] },
);
