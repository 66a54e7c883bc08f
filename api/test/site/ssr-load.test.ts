/**
 * The server render under load: once each page was rendered, 32 visitors at once over several
 * pages all get the server render, even when a page has aged and its next render is slower than
 * the budget (the cached page is served while a fresh one is made in the background), and no
 * worker is replaced because renders are slow (only a silent, hung worker is). Asserted through
 * Server-Timing and the pool's generation, never through how long anything took.
 */
import { startClockAt } from '../../src/lib/clock';
import { FRESH_MS, STALE_MS } from '../../src/site/page-cache';
import { poolOf, SLOW_FROM, ssrLive, useSsrWebApp } from './ssr-fixtures';
import { HTML } from './fake-web-root';
import { TEST_NOW } from '../setup-clock';

const PAGES = ['/', '/agenda', '/nieuws', '/gemeente', '/agenda?periode=week', '/diensten', '/agenda?periode=dag'];
const VISITORS = 32;

describe('server render under load', () => {
  const { web } = useSsrWebApp();
  afterEach(() => startClockAt(TEST_NOW));

  it('serves 32 concurrent visitors the server render, with no fallback and no worker replaced, when renders turn slower than the budget', async () => {
    startClockAt(TEST_NOW);
    const app = await web.rebuild({ ssrBudgetMs: 1000 });
    const generation = await ssrLive(app);
    const get = (url: string) => app.inject({ url, headers: HTML });
    for (const url of PAGES) expect([url, (await get(url)).headers['server-timing']]).toEqual([url, expect.stringMatching(/^ssr;dur=\d+;desc=ok/)]);

    // Every page has aged, and every render from now on takes longer than the budget (SLOW_MS). Neither
    // a step past a scheduled article's instant (a new data version) nor past STALE_MS: both are rendered anew.
    expect(Date.parse(SLOW_FROM) - Date.parse(TEST_NOW)).toBeGreaterThan(60_000);
    expect(Date.parse(SLOW_FROM) + FRESH_MS - Date.parse(TEST_NOW)).toBeLessThan(STALE_MS);
    startClockAt(Date.parse(SLOW_FROM) + FRESH_MS);
    const answers = await Promise.all(Array.from({ length: VISITORS }, (_, i) => get(PAGES[i % PAGES.length]!)));
    const timings = answers.map((res) => `${res.statusCode} ${String(res.headers['server-timing'])}`);
    expect(timings.filter((timing) => !/^200 ssr;dur=\d+;desc=ok/.test(timing))).toEqual([]);
    expect(answers.every((res) => res.body.includes('data-ssr="shell-v1"'))).toBe(true);

    // The background renders came in (slow, past the budget) and replaced the aged pages.
    const refreshed = await waitFor(async () => (await get('/agenda')).body.includes(`at ${SLOW_FROM.slice(0, 16)}`));
    expect(refreshed).toBe(true);
    expect(poolOf(app).generation).toBe(generation);
  });

  it("answers with the page's last good render, not the shell alone, when the render for new data comes late", async () => {
    startClockAt(TEST_NOW);
    const app = await web.rebuild({ ssrBudgetMs: 1000 });
    await ssrLive(app);
    const get = (url: string) => app.inject({ url, headers: HTML });
    const good = await get('/gemeente');
    expect(good.headers['server-timing']).toMatch(/^ssr;dur=\d+;desc=ok$/);
    await app.db.updateTable('settings').set({ title: 'Een nieuwe naam' }).execute();
    startClockAt(SLOW_FROM);
    const late = await get('/gemeente');
    expect(late.headers['server-timing']).toMatch(/^ssr;dur=\d+;desc=ok, cache;desc=stale$/);
    // Marked, so the browser asks for the new data once it has hydrated (the kit's applyInitialData).
    expect(good.body).toContain('<script type="application/json" id="kerk-initial-data">');
    expect(late.body).toBe(good.body.replace('id="kerk-initial-data">', 'id="kerk-initial-data" data-stale>'));
  });

  it('renders a page anew for the next visitor once the public data changed (a published edit shows at once)', async () => {
    const app = web.app();
    await ssrLive(app);
    const get = (url: string) => app.inject({ url, headers: HTML });
    expect((await get('/agenda')).headers['server-timing']).not.toContain('cache;desc=hit');
    expect((await get('/agenda')).headers['server-timing']).toContain('cache;desc=hit');
    await app.db.updateTable('settings').set({ title: 'Een nieuwe naam' }).execute();
    expect((await get('/agenda')).headers['server-timing']).not.toContain('cache;desc=hit');
  });
});

/** Asks `check` again (a few times, a tick apart) until it holds: for work the test started in the background. */
async function waitFor(check: () => Promise<boolean>, tries = 100): Promise<boolean> {
  for (let i = 0; i < tries; i += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
