/**
 * The editing app (issue 15, the site map's `beheer` row): /beheer and every path below it answer
 * 200 with the shell, `robots noindex` and no preview tags worth indexing; sitemap.xml leaves it out.
 */
import { HTML, useWebApp } from './fake-web-root';

describe('/beheer', () => {
  const web = useWebApp();
  const get = (url: string) => web.app().inject({ url, headers: HTML });

  it.each(['/beheer', '/beheer/paginas', '/beheer/wachtwoord-vergeten'])('answers %s with 200, the title "Beheer" and robots noindex', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).toMatch(/<title>Beheer \| [^<]+<\/title>/);
    expect(head).toContain('<link rel="canonical" href="http://kerk.example.nl/beheer">');
  });

  it('writes noindex on no public page', async () => {
    for (const url of ['/', '/agenda', '/contact']) expect((await get(url)).body).not.toContain('name="robots"');
  });

  it('is not in sitemap.xml', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<loc>http://kerk.example.nl/agenda</loc>');
    expect(res.body).not.toContain('/beheer');
  });
});
