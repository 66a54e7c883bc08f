/**
 * News and services saved through the admin API show to the next visitor at once (issue "publish →
 * visible"): in the public API, revalidated with the ETag a browser holds (no-cache, so never an
 * old answer kept without asking), and in the served HTML of the list and the item's own page,
 * though those pages were just rendered and kept in the server's page cache. The server render is
 * a fixture bundle that lists what the API answers it (its reads go to this app, as the real
 * shell's do), so the HTML shows exactly what the API did when the page was made.
 */
import { asSignedIn, signedInAs, type SignedIn } from '../admin-helper';
import { HTML, makeWebRoot, useWebApp } from './fake-web-root';
import { ssrLive, SSR_ON, writeBundle } from './ssr-fixtures';

/** `/nieuws` and `/diensten` list the API's titles and preachers; `/nieuws/<id>` and `/diensten/<id>` show the item's. */
const LISTING_BUNDLE = `'use strict';
exports.createRenderer = function createRenderer(host) {
  const read = async (path) => (await (await host.fetch(path)).json()).data;
  const item = (path, pick) => read(path).then((data) => '<h1>' + pick(data) + '</h1>');
  const list = (path, pick) => read(path).then((data) => '<ol>' + data.map((d) => '<li>' + pick(d) + '</li>').join('') + '</ol>');
  return {
    async warm() {},
    async refresh() {},
    async render(request) {
      const url = new URL(request.url, 'http://x');
      const [, kind, id] = url.pathname.split('/');
      const title = (n) => n.title;
      const preacher = (s) => s.preacher;
      let main;
      if (kind === 'nieuws') main = id ? await item('/api/news/' + id, title) : await list('/api/news?page=1&pageSize=10', title);
      else if (kind === 'diensten') main = id ? await item('/api/services/' + id, preacher) : await list('/api/services?from=2026-11-23&pageSize=10', preacher);
      else return { status: 'skip', reason: 'not listed here' };
      return { status: 'ok', html: '<main>' + main + '</main>', styles: '', state: { queries: {} }, versions: {}, shellBuild: 'shell-lists', clientOnly: [], ms: 1 };
    },
  };
};
`;

/** What the server render put in a page's <main>. */
const mainIn = (html: string) => /<main>(.*?)<\/main>/s.exec(html)?.[1] ?? '';

const ARTICLE = { body: '<p>Iedereen is welkom.</p>', excerpt: '', author: 'Taakgroep Eredienst', date: '2026-11-23', time: '20:00' };
const SERVICE = { date: '2026-11-29', time: '10:00', church: 'druten', preacher: 'ds. Van Dam', streamed: false };

describe('a save in the editing app, seen by the next visitor', () => {
  // Each app starts an SSR worker (tsx compiles it): slow on a busy machine, a safety net only.
  jest.setTimeout(30_000);
  const web = useWebApp(() => {
    const root = makeWebRoot();
    writeBundle(root, LISTING_BUNDLE);
    return root;
  }, SSR_ON);
  const get = (url: string) => web.app().inject({ url, headers: HTML });
  const mainOf = async (url: string) => mainIn((await get(url)).body);
  let editor: SignedIn;
  beforeEach(async () => {
    await ssrLive(web.app());
    editor = await signedInAs(web.app(), 'redacteur');
  });

  const admin = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
    web.app().inject({ method, url, payload, headers: asSignedIn(editor, headers) });

  /** The page twice: rendered, then served from the page cache (so a later answer must have passed it by). */
  async function cached(path: string) {
    const first = await get(path);
    const again = await get(path);
    expect(again.headers['server-timing']).toMatch(/cache;desc=hit/);
    expect(again.body).toBe(first.body);
    return mainIn(first.body);
  }

  it('shows a new article in /api/news, the HTML of /nieuws and its own page at once', async () => {
    const list = await web.app().inject({ url: '/api/news?page=1&pageSize=10' });
    expect(list.headers['cache-control']).toBe('public, no-cache');
    expect(await cached('/nieuws')).not.toContain('Zangavond in Horssen');

    const created = await admin('POST', '/api/admin/news', { ...ARTICLE, title: 'Zangavond in Horssen' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data as { id: number };

    const revalidated = await web.app().inject({ url: '/api/news?page=1&pageSize=10', headers: { 'if-none-match': String(list.headers.etag) } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json().data[0].title).toBe('Zangavond in Horssen');
    expect(await mainOf('/nieuws')).toContain('<li>Zangavond in Horssen</li>');
    expect(await mainOf(`/nieuws/${id}`)).toContain('<h1>Zangavond in Horssen</h1>');
  });

  it('shows a changed article and a changed service in the API and in the HTML of their list and own page at once', async () => {
    const article = (await admin('POST', '/api/admin/news', { ...ARTICLE, title: 'Zangavond in Horssen' })).json().data as { id: number };
    const service = (await admin('POST', '/api/admin/services', SERVICE)).json().data as { id: number };
    const before = {
      news: await web.app().inject({ url: `/api/news/${article.id}` }),
      services: await web.app().inject({ url: '/api/services?from=2026-11-23&pageSize=10' }),
    };
    for (const path of ['/nieuws', `/nieuws/${article.id}`, '/diensten', `/diensten/${service.id}`]) await cached(path);

    expect((await admin('PUT', `/api/admin/news/${article.id}`, { ...ARTICLE, title: 'Zangavond in Horssen gaat door' }, { 'if-match': '"1"' })).statusCode).toBe(200);
    expect((await admin('PUT', `/api/admin/services/${service.id}`, { ...SERVICE, preacher: 'ds. De Wit' }, { 'if-match': '"1"' })).statusCode).toBe(200);

    const news = await web.app().inject({ url: `/api/news/${article.id}`, headers: { 'if-none-match': String(before.news.headers.etag) } });
    expect([news.statusCode, news.json().data.title]).toEqual([200, 'Zangavond in Horssen gaat door']);
    const services = await web.app().inject({ url: '/api/services?from=2026-11-23&pageSize=10', headers: { 'if-none-match': String(before.services.headers.etag) } });
    expect(services.statusCode).toBe(200);
    expect(services.json().data.map((s: { preacher: string }) => s.preacher)).toContain('ds. De Wit');
    expect(await mainOf('/nieuws')).toContain('<li>Zangavond in Horssen gaat door</li>');
    expect(await mainOf(`/nieuws/${article.id}`)).toContain('<h1>Zangavond in Horssen gaat door</h1>');
    expect(await mainOf('/diensten')).toContain('<li>ds. De Wit</li>');
    expect(await mainOf(`/diensten/${service.id}`)).toContain('<h1>ds. De Wit</h1>');
  });
});
