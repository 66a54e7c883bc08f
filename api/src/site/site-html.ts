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
import { errors } from '@kerk/kit/texts';
import { matchSiteRoute, modulesOf } from '@kerk/kit/site-map';
import { REMOTES } from '@kerk/kit/federation';

import { publicOrigin } from '../lib/public-origin';
import { firstView, injectRoot, shellLogoUrl, type FirstViewInput } from './first-view';
import { injectHead, metaTags, notFoundTags, preloadTag } from './head-html';
import { resolveMeta, siteInfo } from './page-meta';
import { preloadHints } from './preload-hints';
import { remotesManifest } from './remotes';
import { fileTemplate, urlTemplate } from './shell-template';
import { nowMs } from '../lib/clock';

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

const TTL_MS = 10_000;
const MAX_ENTRIES = 500;
/** The shell's error page title for 404 (kit texts), so the tab reads the same before and after React. */
const NOT_FOUND_TITLE = errors.titles[404] ?? errors.defaultTitle;

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

  async function build(request: FastifyRequest, pathname: string, origin: string, shell: string, input: FirstViewInput): Promise<RenderedPage> {
    const site = await siteInfo(app);
    const match = matchSiteRoute(pathname);
    const meta = match ? await resolveMeta(app, match, site, origin) : null;
    const hints = preloadHints(meta && match ? modulesOf(match.route) : [], remotes, webRoot);
    if (!meta || !match) {
      request.log.info({ url: request.url }, 'page not found');
      return { status: 404, html: injectHead(shell, [...notFoundTags(site, NOT_FOUND_TITLE), ...hints.map(preloadTag)]) };
    }
    const view = await firstView(app, match, meta, shellIndexUrl ? null : shellLogoUrl(shellDist), input);
    const head = [...metaTags(meta, site, origin), ...hints.map(preloadTag), ...view.headTags];
    return { status: 200, html: injectRoot(injectHead(shell, head), view.root) };
  }

  /**
   * The page for a (still encoded) pathname, or null when there is no built shell to answer with.
   * The query is part of the page (/zoeken?q=, /contact?verzonden=1); `contactForm` (the answer to
   * a refused contact POST) is one visitor's input, so that page is never cached.
   */
  return async function render(request: FastifyRequest, rawPathname: string, contactForm?: FirstViewInput['contactForm']): Promise<RenderedPage | null> {
    const shellFile = await template.read();
    if (shellFile === null) return null;
    const shell = shellFile.text;
    // The data version too: a save in the editing app (settings, texts) shows on the next request.
    const version = [shellFile.version, app.dataVersion(), ...manifests.map(mtimeOf)].join(':');
    const origin = publicOrigin(request, app.config);
    const pathname = safeDecode(rawPathname);
    const query = pageQuery(request.url);
    const key = `${origin}${rawPathname}?${query.toString()}`;
    const cached = contactForm ? undefined : cache.get(key);
    if (cached && cached.expires > nowMs() && cached.version === version) return cached;
    const input = { query, contactForm };
    const page = pathname === null ? { status: 404 as const, html: injectHead(shell, notFoundTags(await siteInfo(app), NOT_FOUND_TITLE)) } : await build(request, pathname, origin, shell, input);
    if (page.status === 200 && !contactForm) cache.set(key, { ...page, expires: nowMs() + TTL_MS, version });
    return page;
  };
}

export type SiteHtml = ReturnType<typeof createSiteHtml>;
