/**
 * Lighthouse 12 (its default mobile settings: a mid-range phone, simulated slow 4G and 4× CPU
 * slowdown) on each page, in one Chromium started with chrome-launcher. With LIGHTHOUSE_RUNS > 1
 * every number is the median of the runs, because one run on a shared machine is noisy.
 */
import { CHROME_FLAGS } from './chromium';
import type { PageScores } from './targets';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

/** NaN for no runs at all: the budget table then says 'not measured'. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function scoresOf(page: string, runs: Lhr[]): PageScores {
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
  };
}

/** Runs Lighthouse on `origin + path` for every path; answers one row of scores per path. */
export async function runLighthouse(origin: string, paths: string[], chromePath: string, runs = 1): Promise<PageScores[]> {
  // Both are ES modules only: a dynamic import keeps this file loadable from CommonJS.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const rows: PageScores[] = [];
    for (const path of paths) {
      const results: Lhr[] = [];
      // A run now and then fails to record its trace (NO_NAVSTART on a busy machine): try again.
      for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt += 1) {
        const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        const lhr = result?.lhr as unknown as Lhr | undefined;
        if (lhr && !lhr.runtimeError) results.push(lhr);
        else console.log(`  Lighthouse run on ${path} failed (${lhr?.runtimeError?.code ?? 'no result'}), trying again`);
      }
      rows.push(scoresOf(path, results));
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
