/**
 * `npm run bench`: the speed budget of the composed site. Builds what is stale, serves the
 * production build locally, then prints Lighthouse (mobile) scores and LCP/TBT/CLS for /, a news
 * article, /agenda and /contact, the JS bytes and request count of the home page with all its remotes, the
 * API numbers next to a Fastify hello-world, and a table of targets met. It prints numbers only.
 *
 * LIGHTHOUSE_RUNS (default 3): runs per page, each in a fresh Chromium; each run and the median printed. BENCH_SKIP_API=1: skip the API part.
 * BENCH_PAGES (e.g. `article,contact`; names: home, article, agenda, contact): Lighthouse on those pages only, and
 * then nothing else of the front end (the home page load and the publish timings are skipped).
 * BENCH_PORT: the port the site is served on (default: any free one). CHROME_PATH: the Chromium to use (default: the system Chromium).
 */
import { pathTo } from '@kerk/kit/site-map';

import { findChromium } from './chromium';
import { measureHome, type HomeDetail } from './home-load';
import { runApiBench } from './api-bench';
import { benchPages, DEFAULT_RUNS, runLighthouse, type BenchPage } from './lighthouse';
import { measurePublish, measureServicePublish, type PublishTiming, signIn } from './publish';
import { firstArticlePath, startSite } from './site';
import { budgetRows, formatBudget, formatTable, kb, parseApiBench, type ApiNumbers, type PageScores } from './targets';

const heading = (text: string) => console.log(`\n== ${text} ==`);

function printScores(pages: PageScores[]) {
  const rows = pages.map((p) => [p.page, String(p.performance), String(p.accessibility), String(p.bestPractices), String(p.seo), `${Math.round(p.lcpMs)} ms`, `${Math.round(p.tbtMs)} ms`, p.cls.toFixed(3)]);
  console.log(formatTable(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS'], rows));
}

function printHome(home: HomeDetail) {
  console.log(`requests until network idle: ${home.requests} (${Object.entries(home.byType).map(([t, n]) => `${t} ${n}`).join(', ')})`);
  console.log(`JavaScript: ${kb(home.jsGzipBytes)} gzip until network idle (${kb(home.jsTransferBytes)} as transferred); ${kb(home.allJsGzipBytes ?? 0)} gzip past the prefetch and with every widget in view`);
  console.log(formatTable(['app', 'JS files', 'gzip'], Object.entries(home.byApp).map(([app, v]) => [app, String(v.files), kb(v.gzipBytes)])));
  if (home.beheer) console.log(`mf-beheer on / and /agenda, prefetch included: ${home.beheer.requests} requests, ${home.beheer.bytes} B`);
}

const printTiming = (timing: PublishTiming) =>
  console.log(`runs: ${timing.runsMs.map((n) => `${Math.round(n)} ms`).join(', ')}; median ${Math.round(timing.medianMs)} ms, max ${Math.round(timing.maxMs)} ms`);

async function frontEnd(chromePath: string | null): Promise<{ pages: PageScores[] | null; home: HomeDetail | null; publish: Record<string, PublishTiming> | null }> {
  if (!chromePath) {
    console.log('\nNo Chromium found (set CHROME_PATH, or install chromium): Lighthouse and the home page load are skipped.');
    return { pages: null, home: null, publish: null };
  }
  const { buildIfStale } = await import('../build-if-stale.mjs');
  await buildIfStale();
  const site = await startSite();
  try {
    console.log(`\nServing the production build at ${site.origin} (fresh database), Chromium: ${chromePath}`);
    const only = process.env.BENCH_PAGES ? benchPages(process.env.BENCH_PAGES) : null;
    const pathOf: Record<BenchPage, () => Promise<string>> = {
      home: async () => pathTo('home'),
      article: () => firstArticlePath(site.origin),
      agenda: async () => pathTo('agenda'),
      contact: async () => pathTo('contact'),
    };
    const paths = await Promise.all((only ?? benchPages(undefined)).map((page) => pathOf[page]()));
    const runs = Number(process.env.LIGHTHOUSE_RUNS || DEFAULT_RUNS);
    heading(`Lighthouse 12, mobile (${runs} run(s) per page, each in a fresh Chromium; the table is the median)`);
    const pages = await runLighthouse(site.origin, paths, chromePath, runs);
    printScores(pages);
    if (only) {
      console.log(`\nBENCH_PAGES is set: the home page load and the publish timings are skipped.`);
      return { pages, home: null, publish: null };
    }
    heading('Home page load (Playwright, empty cache, 390 px)');
    const home = await measureHome(site.origin, chromePath);
    printHome(home);
    // Last: it changes the home page's text.
    const headers = await signIn(site);
    heading('Publish until visible: a page (admin API → /api/page and the first view of /, 5 runs)');
    const page = await measurePublish(site, headers);
    printTiming(page);
    heading('Publish until visible: a service (admin API → /api/services of its day and the first view of its page, 5 runs)');
    const service = await measureServicePublish(site, headers);
    printTiming(service);
    return { pages, home, publish: { page, service } };
  } finally {
    await site.stop();
  }
}

async function main() {
  console.log(`Speed budget — ${new Date().toISOString()}, Node ${process.version}`);
  const { pages, home, publish } = await frontEnd(findChromium());
  let api: ApiNumbers | null = null;
  if (process.env.BENCH_SKIP_API) console.log('\nBENCH_SKIP_API is set: the API bench is skipped.');
  else {
    heading('API (npm run bench -w api)');
    api = parseApiBench(await runApiBench());
  }
  heading('Budget');
  console.log(formatBudget(budgetRows(pages, home, api, publish)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
