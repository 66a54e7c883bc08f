/**
 * `npm run bench` measures each Lighthouse run in a browser of its own (new process, new empty
 * profile), as a first visit and PageSpeed see a page, after the server has settled the page (no
 * render of it beside the browser), and reports the median of the runs.
 */
import { benchPages, measurePage, scoresOf, type Browser, type Lhr, type LighthouseDeps } from '../bench/lighthouse';

const lhr = (performance: number, tbtMs: number, benchmarkIndex = 1500): Lhr => ({
  categories: { performance: { score: performance / 100 }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: 1 } },
  audits: { 'largest-contentful-paint': { numericValue: 1000 }, 'total-blocking-time': { numericValue: tbtMs }, 'cumulative-layout-shift': { numericValue: 0 } },
  environment: { benchmarkIndex },
});

function fakeDeps(results: Array<Lhr | undefined>) {
  const events: string[] = [];
  const lines: string[] = [];
  let started = 0;
  const deps: LighthouseDeps = {
    settle: async (url) => void events.push(`settle ${url}`),
    launch: async (): Promise<Browser> => {
      started += 1;
      const id = started;
      events.push(`launch ${id}`);
      return { port: 9000 + id, kill: () => void events.push(`kill ${id}`) };
    },
    audit: async (url, port) => {
      events.push(`audit ${url} on ${port}`);
      return results.shift();
    },
    log: (line) => lines.push(line),
    loadAverage: () => 3.14,
  };
  return { deps, events, lines };
}

describe('Lighthouse runs', () => {
  it('settles the page on the server, then starts a new browser for every run and ends it before the next one starts', async () => {
    const { deps, events } = fakeDeps([lhr(90, 400), lhr(85, 600), lhr(92, 350)]);
    const runs = await measurePage('http://127.0.0.1:1/', '/', 3, deps);
    expect(runs).toHaveLength(3);
    expect(events).toEqual([
      'settle http://127.0.0.1:1/', 'launch 1', 'audit http://127.0.0.1:1/ on 9001', 'kill 1',
      'settle http://127.0.0.1:1/', 'launch 2', 'audit http://127.0.0.1:1/ on 9002', 'kill 2',
      'settle http://127.0.0.1:1/', 'launch 3', 'audit http://127.0.0.1:1/ on 9003', 'kill 3',
    ]);
  });

  it('prints every run, retries a failed one in a new browser, and ends the browser even when Lighthouse throws', async () => {
    const failed = { ...lhr(0, 0), runtimeError: { code: 'NO_NAVSTART', message: '' } };
    const { deps, events, lines } = fakeDeps([failed, lhr(88, 500)]);
    expect(await measurePage('http://x/', '/agenda', 1, deps)).toHaveLength(1);
    expect(events.filter((e) => e.startsWith('launch'))).toHaveLength(2);
    expect(lines).toEqual(['  Lighthouse run on /agenda failed (NO_NAVSTART), trying again', '  /agenda run 1: performance 88, LCP 1000 ms, TBT 500 ms, CLS 0.000, benchmarkIndex 1500, load 3.1']);

    const throwing = fakeDeps([]);
    throwing.deps.audit = async () => {
      throw new Error('protocol error');
    };
    await expect(measurePage('http://x/', '/', 1, throwing.deps)).rejects.toThrow('protocol error');
    expect(throwing.events).toEqual(['settle http://x/', 'launch 1', 'kill 1']);
  });

  it('reports the median of the runs', () => {
    expect(scoresOf('/', [lhr(90, 400), lhr(83, 700), lhr(92, 350)])).toMatchObject({ page: '/', performance: 90, tbtMs: 400, lcpMs: 1000, cls: 0 });
  });

  it("prints each run's benchmarkIndex (how fast the machine was) and reports its median next to the TBT", async () => {
    const { deps, lines } = fakeDeps([lhr(90, 400, 1180.6), lhr(83, 700, 940), lhr(92, 350, 1620)]);
    const runs = await measurePage('http://x/', '/', 3, deps);
    expect(lines).toEqual([
      '  / run 1: performance 90, LCP 1000 ms, TBT 400 ms, CLS 0.000, benchmarkIndex 1181, load 3.1',
      '  / run 2: performance 83, LCP 1000 ms, TBT 700 ms, CLS 0.000, benchmarkIndex 940, load 3.1',
      '  / run 3: performance 92, LCP 1000 ms, TBT 350 ms, CLS 0.000, benchmarkIndex 1620, load 3.1',
    ]);
    expect(scoresOf('/', runs)).toMatchObject({ tbtMs: 400, benchmarkIndex: 1180.6 });
  });
});

describe('BENCH_PAGES', () => {
  it('measures all four pages when unset or empty', () => {
    expect(benchPages(undefined)).toEqual(['home', 'article', 'agenda', 'contact']);
    expect(benchPages(' ')).toEqual(['home', 'article', 'agenda', 'contact']);
  });

  it("measures only the named pages, in the bench's order", () => {
    expect(benchPages('contact, article')).toEqual(['article', 'contact']);
  });

  it('refuses an unknown page name', () => {
    expect(() => benchPages('article,kontakt')).toThrow('BENCH_PAGES: unknown page kontakt');
  });
});
