/**
 * Server-side rendering (issue 17): the API runs the shell's server bundle in a worker and puts
 * its HTML, styles and store state into the page; the bundle's reads of the API go to the app
 * itself. The bundle here is a fixture (ssr-fixtures.ts) that implements the protocol.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';

import { TEST_NOW } from '../setup-clock';
import { HTML } from './fake-web-root';
import { initialDataOf, poolOf, ssrFile, ssrLive, useSsrWebApp } from './ssr-fixtures';

describe('server-side rendering', () => {
  const { web, get } = useSsrWebApp();

  it('puts the render into the root, marked with its shell build, and its styles into the head', async () => {
    await ssrLive(web.app());
    const res = await get('/agenda?weergave=week');
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toMatch(/^ssr;dur=\d+;desc=ok$/);
    expect(res.body).toContain('<div id="root" data-ssr="shell-v1"><main data-label="v1">v1 /agenda?weergave=week at ');
    expect(res.body).not.toContain('<div id=root></div>');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="k 1a2b">.k-1a2b{color:var(--k-text)}</style>');
    expect(head).toMatch(/<title>Agenda \|/);
  });

  it('says partial, never ok, when the render left a module to the browser, and names it', async () => {
    await ssrLive(web.app());
    const res = await get('/agenda?deels=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toMatch(/^ssr;dur=\d+;desc=partial, ssr-client;desc="mf_contact\/ContactPage"$/);
    expect(res.body).toContain('<div id="root" data-ssr="shell-v1">');
    expect(initialDataOf(res.body).ssr).toEqual({ versions: { mf_agenda: 'agenda-v1' }, clientOnly: ['mf_contact/ContactPage'] });
    // Kept (and tried again in the background a little later): the next visitor gets it from the cache.
    expect((await get('/agenda?deels=1')).headers['server-timing']).toMatch(/^ssr;dur=0;desc=partial, ssr-client;desc="mf_contact\/ContactPage", cache;desc=hit$/);
  });

  it('keeps a render per query (the remotes read any parameter), but not per tracking parameter', async () => {
    await ssrLive(web.app());
    expect((await get('/agenda?periode=week')).body).toContain('v1 /agenda?periode=week at ');
    expect((await get('/agenda?periode=dag')).body).toContain('v1 /agenda?periode=dag at ');
    // The same page as the one before: its cached render (made without the tracking parameter).
    const tracked = (await get('/agenda?utm_source=nieuwsbrief&periode=dag')).body;
    expect(tracked).toContain('v1 /agenda?periode=dag at ');
    expect(tracked).not.toContain('utm_source');
  });

  it('adds the store state, render time and versions to #kerk-initial-data next to the settings', async () => {
    await ssrLive(web.app());
    const { body } = await get('/agenda');
    const data = initialDataOf(body);
    expect(data.api).toEqual({ queries: { 'getThing(undefined)': { status: 'fulfilled', data: 'v1' } } });
    // The render's clock is the API's one clock (started at TEST_NOW), the instant the page says it was rendered at.
    expect(body).toContain(` at ${data.renderedAt as string} `);
    expect(Date.parse(data.renderedAt as string) - Date.parse(TEST_NOW)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(data.renderedAt as string) - Date.parse(TEST_NOW)).toBeLessThan(10 * 60_000);
    expect(data.ssr).toEqual({ versions: { mf_agenda: 'agenda-v1' }, clientOnly: [] });
    expect(data.settings).toMatchObject({ title: expect.any(String) });
  });

  it('starts the worker once the server listens (its warm-up loads the remotes from this server)', async () => {
    const app = await web.rebuild({});
    await app.ready();
    const pool = poolOf(app);
    // No worker yet: a render before the server listens answers at once that there is none.
    const before = await pool.render({ url: '/agenda', theme: 'light', now: TEST_NOW, initial: { settings: null, pages: null } }, Date.parse(TEST_NOW));
    expect(before.desc).toBe('off');
    const live = once(pool, 'live');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const [generation] = (await live) as [number];
    expect(generation).toBe(1);
  });

  it('says it is ready (/api/health/ready) only once the first worker is warm', async () => {
    const app = await web.rebuild({});
    await app.ready();
    const ready = () => app.inject({ url: '/api/health/ready' });
    // Not listening yet: the bundle has not even been looked for.
    const before = await ready();
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({ code: 'service_unavailable', message: 'De server warmt nog op' });
    const live = once(poolOf(app), 'live');
    await app.listen({ port: 0, host: '127.0.0.1' });
    await live;
    const after = await ready();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ data: { status: 'ready' } });
  });

  it('is ready at once with SSR_ENABLED=0 (nothing to warm)', async () => {
    const off = await web.rebuild({ ssrEnabled: false });
    expect((await off.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('gives the bundle no environment variables', async () => {
    await ssrLive(web.app());
    expect((await get('/nieuws')).body).toContain(' env=0 ');
  });

  it("answers the bundle's relative /api/ reads from the app itself", async () => {
    await ssrLive(web.app());
    const setting = await web.app().inject({ url: '/api/setting' });
    const res = await get('/gemeente');
    expect(res.headers['server-timing']).toContain('desc=ok');
    expect(res.body).toContain(` api=200:${setting.body}</main>`);
  });

  it('counts those reads against no rate limit: they are the page request', async () => {
    const app = await web.rebuild({ rateLimitMax: 1 });
    await ssrLive(app);
    // Three pages (not cached), three reads of /api/setting: one more than the limit would allow a visitor.
    for (const url of ['/gemeente', '/gemeente/taakgroepen', '/gemeente/taakgroepen/taakgroep-vos']) expect((await get(url)).body).toContain(' api=200:');
  });

  it('serves a page again from the page cache, saying so in Server-Timing', async () => {
    await ssrLive(web.app());
    const first = await get('/agenda');
    const second = await get('/agenda');
    expect(second.body).toBe(first.body);
    expect(second.headers['server-timing']).toBe('ssr;dur=0;desc=ok, cache;desc=hit');
  });

  it('sends a page from the page cache compressed, in the visitor\'s theme, the same page as the first answer', async () => {
    const app = web.app();
    await ssrLive(app);
    const ask = (cookie?: string) => app.inject({ url: '/agenda?periode=maand', headers: { ...HTML, 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) } });
    const first = await ask();
    const kept = await ask();
    expect(kept.headers['server-timing']).toContain('cache;desc=hit');
    expect([kept.headers['content-encoding'], kept.headers.vary]).toEqual(['gzip', 'Cookie, Accept-Encoding']);
    expect(gunzipSync(kept.rawPayload).toString()).toBe(first.headers['content-encoding'] === 'gzip' ? gunzipSync(first.rawPayload).toString() : first.body);
    const dark = await ask('theme=dark');
    expect(gunzipSync(dark.rawPayload).toString()).toContain('<html data-theme="dark" lang=nl>');
  });

  it('serves today\'s page, byte for byte, with SSR_ENABLED=0', async () => {
    const off = await web.rebuild({ ssrEnabled: false });
    const withSsrOff = await off.inject({ url: '/nieuws', headers: HTML });
    expect(withSsrOff.headers['server-timing']).toBe('ssr;dur=0;desc=off');
    expect(off.ssrHost).toBeNull();
    // Today's page: the same app without any ssr.js.
    const code = fs.readFileSync(ssrFile(web.root()));
    fs.rmSync(ssrFile(web.root()));
    try {
      const without = await web.rebuild({});
      const today = await without.inject({ url: '/nieuws', headers: HTML });
      expect(today.headers['server-timing']).toBe('ssr;dur=0;desc=off');
      expect(withSsrOff.body).toBe(today.body);
      expect(today.body).toContain('<div id=root></div>');
    } finally {
      fs.writeFileSync(ssrFile(web.root()), code);
    }
  });
});
