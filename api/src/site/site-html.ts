/**
 * The HTML answer of every page path: the shell's index.html with the page's head written in
 * (title, description, canonical, OpenGraph, JSON-LD, preload hints), status 200 for a known page
 * and 404 (still the shell, which shows its not-found page) for an unknown path or record.
 * Rendered pages are kept for a few seconds per origin and path; a new shell or remote build
 * (index.html or a manifest changes) or any write to the database (a published page: its text
 * and head tags, `fastify.dataVersion()`) invalidates them at once.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

import { contact } from '@kerk/kit/contact';
import { common, errors } from '@kerk/kit/texts';
import { eagerModulesOf, matchSiteRoute, modulesOf } from '@kerk/kit/site-map';
import { REMOTES } from '@kerk/kit/federation';

import { publicOrigin } from '../lib/public-origin';
import { firstView, initialData, injectRoot, shellFontTags, shellLogoUrl, type FirstViewInput, type InitialData } from './first-view';
import { themeOf } from './first-view-theme';
import { injectHead, metaTags, notFoundTags, preloadTag } from './head-html';
import { resolveMeta, siteInfo, type SiteInfo } from './page-meta';
import { bootAfterPaint } from '../lib/boot-after-paint';
import { preloadHints } from './preload-hints';
import { remotesManifest } from './remotes';
import { fileTemplate, urlTemplate } from './shell-template';
import { now, nowMs } from '../lib/clock';
import { createSsrHost } from './ssr/ssr-host';
import { ssrPage } from './ssr/ssr-page';
import type { SsrDesc, SsrOutcome } from './ssr/ssr-pool';

export interface RenderedPage {
  /** 200, or the error page's: 404 (unknown path or record), 400 (an address that cannot be read), 500. */
  status: number;
  html: string;
  /** How the server render went (Server-Timing), and whether this answer came from the cache. */
  ssr: { desc: SsrDesc; ms: number; cached?: boolean; clientOnly?: string[] };
}

const TTL_MS = 10_000;
const MAX_ENTRIES = 500;
/** The shell's error page title for a status (kit texts), so the tab reads the same before and after React. */
const errorTitle = (status: number) => errors.titles[status] ?? errors.defaultTitle;

const mtimeOf = (file: string) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

function safeDecode(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** The query parameters a first view reads (/zoeken's q, /contact's verzonden and type): only they make another page. */
const PAGE_PARAMS = ['q', 'type', contact.sentParam];

/** Parameters that only track a visit (utm_source, fbclid, …): they never change a page. */
const TRACKING_PARAM = /^(utm_.*|fbclid|gclid|msclkid)$/;

/**
 * The query a server render reads: all of it (a remote reads any parameter, /agenda its periode
 * and datum), bar tracking parameters, in a stable order. The browser hydrates this HTML, so
 * another page's render served for it is a hydration error.
 */
function renderQuery(url: string): URLSearchParams {
  const all = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const kept = new URLSearchParams([...all].filter(([name]) => !TRACKING_PARAM.test(name)));
  kept.sort();
  return kept;
}

function pageQuery(url: string): URLSearchParams {
  const all = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  return new URLSearchParams(PAGE_PARAMS.flatMap((name): Array<[string, string]> => (all.has(name) ? [[name, all.get(name)!]] : [])));
}

export function createSiteHtml(app: FastifyInstance, shellDist: string) {
  const { shellIndexUrl, webRoot } = app.config;
  const manifests = REMOTES.map((id) => path.join(webRoot, id, 'dist', 'mf-manifest.json'));
  const remotes = remotesManifest(app.config).remotes;
  const cache = new LRUCache<string, RenderedPage & { expires: number; version: string }>({ max: MAX_ENTRIES });
  const template = shellIndexUrl
    ? urlTemplate(shellIndexUrl, (reason) => app.log.warn({ reason }, 'the shell index.html could not be fetched'))
    : fileTemplate(path.join(shellDist, 'index.html'));
  const ssr = createSsrHost(app, shellDist);
  /** The font's preload and declaration (read per page, as the logo: a deploy may bring new files). */
  const fonts = (): string[] => (shellIndexUrl ? [] : shellFontTags(shellDist));
  app.decorate('ssrHost', ssr);
  app.addHook('onClose', async () => ssr?.close());

  /**
   * The error page for `status` (404, 400, 500), rendered by the shell like every other page, with
   * `noindex`. Without a server render (off, late, failed) the shell alone, which shows it once its
   * script runs. `site` is null when even the site's name could not be read (a 500).
   */
  async function errorPage(request: FastifyRequest, status: number, shell: string, startedAt: number, site: SiteInfo | null): Promise<RenderedPage> {
    const settings = site ? await app.settingsRepository.get() : null;
    const head = [...notFoundTags(site ?? { name: common.siteName }, errorTitle(status)), ...fonts()];
    const renderedAt = now().toISOString();
    const rendering = ssr?.render({ url: request.url, theme: themeOf(request) ?? 'system', now: renderedAt, initial: { settings, pages: {} }, status }, startedAt);
    const outcome: SsrOutcome = (await rendering) ?? { desc: 'off', ms: 0, reason: 'SSR_ENABLED=0' };
    logOutcome(request, outcome);
    if (outcome.desc !== 'ok') return { status, html: injectHead(shell, head), ssr: { desc: outcome.desc, ms: outcome.ms } };
    // Without settings (the database failed) the browser's store loads them itself.
    const data = (settings ? { settings, pages: {} } : { pages: {} }) as InitialData;
    return { status, html: ssrPage(shell, head, { data, root: '', headTags: [] }, outcome.result, renderedAt), ssr: { desc: 'ok', ms: outcome.ms } };
  }

  /** The server render, started once the page is known to exist; today's page (the first view) when it is not ok. */
  async function build(request: FastifyRequest, pathname: string, origin: string, shell: string, startedAt: number, input: FirstViewInput): Promise<RenderedPage> {
    const site = await siteInfo(app);
    const match = matchSiteRoute(pathname);
    const meta = match ? await resolveMeta(app, match, site, origin) : null;
    if (!meta || !match) {
      request.log.info({ url: request.url }, 'page not found');
      return errorPage(request, 404, shell, startedAt, site);
    }
    const hints = preloadHints(modulesOf(match.route), remotes, webRoot);
    const initial = await initialData(app, match, input.contactForm);
    const renderedAt = now().toISOString();
    // The worker renders while this thread writes the head and the first view (the fallback).
    const rendering = ssr?.render({ url: request.url, theme: themeOf(request) ?? 'system', now: renderedAt, initial }, startedAt);
    const view = await firstView(app, match, meta, shellIndexUrl ? null : shellLogoUrl(shellDist), input, initial);
    const head = [...metaTags(meta, site, origin), ...fonts(), ...hints.map(preloadTag)];
    const outcome: SsrOutcome = (await rendering) ?? { desc: 'off', ms: 0, reason: 'SSR_ENABLED=0' };
    logOutcome(request, outcome);
    if (outcome.desc === 'ok') {
      // The page itself found its record missing while rendering: its error page, with that status.
      const status = outcome.result.ui?.routeError?.status ?? 200;
      // A server-rendered page hints only what hydrates at once: the home widgets hydrate on demand.
      const ssrHead = [...(status === 200 ? metaTags(meta, site, origin) : notFoundTags(site, errorTitle(status))), ...fonts(), ...preloadHints(eagerModulesOf(match.route), remotes, webRoot).map(preloadTag)];
      return { status, html: ssrPage(shell, ssrHead, view, outcome.result, renderedAt), ssr: { desc: 'ok', ms: outcome.ms, clientOnly: outcome.result.clientOnly } };
    }
    return { status: 200, html: injectRoot(injectHead(shell, [...head, ...view.headTags]), view.root), ssr: { desc: outcome.desc, ms: outcome.ms } };
  }

  /**
   * The page for a (still encoded) pathname, or null when there is no built shell to answer with.
   * The query is part of the page (/zoeken?q=, /contact?verzonden=1); `contactForm` (the answer to
   * a refused contact POST) is one visitor's input, so that page is never cached.
   */
  async function render(request: FastifyRequest, rawPathname: string, contactForm?: FirstViewInput['contactForm']): Promise<RenderedPage | null> {
    const startedAt = nowMs();
    const shellFile = await template.read();
    if (shellFile === null) return null;
    // Its scripts start after the page's main content is painted (boot-after-paint.ts).
    const shell = bootAfterPaint(shellFile.text);
    // The data version too: a save in the editing app (settings, texts) shows on the next request;
    // and with SSR the worker generation and every remote's version (a deploy shows at once).
    const version = [shellFile.version, app.dataVersion(), ...manifests.map(mtimeOf), ssr?.version() ?? ''].join(':');
    const origin = publicOrigin(request, app.config);
    const pathname = safeDecode(rawPathname);
    // A server render is made for the visitor's theme (protocol: SsrRequest.theme).
    const query = pageQuery(request.url);
    const key = ssr ? `${origin}${rawPathname}?${renderQuery(request.url).toString()} ${themeOf(request) ?? 'system'}` : `${origin}${rawPathname}?${query.toString()}`;
    const cached = contactForm ? undefined : cache.get(key);
    if (cached && cached.expires > nowMs() && cached.version === version) return { ...cached, ssr: { ...cached.ssr, ms: 0, cached: true } };
    // An address that cannot be decoded (`/%E0%A4%A`) is a bad request: the 400 page.
    const page: RenderedPage = pathname === null ? await errorPage(request, 400, shell, startedAt, await siteInfo(app)) : await build(request, pathname, origin, shell, startedAt, { query, contactForm });
    // A late or failed render is not kept: the next visitor may well get the server render.
    if (page.status === 200 && !contactForm && page.ssr.desc !== 'timeout' && page.ssr.desc !== 'error') cache.set(key, { ...page, expires: nowMs() + TTL_MS, version });
    return page;
  }

  /**
   * The error page for `status` for any request (a page that failed with a 500, an address Fastify
   * could not read): never cached, or null without a built shell. The site's name is left out when
   * the database cannot give it.
   */
  async function renderError(request: FastifyRequest, status: number): Promise<RenderedPage | null> {
    const startedAt = nowMs();
    const shellFile = await template.read();
    if (shellFile === null) return null;
    const site = await siteInfo(app).catch(() => null);
    return errorPage(request, status, bootAfterPaint(shellFile.text), startedAt, site);
  }

  return Object.assign(render, { renderError });
}

/** One log line per render outcome: warnings for the ones a visitor notices (the first view instead). */
function logOutcome(request: FastifyRequest, outcome: SsrOutcome) {
  const fields = { url: request.url, ssr: outcome.desc, ms: outcome.ms, ...(outcome.desc === 'ok' ? {} : { reason: outcome.reason }) };
  if (outcome.desc === 'off') request.log.debug(fields, 'server render off');
  else if (outcome.desc === 'timeout' || outcome.desc === 'error') request.log.warn(fields, `server render ${outcome.desc}: the first view instead`);
  else request.log.info(fields, `server render ${outcome.desc}`);
}

export type SiteHtml = ReturnType<typeof createSiteHtml>;
