/**
 * `npm run bench`: the speed budget of the composed site. Builds what is stale, serves the
 * production build locally, then prints Lighthouse (mobile) scores and LCP/TBT/CLS for /, a news
 * article, /agenda and /contact, the JS bytes and request count of the home page with all its remotes, the
 * API numbers next to a Fastify hello-world, and a table of targets met. It prints numbers only.
 *
 * LIGHTHOUSE_RUNS (default 3): runs per page, each in a fresh Chromium; each run and the median printed. BENCH_SKIP_API=1: skip the API part.
 * BENCH_ONLY=publish: only the publish → visible timings (no Lighthouse, home page load or API part).
 * BENCH_PAGES (e.g. `article,contact`; names: home, article, agenda, contact): Lighthouse on those pages only, and
 * then nothing else of the front end (the home page load and the publish timings are skipped).
 * BENCH_PORT: the port the site is served on (default: any free one). CHROME_PATH: the Chromium to use (default: the system Chromium).
 * Last, the burst of 1,000 sign-ups for 200 seats on SQLite and PostgreSQL (signups.ts, alone: `npm run bench:signups`):
 * sign-ups per second and p99 latency. BENCH_SKIP_SIGNUPS=1: skip it (so does BENCH_ONLY=publish); BENCH_ONLY=signups: only it.
 * BENCH_FILL=0: measure the bare seed; by default a year's content is added first (fill.ts: 200 news items with photos,
 * 300 services, 150 events), except with BENCH_ONLY=publish.
 */
import { pathTo } from '@kerk/kit/site-map';

import { findChromium } from './chromium';
import { fillEnabled, fillLine, fillSite } from './fill';
import { measureHome, type HomeDetail } from './home-load';
import { runApiBench } from './api-bench';
import { runSignupBench } from './signups';
import { benchPages, DEFAULT_RUNS, runLighthouse, type BenchPage } from './lighthouse';
import { measureOpenTab } from './open-tab';
import { measureServed, publishKinds, type PublishTiming, signIn, timing } from './publish';
import { firstArticlePath, startSite } from './site';
import { budgetRows, formatBudget, formatTable, kb, parseApiBench, type ApiNumbers, type PageScores } from './targets';

const heading = (text: string) => console.log(`\n== ${text} ==`);

function printScores(pages: PageScores[]) {
  const rows = pages.map((p) => [p.page, String(p.performance), String(p.accessibility), String(p.bestPractices), String(p.seo), `${Math.round(p.lcpMs)} ms`, `${Math.round(p.tbtMs)} ms`, p.cls.toFixed(3), String(Math.round(p.benchmarkIndex))]);
  console.log(formatTable(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'benchmarkIndex'], rows));
}

function printHome(home: HomeDetail) {
  console.log(`requests until network idle: ${home.requests} (${Object.entries(home.byType).map(([t, n]) => `${t} ${n}`).join(', ')})`);
  console.log(`JavaScript: ${kb(home.jsGzipBytes)} gzip until network idle (${kb(home.jsTransferBytes)} as transferred); ${kb(home.allJsGzipBytes ?? 0)} gzip past the prefetch and with every widget in view`);
  console.log(formatTable(['app', 'JS files', 'gzip'], Object.entries(home.byApp).map(([app, v]) => [app, String(v.files), kb(v.gzipBytes)])));
  if (home.beheer) console.log(`mf-beheer on / and /agenda, prefetch included: ${home.beheer.requests} requests, ${home.beheer.bytes} B`);
}

const PUBLISH_RUNS = 5;
const PUBLISH_MEASURES = ['API + new visitor\'s HTML', 'open tab, shown again', 'open tab, moved back'] as const;

/** For a page, a service and a news item: save → visible, served and in a tab already open (see publish.ts, open-tab.ts). */
async function measurePublishing(site: Awaited<ReturnType<typeof startSite>>, chromePath: string, headers: Record<string, string>): Promise<Record<string, PublishTiming>> {
  const kinds = await publishKinds(site, headers);
  const result: Record<string, PublishTiming> = {};
  for (const kind of kinds) {
    const served: number[] = [];
    for (let run = 1; run <= PUBLISH_RUNS; run += 1) served.push(await measureServed(site, await kind.save(`${kind.name} ${run}, served`)));
    const tab = await measureOpenTab(site.origin, chromePath, kind, PUBLISH_RUNS);
    [served, tab.shownAgain, tab.movedBack].forEach((runs, i) => (result[`${kind.name}: ${PUBLISH_MEASURES[i]}`] = timing(runs)));
  }
  const cell = (t: PublishTiming) => `${Math.round(t.medianMs)} ms (${Math.round(t.maxMs)})`;
  console.log(formatTable(['saved', ...PUBLISH_MEASURES], kinds.map((k) => [k.name, ...PUBLISH_MEASURES.map((m) => cell(result[`${k.name}: ${m}`]!))])));
  for (const [what, t] of Object.entries(result)) console.log(`${what}: ${t.runsMs.map((n) => `${Math.round(n)} ms`).join(', ')}`);
  return result;
}

async function frontEnd(chromePath: string | null): Promise<{ pages: PageScores[] | null; home: HomeDetail | null; publish: Record<string, PublishTiming> | null }> {
  if (!chromePath) {
    console.log('\nNo Chromium found (set CHROME_PATH, or install chromium): Lighthouse and the home page load are skipped.');
    return { pages: null, home: null, publish: null };
  }
  const { buildIfStale } = await import('../build-if-stale.mjs');
  await buildIfStale();
  const publishOnly = process.env.BENCH_ONLY === 'publish';
  const fill = !publishOnly && fillEnabled(process.env.BENCH_FILL);
  // The fill's few hundred admin calls within a minute are past the per-IP limit a visitor gets.
  const site = await startSite({ env: fill ? { RATE_LIMIT_MAX: '1000000' } : {} });
  try {
    console.log(`\nServing the production build at ${site.origin} (fresh database), Chromium: ${chromePath}`);
    const headers = await signIn(site);
    if (publishOnly) {
      heading(`Publish → visible (${PUBLISH_RUNS} runs each, from the save's answer; median (slowest))`);
      return { pages: null, home: null, publish: await measurePublishing(site, chromePath, headers) };
    }
    if (fill) {
      heading("A year's content on top of the seed (BENCH_FILL=0: the bare seed)");
      console.log(fillLine(await fillSite(site, headers)));
    } else console.log('BENCH_FILL=0: the bare seed, no content added.');
    const only = process.env.BENCH_PAGES ? benchPages(process.env.BENCH_PAGES) : null;
    const pathOf: Record<BenchPage, () => Promise<string>> = {
      home: async () => pathTo('home'),
      article: () => firstArticlePath(site.origin),
      agenda: async () => pathTo('agenda'),
      contact: async () => pathTo('contact'),
    };
    const paths = await Promise.all((only ?? benchPages(undefined)).map((page) => pathOf[page]()));
    const runs = Number(process.env.LIGHTHOUSE_RUNS || DEFAULT_RUNS);
    heading(`Lighthouse 13, mobile (${runs} run(s) per page, each in a fresh Chromium; the table is the median)`);
    const pages = await runLighthouse(site.origin, paths, chromePath, runs);
    printScores(pages);
    if (only) {
      console.log(`\nBENCH_PAGES is set: the home page load and the publish timings are skipped.`);
      return { pages, home: null, publish: null };
    }
    heading('Home page load (Playwright, empty cache, 390 px)');
    const home = await measureHome(site.origin, chromePath);
    printHome(home);
    // Last: it changes the home page's text, a service and the news.
    heading(`Publish → visible (${PUBLISH_RUNS} runs each, from the save's answer; median (slowest))`);
    return { pages, home, publish: await measurePublishing(site, chromePath, headers) };
  } finally {
    await site.stop();
  }
}

async function main() {
  console.log(`Speed budget — ${new Date().toISOString()}, Node ${process.version}`);
  const signupsOnly = process.env.BENCH_ONLY === 'signups';
  const { pages, home, publish } = signupsOnly ? { pages: null, home: null, publish: null } : await frontEnd(findChromium());
  let api: ApiNumbers | null = null;
  if (process.env.BENCH_SKIP_API || process.env.BENCH_ONLY) console.log('\nBENCH_SKIP_API or BENCH_ONLY is set: the API bench is skipped.');
  else {
    heading('API (npm run bench -w api)');
    api = parseApiBench(await runApiBench());
  }
  if (process.env.BENCH_SKIP_SIGNUPS || process.env.BENCH_ONLY === 'publish') console.log('\nBENCH_SKIP_SIGNUPS or BENCH_ONLY is set: the sign-up burst is skipped.');
  else {
    heading('A burst of sign-ups (npm run bench:signups)');
    await runSignupBench();
  }
  heading('Budget');
  console.log(formatBudget(budgetRows(pages, home, api, publish)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
