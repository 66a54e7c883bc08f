/**
 * What the home page loads on a first visit (empty cache, a 390 px phone): every request until the
 * network is idle, and the JavaScript — gzip-compressed with zlib's default level, so the number
 * does not depend on how the server compresses — grouped by app (shell and each remote). Then, past
 * the shell's prefetch and on to /agenda, what the visit asked of the editing app (none, issue 15).
 */
import { gzipSync } from 'node:zlib';

import { TIME_ZONE } from '@kerk/kit/dates';

import { pathTo } from '@kerk/kit/site-map';

import { CHROME_FLAGS } from './chromium';
import type { HomeLoad } from './targets';

export interface HomeDetail extends HomeLoad {
  /** Transferred bytes of the JS as served (encoded body sizes). */
  jsTransferBytes: number;
  /** gzip bytes and file count per app folder (`shell`, `mf-content`, …). */
  byApp: Record<string, { files: number; gzipBytes: number }>;
  /** Requests per kind (script, fetch, image, document, …). */
  byType: Record<string, number>;
  /** Each script until network idle: its path and gzip bytes, in the order the responses came. */
  files: { path: string; gzipBytes: number }[];
  /** Each script after network idle: the prefetched remote entries, then the widgets' chunks as they come into view. */
  laterFiles: { path: string; gzipBytes: number }[];
}

/** The phone of the home page's numbers (`npm run bench` keeps its 390 px; `bench:js` uses 412 × 823). */
export interface Viewport {
  width: number;
  height: number;
}

/** Past the shell's prefetch of the menu's remotes (one second after start, then an idle callback). */
const AFTER_PREFETCH_MS = 3000;
/** Long enough for a widget's chunk to arrive once it came into view. */
const AFTER_SCROLL_MS = 1500;

const appOf = (url: URL) => /^\/(mf-[a-z]+)\//.exec(url.pathname)?.[1] ?? (url.pathname.startsWith('/api/') ? 'api' : 'shell');

export async function measureHome(origin: string, chromePath: string, viewport: Viewport = { width: 390, height: 844 }): Promise<HomeDetail> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    const page = await browser.newPage({ viewport, locale: 'nl-NL', timezoneId: TIME_ZONE });
    const requests: { type: string; url: URL }[] = [];
    const scripts: Promise<{ app: string; path: string; gzip: number; transfer: number }>[] = [];
    const later: typeof scripts = [];
    page.on('request', (request) => requests.push({ type: request.resourceType(), url: new URL(request.url()) }));
    // The JS of the home page's budget: its scripts until network idle.
    // Then, for the budget with all remotes, on past the prefetch and with every widget in view.
    let phase: 'first load' | 'later' | 'done' = 'first load';
    page.on('response', (response) => {
      if (phase === 'done' || response.request().resourceType() !== 'script') return;
      (phase === 'first load' ? scripts : later).push(
        (async () => ({
          app: appOf(new URL(response.url())),
          path: new URL(response.url()).pathname,
          gzip: gzipSync(await response.body()).length,
          transfer: (await response.request().sizes()).responseBodySize,
        }))(),
      );
    });
    const beheer: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (appOf(new URL(request.url())) === 'mf-beheer') beheer.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize));
    });
    page.on('requestfailed', (request) => {
      if (appOf(new URL(request.url())) === 'mf-beheer') beheer.push(Promise.resolve(0));
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    // The numbers of the home page's budget stop at network idle; the editing app's go on past the prefetch.
    const idleRequests = requests.slice();
    phase = 'later';
    await page.waitForTimeout(AFTER_PREFETCH_MS);
    // The visitor scrolls to the end, a screen at a time, so each widget comes into view.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += viewport.height) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(200);
    }
    await page.waitForTimeout(AFTER_SCROLL_MS);
    phase = 'done';
    // A second public page, with its render and preload hints of its own.
    await page.goto(`${origin}${pathTo('agenda')}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(AFTER_PREFETCH_MS);
    const beheerBytes = await Promise.all(beheer);
    const js = await Promise.all(scripts);
    const laterJs = await Promise.all(later);
    const byApp: HomeDetail['byApp'] = {};
    for (const s of js) {
      const entry = (byApp[s.app] ??= { files: 0, gzipBytes: 0 });
      entry.files += 1;
      entry.gzipBytes += s.gzip;
    }
    const byType: Record<string, number> = {};
    for (const r of idleRequests) byType[r.type] = (byType[r.type] ?? 0) + 1;
    return {
      requests: idleRequests.length,
      jsGzipBytes: js.reduce((sum, s) => sum + s.gzip, 0),
      allJsGzipBytes: [...js, ...laterJs].reduce((sum, s) => sum + s.gzip, 0),
      jsTransferBytes: js.reduce((sum, s) => sum + s.transfer, 0),
      byApp,
      byType,
      files: js.map((s) => ({ path: s.path, gzipBytes: s.gzip })),
      laterFiles: laterJs.map((s) => ({ path: s.path, gzipBytes: s.gzip })),
      beheer: { requests: requests.filter((r) => appOf(r.url) === 'mf-beheer').length, bytes: beheerBytes.reduce((sum, n) => sum + n, 0) },
    };
  } finally {
    await browser.close();
  }
}
