/**
 * A new page is a row in the kit's site map (README "Adding a page"): with one row added, the server
 * answers its path with the shell and that page's head, lists it in sitemap.xml and titles its first
 * view's breadcrumb, with no edit of its own.
 */
import type * as FakeWebRoot from './fake-web-root';

const KERKBALANS = { path: '/kerkbalans', remote: 'mf-content', expose: 'KerkbalansPage', name: 'Kerkbalans', kind: 'page', page: 'kerkbalans', crumb: 'name', menu: true };

// The site map's data file, with the row added as a developer would add it; the app is loaded after.
const routesFile = require.resolve('@kerk/kit/site-map').replace(/index\.ts$/, 'routes.ts');
jest.doMock(routesFile, () => {
  const actual = jest.requireActual(routesFile);
  return { ...actual, ROUTES: { ...actual.ROUTES, kerkbalans: KERKBALANS } };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock, so it reads the changed site map
const { useWebApp } = require('./fake-web-root') as typeof FakeWebRoot;

describe('a page added as one site-map row', () => {
  const web = useWebApp();
  const get = (url: string) => web.app().inject({ url, headers: { host: 'kerk.example.nl', accept: 'text/html' } });

  it('is answered with 200, its name as the title, its page-store page in the initial data', async () => {
    const res = await get('/kerkbalans');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Kerkbalans | ');
    // Its page-store page goes along for the store (the breadcrumbs are the shell's: site map).
    expect(res.body).toContain('"pages":{"kerkbalans":{');
  });

  it('is listed in sitemap.xml', async () => {
    expect((await get('/sitemap.xml')).body).toContain('<loc>http://kerk.example.nl/kerkbalans</loc>');
  });

  it('leaves other unknown paths a 404', async () => {
    expect((await get('/kerkbalans-oud')).statusCode).toBe(404);
  });
});
