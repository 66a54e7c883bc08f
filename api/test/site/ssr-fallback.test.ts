/**
 * Whatever the server render does, a visitor gets a page: a render that throws, skips or runs past
 * SSR_BUDGET_MS gives the page's last good render, or else the shell's index.html with the page's
 * head and initial data (the browser renders it), with status 200; a worker stuck in a loop is
 * replaced while the API keeps answering, so the next page is rendered again.
 */
import { once } from 'node:events';

import { FIRST_RENDER_BUDGET_MS } from '../../src/site/page-cache';
import { INPUT_RENDER_BUDGET_MS } from '../../src/site/site-html';
import { VALID_CONTACT } from '../contact-message';
import { HTML } from './fake-web-root';
import { poolOf, ssrLive, useSsrWebApp } from './ssr-fixtures';

/** The shell alone: its empty root for the browser to render, with the page's head and initial data. */
const isShellOnly = (body: string) => body.includes('<div id=root></div>') && body.includes('id="kerk-initial-data"') && !body.includes('data-ssr');

describe('server render fallbacks', () => {
  const { web, get } = useSsrWebApp();

  it('serves the shell alone with 200 when the render throws, and keeps no copy of it', async () => {
    await ssrLive(web.app());
    const res = await get('/contact?fout=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toMatch(/^ssr;dur=\d+;desc=error$/);
    expect(isShellOnly(res.body)).toBe(true);
    expect((await get('/contact?fout=1')).headers['server-timing']).not.toContain('cache;desc=hit');
  });

  it('serves the shell alone when the bundle skips a page', async () => {
    await ssrLive(web.app());
    const res = await get('/onze-kerken');
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toMatch(/desc=skip$/);
    expect(isShellOnly(res.body)).toBe(true);
  });

  it('serves the shell alone past the budget, replaces the stuck worker, and renders the next page', async () => {
    const app = await web.rebuild({ ssrBudgetMs: 1000 });
    const stuck = await ssrLive(app);
    const replaced = once(poolOf(app), 'live');
    const res = await get('/agenda?stuck=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toMatch(/desc=timeout$/);
    expect(isShellOnly(res.body)).toBe(true);
    // The API still answers while the worker loops.
    expect((await app.inject({ url: '/api/setting' })).statusCode).toBe(200);
    const [generation] = (await replaced) as [number];
    expect(generation).toBeGreaterThan(stuck);
    const next = await get('/agenda');
    expect(next.headers['server-timing']).toMatch(/desc=ok(, |$)/);
    expect(next.body).toContain('<div id="root" data-ssr="shell-v1">');
  });

  it("logs a module's render error the bundle reports (its id and stack) in the API's log, and still serves the page", async () => {
    const app = web.app();
    await ssrLive(app);
    const warn = jest.spyOn(app.log, 'warn');
    try {
      const res = await get('/agenda?kapot=1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['server-timing']).toMatch(/desc=ok(, |$)/);
      expect(warn).toHaveBeenCalledWith({ error: 'Error: kapot\n    at NewsPage (news-page.tsx:12:9)' }, 'mf_content/NewsPage threw while rendering on the server');
    } finally {
      warn.mockRestore();
    }
  });

  it('renders the not-found page on the server for an unknown path, with 404', async () => {
    await ssrLive(web.app());
    const res = await get('/bestaat-niet');
    expect(res.statusCode).toBe(404);
    expect(res.headers['server-timing']).toMatch(/^ssr;dur=\d+;desc=ok/);
    expect(res.body).toContain('data-ssr');
  });

  it("gives a page's first render (no render of it to stand in) FIRST_RENDER_BUDGET_MS, past the visitor's budget: the page, not the shell alone", async () => {
    const slow = await web.rebuild({ ssrBudgetMs: 300, ssrTest: { fail: [], delayMs: { '*': 800 } } });
    await ssrLive(slow);
    expect(FIRST_RENDER_BUDGET_MS).toBeGreaterThan(800 + 300);
    const first = await slow.inject({ url: '/agenda', headers: HTML });
    expect(first.headers['server-timing']).toMatch(/^ssr;dur=\d+;desc=ok(, |$)/);
    expect(first.body).toContain('<div id="root" data-ssr="shell-v1">');
  });

  it("gives a refused contact post (a visitor's input, never cached) INPUT_RENDER_BUDGET_MS: without JavaScript the form with the input, not the shell alone", async () => {
    const slow = await web.rebuild({ ssrBudgetMs: 300, ssrTest: { fail: [], delayMs: { '*': FIRST_RENDER_BUDGET_MS + 500 } } });
    await ssrLive(slow);
    expect(INPUT_RENDER_BUDGET_MS).toBeGreaterThan(FIRST_RENDER_BUDGET_MS + 500 + 300);
    const body = new URLSearchParams({ ...VALID_CONTACT, email: 'anna.example.org' }).toString();
    const res = await slow.inject({ method: 'POST', url: '/contact', payload: body, headers: { ...HTML, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(400);
    expect(isShellOnly(res.body)).toBe(false);
    expect(res.body).toContain('<div id="root" data-ssr="shell-v1">');
  });

  it('honours the test hooks: SSR_DELAY holds each render back, SSR_FAIL refuses a remote\'s files', async () => {
    // Later than even a page's first render may take (FIRST_RENDER_BUDGET_MS, page-cache.ts).
    const delayed = await web.rebuild({ ssrBudgetMs: 500, ssrTest: { fail: [], delayMs: { '*': FIRST_RENDER_BUDGET_MS + 500 } } });
    await ssrLive(delayed);
    const late = await delayed.inject({ url: '/agenda', headers: HTML });
    expect(late.headers['server-timing']).toMatch(/desc=timeout$/);
    expect(isShellOnly(late.body)).toBe(true);
    const failing = await web.rebuild({ ssrTest: { fail: ['mf_agenda'], delayMs: {} } });
    await ssrLive(failing);
    const res = await failing.inject({ url: '/zoeken', headers: HTML });
    expect(res.body).toContain(' refused=SSR_FAIL: http://127.0.0.1:8080/mf-agenda/mf-manifest.json refused (test hook)');
  });

  it('gives the bundle every remote as an absolute manifest URL the API reaches, and the public API base', async () => {
    const app = await web.rebuild({ remoteUrls: { 'mf-content': 'https://cdn.example.nl/mf-content/mf-manifest.json' }, remoteSsrUrls: { 'mf-agenda': 'http://mf-agenda/mf-manifest.json' }, ssrTest: { fail: ['mf_agenda'], delayMs: {} } });
    await ssrLive(app);
    const res = await app.inject({ url: '/zoeken', headers: HTML });
    expect(res.body).toContain(' remotes=mf_content@https://cdn.example.nl/mf-content/mf-manifest.json,mf_agenda@http://mf-agenda/mf-manifest.json,mf_community@http://127.0.0.1:8080/mf-community/mf-manifest.json,');
    expect(res.body).toContain(' apiUrl=/api ');
  });
});
