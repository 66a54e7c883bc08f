/**
 * Lighthouse 13 (its default mobile settings: a mid-range phone, simulated slow 4G and 4× CPU
 * slowdown) on each page. Every run gets a Chromium of its own (a new process with a new, empty
 * profile from chrome-launcher), as a first visit and PageSpeed Insights see the page: runs in one
 * browser share its warm caches and compiled code and flattered the scores. LIGHTHOUSE_RUNS runs per
 * page (default 3); each run is printed with Lighthouse's `benchmarkIndex` (how fast the machine was)
 * and the load average, and every number reported is the median of the runs.
 *
 * The server runs on the same machine as the browser, which a visitor's phone never shares with it.
 * Before each run the bench asks for the page once and waits SETTLE_MS: a page older than the page
 * cache's 10 s is served at once but rendered again in the background, and that render, started by
 * the measured visit itself, ran on the same two cores as the browser's first tasks (home's TBT
 * median 131 ms against 51 ms with the page settled, six runs each). The browser is still a first
 * visitor: a new process with an empty profile and nothing in its cache.
 */
import { loadavg } from 'node:os';

import { CHROME_FLAGS } from './chromium';
import type { PageScores } from './targets';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const DEFAULT_RUNS = 3;

/** The pages the bench measures, in its order. */
export const BENCH_PAGES = ['home', 'article', 'agenda', 'contact'] as const;
export type BenchPage = (typeof BENCH_PAGES)[number];

/** BENCH_PAGES (e.g. `article,contact`): the pages to measure, in the bench's order; all four when unset. */
export function benchPages(value: string | undefined): BenchPage[] {
  if (!value?.trim()) return [...BENCH_PAGES];
  const asked = value.split(',').map((name) => name.trim());
  const unknown = asked.filter((name) => !(BENCH_PAGES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`BENCH_PAGES: unknown page ${unknown.join(', ')} (known: ${BENCH_PAGES.join(', ')})`);
  return BENCH_PAGES.filter((page) => asked.includes(page));
}

export interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
  /**
   * How fast this machine was during the run: Lighthouse's own CPU benchmark at its start (a fast
   * desktop about 2,000+, a mid-range phone about 1,000). TBT scales with it, so every run prints it.
   */
  environment: { benchmarkIndex: number };
}

/** A started browser: its DevTools port and how to end it. */
export interface Browser {
  port: number;
  kill(): void | Promise<void>;
}

/** How long the bench waits after asking for a page before a run: a background render of it takes well under a second. */
export const SETTLE_MS = 2000;

export interface LighthouseDeps {
  /** Asks the server for the page once and waits SETTLE_MS, so no render of it runs beside the measured browser. */
  settle(url: string): Promise<void>;
  /** Starts a new browser process with a new, empty profile. */
  launch(): Promise<Browser>;
  /** One Lighthouse run of `url` in the browser on `port`. */
  audit(url: string, port: number): Promise<Lhr | undefined>;
  log(line: string): void;
  /** The machine's 1-minute load average when a run ended (other work on a shared machine slows the run). */
  loadAverage(): number;
}

/** NaN for no runs at all: the budget table then says 'not measured'. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const benchmarkIndex = (lhr: Lhr) => lhr.environment?.benchmarkIndex ?? NaN;

export function scoresOf(page: string, runs: Lhr[]): PageScores {
  const pick = (read: (lhr: Lhr) => number) => median(runs.map(read));
  return {
    page,
    performance: pick((l) => score(l, 'performance')),
    accessibility: pick((l) => score(l, 'accessibility')),
    bestPractices: pick((l) => score(l, 'best-practices')),
    seo: pick((l) => score(l, 'seo')),
    lcpMs: pick((l) => audit(l, 'largest-contentful-paint')),
    tbtMs: pick((l) => audit(l, 'total-blocking-time')),
    cls: pick((l) => audit(l, 'cumulative-layout-shift')),
    benchmarkIndex: pick(benchmarkIndex),
  };
}

const runLine = (path: string, n: number, lhr: Lhr, load: number) =>
  `  ${path} run ${n}: performance ${score(lhr, 'performance')}, LCP ${Math.round(audit(lhr, 'largest-contentful-paint'))} ms, ` +
  `TBT ${Math.round(audit(lhr, 'total-blocking-time'))} ms, CLS ${audit(lhr, 'cumulative-layout-shift').toFixed(3)}, ` +
  `benchmarkIndex ${Math.round(benchmarkIndex(lhr))}, load ${load.toFixed(1)}`;

/** `runs` successful runs of one URL, each in a browser started for it and ended after it. */
export async function measurePage(url: string, path: string, runs: number, deps: LighthouseDeps): Promise<Lhr[]> {
  const results: Lhr[] = [];
  // A run now and then fails to record its trace (NO_NAVSTART on a busy machine): try again.
  for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt += 1) {
    await deps.settle(url);
    const browser = await deps.launch();
    let lhr: Lhr | undefined;
    try {
      lhr = await deps.audit(url, browser.port);
    } finally {
      await browser.kill();
    }
    if (lhr && !lhr.runtimeError) {
      results.push(lhr);
      deps.log(runLine(path, results.length, lhr, deps.loadAverage()));
    } else deps.log(`  Lighthouse run on ${path} failed (${lhr?.runtimeError?.code ?? 'no result'}), trying again`);
  }
  return results;
}

/** Runs Lighthouse on `origin + path` for every path; answers one row of median scores per path. */
export async function runLighthouse(origin: string, paths: string[], chromePath: string, runs = DEFAULT_RUNS): Promise<PageScores[]> {
  // Both are ES modules only: a dynamic import keeps this file loadable from CommonJS.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const deps: LighthouseDeps = {
    settle: async (url) => {
      await (await fetch(url, { headers: { accept: 'text/html' } })).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    },
    // chrome-launcher gives each launch a new temporary profile (no userDataDir passed) and removes it on kill.
    launch: () => launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' }),
    audit: async (url, port) =>
      (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }))?.lhr as unknown as Lhr | undefined,
    log: (line) => console.log(line),
    loadAverage: () => loadavg()[0]!,
  };
  const rows: PageScores[] = [];
  for (const path of paths) rows.push(scoresOf(path, await measurePage(`${origin}${path}`, path, runs, deps)));
  return rows;
}
