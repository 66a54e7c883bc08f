/**
 * The HTML answer of every page path: the shell's index.html with the page's head written in
 * (title, description, canonical, OpenGraph, JSON-LD, preload hints), status 200 for a known page
 * and 404 (still the shell, which shows its not-found page) for an unknown path or record.
 * Rendered pages are kept per origin, path, query and theme (page-cache.ts): a new shell or remote
 * build (index.html or a manifest changes) or a write to the public data (a published page: its
 * text and head tags, `fastify.dataVersion()`) makes a new one at once; otherwise an older one is
 * served while a fresh one is rendered in the background.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { common, errors } from '@kerk/kit/texts';
import { eagerModulesOf, matchSiteRoute, modulesOf } from '@kerk/kit/site-map';
import { REMOTES } from '@kerk/kit/federation';

import { publicOrigin } from '../lib/public-origin';
import { shellFontTags } from './fonts';
import { injectHead, metaTags, notFoundTags, preloadTag } from './head-html';
import { resolveMeta, siteInfo, type SiteInfo } from './head';
import { bootAfterPaint } from '../lib/boot-after-paint';
import { preloadHints } from './preload-hints';
import { remotesManifest } from './remotes';
import { fileTemplate, urlTemplate } from './shell-template';
import { now, nowMs } from '../lib/clock';
import { createSsrHost } from './ssr/ssr-host';
import { ssrPage } from './ssr/ssr-page';
import { createPageCache } from './page-cache';
import { initialData, initialDataTag, markStale, type InitialData, type PostedForm } from './initial-data';
import { themeOf } from './theme';
import type { SsrDesc, SsrOutcome } from './ssr/ssr-generations';

export interface RenderedPage {
  /** 200, or the error page's: 404 (unknown path or record), 400 (an address that cannot be read), 500. */
  status: number;
  html: string;
  /**
   * How the server render went (Server-Timing), and whether this answer came from the cache:
   * `partial` when the render left modules to the browser (`clientOnly`: a remote failed or came
   * late on the server), never `ok` then.
   */
  ssr: { desc: SsrDesc | 'partial'; ms: number; cached?: boolean; stale?: boolean; clientOnly?: string[] };
  /** A page from the page cache: its compressed forms, made once (web.ts). */
  encoded?: Map<string, Buffer>;
}

/**
 * The budget of a page that carries a visitor's input (a refused contact or sign-up POST): it is never cached, so no
 * earlier render can stand in, and without JavaScript the rendered form is all that keeps the input.
 */
export const INPUT_RENDER_BUDGET_MS = 5000;

/** A server render's answer: `ok` only when every module of the page was rendered on the server. */
const rendered = (ms: number, clientOnly: string[]): RenderedPage['ssr'] => ({ desc: clientOnly.length > 0 ? 'partial' : 'ok', ms, clientOnly });

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

export function createSiteHtml(app: FastifyInstance, shellDist: string) {
  const { shellIndexUrl, webRoot } = app.config;
  const manifests = REMOTES.map((id) => path.join(webRoot, id, 'dist', 'mf-manifest.json'));
  const remotes = remotesManifest(app.config).remotes;
  const pages = createPageCache<RenderedPage>((error) => app.log.warn({ err: error }, 'a page could not be rendered in the background: the cached one stays'));
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
  async function errorPage(request: FastifyRequest, status: number, shell: string, startedAt: number, site: SiteInfo | null, budgetMs?: number): Promise<RenderedPage> {
    const settings = site ? await app.settingsRepository.get() : null;
    const head = [...notFoundTags(site ?? { name: common.siteName }, errorTitle(status)), ...fonts()];
    const renderedAt = now().toISOString();
    const rendering = ssr?.render({ url: request.url, theme: themeOf(request) ?? 'system', now: renderedAt, initial: { settings, pages: {} }, status }, startedAt, budgetMs);
    const outcome: SsrOutcome = (await rendering) ?? { desc: 'off', ms: 0, reason: 'SSR_ENABLED=0' };
    logOutcome(request, outcome);
    if (outcome.desc !== 'ok') return { status, html: injectHead(shell, head), ssr: { desc: outcome.desc, ms: outcome.ms } };
    // Without settings (the database failed) the browser's store loads them itself.
    const data = (settings ? { settings, pages: {} } : { pages: {} }) as InitialData;
    return { status, html: ssrPage(shell, head, data, outcome.result, renderedAt), ssr: rendered(outcome.ms, outcome.result.clientOnly) };
  }

  /**
   * The server render, started once the page is known to exist. When it is not `ok` (off, skipped,
   * failed, late) the page is the shell's index.html with the page's head and `#kerk-initial-data`
   * and an empty #root, which the browser renders (the page cache answers with the page's last good
   * render first when it has one). A remote that failed or came late is not such a case: the
   * render is `partial`, the chrome and the rest of the page rendered, that remote's area its
   * placeholder (render-page.tsx in the shell).
   */
  async function build(request: FastifyRequest, pathname: string, origin: string, shell: string, startedAt: number, posted?: PostedForm, budgetMs?: number, url = request.url): Promise<RenderedPage> {
    const site = await siteInfo(app);
    const match = matchSiteRoute(pathname);
    const meta = match ? await resolveMeta(app, match, site, origin) : null;
    if (!meta || !match) {
      request.log.info({ url: request.url }, 'page not found');
      return errorPage(request, 404, shell, startedAt, site, budgetMs);
    }
    const initial = await initialData(app, match, posted);
    const renderedAt = now().toISOString();
    const rendering = ssr?.render({ url, theme: themeOf(request) ?? 'system', now: renderedAt, initial }, startedAt, budgetMs);
    const outcome: SsrOutcome = (await rendering) ?? { desc: 'off', ms: 0, reason: 'SSR_ENABLED=0' };
    logOutcome(request, outcome);
    if (outcome.desc === 'ok') {
      // The page itself found its record missing while rendering: its error page, with that status.
      const status = outcome.result.ui?.routeError?.status ?? 200;
      // A server-rendered page hints only what hydrates at once: the home widgets hydrate on demand.
      const ssrHead = [...(status === 200 ? metaTags(meta, site, origin) : notFoundTags(site, errorTitle(status))), ...fonts(), ...preloadHints(eagerModulesOf(match.route), remotes, webRoot).map(preloadTag)];
      return { status, html: ssrPage(shell, ssrHead, initial, outcome.result, renderedAt), ssr: rendered(outcome.ms, outcome.result.clientOnly) };
    }
    const head = [...metaTags(meta, site, origin), ...fonts(), ...preloadHints(modulesOf(match.route), remotes, webRoot).map(preloadTag), initialDataTag(initial)];
    return { status: 200, html: injectHead(shell, head), ssr: { desc: outcome.desc, ms: outcome.ms } };
  }

  /**
   * The page for a (still encoded) pathname, or null when there is no built shell to answer with.
   * The query is part of a server-rendered page (/zoeken?q=, /contact?verzonden=1); `posted`
   * (the answer to a refused contact or sign-up POST) is one visitor's input, so that page is never cached;
   * `pageUrl` is then the page to render with it (a sign-up posts to `/diensten/12/aanmelden`, its
   * page is `/diensten/12`, a series' with `?datum=`), the request's own URL otherwise.
   */
  async function render(request: FastifyRequest, rawPathname: string, posted?: PostedForm, pageUrl = request.url): Promise<RenderedPage | null> {
    const startedAt = nowMs();
    const shellFile = await template.read();
    if (shellFile === null) return null;
    // The data version too: a save in the editing app (settings, texts) shows on the next request;
    // and with SSR the shell bundle and every remote's version (a deploy shows at once).
    const version = [shellFile.version, app.dataVersion(), ...manifests.map(mtimeOf), ssr?.version() ?? ''].join(':');
    const origin = publicOrigin(request, app.config);
    // A server render is made for the visitor's theme (protocol: SsrRequest.theme).
    // Without a server render the page is the same for every query and theme.
    const key = ssr ? `${origin}${rawPathname}?${renderQuery(request.url).toString()} ${themeOf(request) ?? 'system'}` : `${origin}${rawPathname}`;
    const make = (longer?: number) => {
      // A longer budget than the pool's (a first or a background render): never a shorter one.
      const budgetMs = longer === undefined ? undefined : Math.max(longer, app.config.ssrBudgetMs);
      // Its scripts start after the page's main content is painted (boot-after-paint.ts).
      const shell = bootAfterPaint(shellFile.text);
      const pathname = safeDecode(rawPathname);
      // An address that cannot be decoded (`/%E0%A4%A`) is a bad request: the 400 page.
      return pathname === null ? siteInfo(app).then((site) => errorPage(request, 400, shell, startedAt, site, budgetMs)) : build(request, pathname, origin, shell, startedAt, posted, budgetMs, pageUrl);
    };
    // One visitor's input, never cached: no render stands in for it, and without JavaScript the form is all there is.
    if (posted) return make(INPUT_RENDER_BUDGET_MS);
    const page = await pages.get(key, version, make);
    // An older page standing in: the browser asks for its data again (its own compressed forms then).
    return page.ssr.stale ? { ...page, html: markStale(page.html), encoded: undefined } : page;
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

/** One log line per render outcome: warnings for the ones a visitor notices (the page rendered in the browser instead). */
function logOutcome(request: FastifyRequest, outcome: SsrOutcome) {
  const fields = { url: request.url, ssr: outcome.desc, ms: outcome.ms, ...(outcome.desc === 'ok' ? { clientOnly: outcome.result.clientOnly } : { reason: outcome.reason }) };
  if (outcome.desc === 'off') request.log.debug(fields, 'server render off');
  else if (outcome.desc === 'timeout' || outcome.desc === 'error') request.log.warn(fields, `server render ${outcome.desc}: the browser renders the page`);
  else request.log.info(fields, `server render ${outcome.desc}`);
}

export type SiteHtml = ReturnType<typeof createSiteHtml>;
