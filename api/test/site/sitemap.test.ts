import { findAll, parseXml, textOf } from '../test-xml';
import { useWebApp } from './fake-web-root';

describe('GET /sitemap.xml and /robots.txt', () => {
  const web = useWebApp();
  const app = () => web.app();
  const get = (url: string) => app().inject({ url, headers: { host: 'kerk.example.nl' } });

  const locs = async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urlset = findAll(parseXml(res.body), 'urlset')[0]!;
    expect(urlset.attributes?.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    return findAll(urlset, 'loc').map(textOf);
  };

  it('lists every page and every news article, service, event and team member as absolute URLs', async () => {
    const urls = await locs();
    await app().ready();
    const count = async (table: 'news' | 'services' | 'events' | 'pastors') =>
      Number((await app().db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const prefixed = (prefix: string) => urls.filter((u) => new RegExp(`^http://kerk\\.example\\.nl${prefix}\\d+(/[a-z0-9-]+)?$`).test(u)).length;
    expect(prefixed('/nieuws/')).toBe(await count('news'));
    expect(prefixed('/diensten/')).toBe(await count('services'));
    expect(prefixed('/evenement/')).toBe(await count('events'));
    expect(prefixed('/gemeente/pastoraal-team/')).toBe(await count('pastors'));
    for (const page of ['/', '/agenda', '/onze-kerken', '/gemeente/kerkenraad', '/gemeente/taakgroepen/taakgroep-vos', '/toegankelijkheid']) {
      expect(urls).toContain(`http://kerk.example.nl${page}`);
    }
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((u) => !u.includes(':id') && !u.includes(':slug'))).toBe(true);
  });

  it('lists only URLs the site answers with 200', async () => {
    const urls = await locs();
    const sample = [urls[0]!, ...urls.filter((u) => /\/(nieuws|evenement|diensten)\/\d+$|pastoraal-team\/\d+\//.test(u)).slice(0, 6)];
    for (const url of sample) expect((await get(new URL(url).pathname)).statusCode).toBe(200);
  });

  it('writes the date a news article was written as its lastmod', async () => {
    const res = await get('/sitemap.xml');
    const news = findAll(parseXml(res.body), 'url').find((u) => textOf(findAll(u, 'loc')[0]).includes('/nieuws/'))!;
    expect(textOf(findAll(news, 'lastmod')[0])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('uses PUBLIC_URL when it is set', async () => {
    await web.rebuild({ publicUrl: 'https://www.pgmaasenwaal.nl' });
    expect((await locs()).every((u) => u.startsWith('https://www.pgmaasenwaal.nl/'))).toBe(true);
  });

  it('robots.txt allows everything but the API (its drawings excepted) and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Allow: /api/news/images/', 'Sitemap: http://kerk.example.nl/sitemap.xml']));
  });
});
