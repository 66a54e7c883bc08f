/**
 * What the home page loads on a first visit (empty cache, a 390 px phone): every request until the
 * network is idle, and the JavaScript — gzip-compressed with zlib's default level, so the number
 * does not depend on how the server compresses — grouped by app (shell and each remote).
 */
import { gzipSync } from 'node:zlib';

import { TIME_ZONE } from '@kerk/kit/dates';

import { CHROME_FLAGS } from './chromium';
import type { HomeLoad } from './targets';

export interface HomeDetail extends HomeLoad {
  /** Transferred bytes of the JS as served (encoded body sizes). */
  jsTransferBytes: number;
  /** gzip bytes and file count per app folder (`shell`, `mf-content`, …). */
  byApp: Record<string, { files: number; gzipBytes: number }>;
  /** Requests per kind (script, fetch, image, document, …). */
  byType: Record<string, number>;
}

const appOf = (url: URL) => /^\/(mf-[a-z]+)\//.exec(url.pathname)?.[1] ?? (url.pathname.startsWith('/api/') ? 'api' : 'shell');

export async function measureHome(origin: string, chromePath: string): Promise<HomeDetail> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'nl-NL', timezoneId: TIME_ZONE });
    const requests: { type: string; url: URL }[] = [];
    const scripts: Promise<{ app: string; gzip: number; transfer: number }>[] = [];
    page.on('request', (request) => requests.push({ type: request.resourceType(), url: new URL(request.url()) }));
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        (async () => ({
          app: appOf(new URL(response.url())),
          gzip: gzipSync(await response.body()).length,
          transfer: (await response.request().sizes()).responseBodySize,
        }))(),
      );
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const js = await Promise.all(scripts);
    const byApp: HomeDetail['byApp'] = {};
    for (const s of js) {
      const entry = (byApp[s.app] ??= { files: 0, gzipBytes: 0 });
      entry.files += 1;
      entry.gzipBytes += s.gzip;
    }
    const byType: Record<string, number> = {};
    for (const r of requests) byType[r.type] = (byType[r.type] ?? 0) + 1;
    return {
      requests: requests.length,
      jsGzipBytes: js.reduce((sum, s) => sum + s.gzip, 0),
      jsTransferBytes: js.reduce((sum, s) => sum + s.transfer, 0),
      byApp,
      byType,
    };
  } finally {
    await browser.close();
  }
}
