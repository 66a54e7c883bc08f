/**
 * The first seconds after a start: a page asked for while the first SSR worker warms up waits for
 * it (up to the pool's warm-up wait) and is then rendered on the server with its whole budget, so the
 * first visitor of a fresh start gets the page itself, not the empty shell (ssr-generations.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { now, nowMs } from '../../src/lib/clock';
import { SsrGenerations } from '../../src/site/ssr/ssr-generations';
import { fixtureBundle } from './ssr-fixtures';

/** The fixture worker's warm-up: longer than the budget, so only a render that waits for it is ok. */
const WARM_MS = 2000;
const BUDGET_MS = 500;

jest.setTimeout(60_000);

describe('a page asked for while the first SSR worker warms up', () => {
  let dir = '';
  let pool: SsrGenerations | undefined;
  const start = (warmUpWaitMs: number) => {
    pool = new SsrGenerations({
      data: { remotes: [], apiUrl: '/api' },
      read: async () => ({ status: 404, headers: {}, body: '' }),
      budgetMs: BUDGET_MS,
      warmUpWaitMs,
      log: () => undefined,
    });
    pool.load({ file: path.join(dir, 'ssr.js') });
    return pool;
  };
  const render = (on: SsrGenerations) => on.render({ url: '/agenda', theme: 'light', now: now().toISOString(), initial: { settings: null, pages: {} } }, nowMs());

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-warm-up-'));
    fs.writeFileSync(path.join(dir, 'ssr.js'), fixtureBundle('v1', { warmMs: WARM_MS }));
  });
  afterEach(async () => pool?.close());
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('waits for the warm-up and renders the page, with its whole budget after it', async () => {
    const on = start(60_000);
    expect(on.ready).toBe(false);
    const outcome = await render(on);
    expect(outcome.desc).toBe('ok');
    expect(outcome.desc === 'ok' && outcome.result.html).toContain('<main data-label="v1">v1 /agenda');
    expect(outcome.ms).toBeGreaterThanOrEqual(WARM_MS);
  });

  it('waits no longer than the warm-up wait: then the browser renders the page', async () => {
    const outcome = await render(start(BUDGET_MS));
    expect(outcome).toMatchObject({ desc: 'timeout', reason: 'the SSR worker was still warming up' });
    expect(outcome.ms).toBeLessThan(WARM_MS);
  });
});
