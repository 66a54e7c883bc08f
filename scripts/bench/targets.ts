/**
 * The speed budget of issue 7 and the table `npm run bench` prints: each measured number next to
 * its target and whether it is met. Pure functions, so the verdicts are unit-tested.
 */

export interface PageScores {
  /** Label in the table, e.g. `/` or an article's path. */
  page: string;
  /** Lighthouse category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's `benchmarkIndex` (the machine's speed during the runs): TBT is judged at ≥ 1,000. */
  benchmarkIndex: number;
}

export interface HomeLoad {
  /** The scripts of the first load, until network idle. */
  jsGzipBytes: number;
  /**
   * Every script the home page loads, all remotes included (printed, no longer a budget): the first load, the
   * menu's remote entries prefetched after a second, and every widget's chunk once the visitor has
   * scrolled to the end. Undefined: not measured.
   */
  allJsGzipBytes?: number;
  requests: number;
  /**
   * What public pages asked of the editing app (issue 15: none), prefetches included: requests to
   * /mf-beheer/ and their bytes (headers and body). Undefined: not measured.
   */
  beheer?: { requests: number; bytes: number };
}

export interface ApiNumbers {
  /** /api/page req/s divided by the Fastify hello-world's req/s. */
  pageVsHello: number;
  pageP99Ms: number;
  /** p95 of one visitor asking more different searches than the search cache keeps (the search goal); undefined when not measured. */
  searchP95Ms?: number;
  /** Preview + save of a 200-row rooster import (issue 16); undefined when not measured. */
  roosterImportMs?: number;
}

export interface BudgetRow {
  measure: string;
  value: string;
  target: string;
  /** null: not measured in this run. */
  met: boolean | null;
}

const row = (measure: string, value: number | undefined, show: (n: number) => string, target: string, ok: (n: number) => boolean): BudgetRow =>
  value === undefined || Number.isNaN(value)
    ? { measure, value: 'not measured', target, met: null }
    : { measure, value: show(value), target, met: ok(value) };

const ms = (n: number) => `${Math.round(n)} ms`;
const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One row per budget line; missing parts (no Chromium, API bench skipped) say 'not measured'. */
export function budgetRows(pages: PageScores[] | null, home: HomeLoad | null, api: ApiNumbers | null, publish: Record<string, { maxMs: number }> | null = null): BudgetRow[] {
  const rows: BudgetRow[] = [];
  for (const p of pages ?? []) {
    rows.push(
      row(`${p.page} performance`, p.performance, String, '≥ 95', (n) => n >= 95),
      row(`${p.page} LCP`, p.lcpMs, seconds, '≤ 1.50 s', (n) => n <= 1500),
      row(`${p.page} TBT`, p.tbtMs, ms, '≤ 100 ms', (n) => n <= 100),
      // The TBT target holds on a machine at least this fast (Lighthouse's benchmarkIndex, median of the runs); below it the TBT says little.
      row(`${p.page} benchmarkIndex`, p.benchmarkIndex, (n) => String(Math.round(n)), '≥ 1000 (for TBT)', (n) => n >= 1000),
      row(`${p.page} CLS`, p.cls, (n) => n.toFixed(3), '≤ 0.02', (n) => n <= 0.02),
    );
  }
  if (!pages) rows.push(row('Lighthouse (/, article, /agenda, /contact)', undefined, String, 'see above', () => false));
  rows.push(
    // The JavaScript a first visitor's phone runs before it can answer a tap: the first load, until
    // network idle (issue 32; the 150 KB with every remote of issue 17 was withdrawn, that total is
    // printed with the home page's load above).
    row('home JS before the first interaction (gzip)', home?.jsGzipBytes, kb, '≤ 165 KB', (n) => n <= 165 * 1024),
    row('home requests', home?.requests, String, '≤ 25', (n) => n <= 25),
    row('mf-beheer on public pages', home?.beheer?.bytes, (n) => `${n} B, ${home!.beheer!.requests} requests`, '0 B, 0 requests', (n) => n === 0 && home!.beheer!.requests === 0),
    row('/api/page vs hello-world', api?.pageVsHello, (n) => `${n.toFixed(2)}×`, '≥ 0.5×', (n) => n >= 0.5),
    row('/api/page p99', api?.pageP99Ms, (n) => `${n.toFixed(2)} ms`, '≤ 10 ms', (n) => n <= 10),
    row('search p95 (uncached, one visitor)', api?.searchP95Ms, (n) => `${n.toFixed(2)} ms`, '≤ 20 ms', (n) => n <= 20),
    // Issues 15 and 16: a publish shows on the public site within 2 s, every run (the slowest one judged);
    // and in a tab already open once the visitor comes back to it or moves to another page.
    ...Object.entries(publish ?? { 'page/service/news': undefined }).map(([kind, timing]) => row(`publish → visible, ${kind} (slowest of 5)`, timing?.maxMs, ms, '≤ 2 s', (n) => n <= 2000)),
    row('rooster import, 200 rows', api?.roosterImportMs, (n) => `${n.toFixed(0)} ms`, '≤ 2 s', (n) => n <= 2000),
  );
  return rows;
}

/** A plain-text table; the last column says `yes`, `NO` or `–` (not measured). */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function formatBudget(rows: BudgetRow[]): string {
  return formatTable(
    ['measure', 'value', 'target', 'met'],
    rows.map((r) => [r.measure, r.value, r.target, r.met === null ? '–' : r.met ? 'yes' : 'NO']),
  );
}

/** The numbers after a table line's target: req/s, × hello, p50, p95, p99, errors. */
function numbersOf(line: string): number[] {
  const [, ...cells] = line.trim().split(/\s{2,}/);
  return cells.map((cell) => Number.parseFloat(cell));
}

/**
 * Reads `/api/page` and the uncached one-visitor search (`/api/search?q=<N in turn> [1 conn]`)
 * from the API bench's table (`target req/s ×hello p50 p95 p99 errors`); null when the page line
 * is not there, so a changed format shows 'not measured' instead of wrong numbers.
 */
export function parseApiBench(output: string): ApiNumbers | null {
  const lines = output.split('\n');
  const page = lines.find((l) => l.trimStart().startsWith('/api/page'));
  if (!page) return null;
  const [, ratio, , , p99] = numbersOf(page);
  if (ratio === undefined || p99 === undefined || Number.isNaN(ratio) || Number.isNaN(p99)) return null;
  const search = lines.find((l) => /^\s*\/api\/search\?q=<\d+ in turn> \[1 conn\]/.test(l));
  const searchP95Ms = search ? numbersOf(search)[3] : undefined;
  const rooster = /^rooster import of \d+ rows = (\d+) ms/m.exec(output);
  return {
    pageVsHello: ratio,
    pageP99Ms: p99,
    ...(searchP95Ms === undefined || Number.isNaN(searchP95Ms) ? {} : { searchP95Ms }),
    ...(rooster ? { roosterImportMs: Number(rooster[1]) } : {}),
  };
}
