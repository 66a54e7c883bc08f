import { build, useApp } from '../../helper';
import { pngDimensions } from '../../test-png';

type Summary = { id: number; title: string; publishedAt: string; excerpt: string; image: string; imageAlt: string; author: string };

describe('GET /api/news', () => {
  const app = useApp();
  const list = async (query = '') => app().inject({ url: `/api/news${query}` });

  it('answers the first ten articles newest first, with paging meta and without the body', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json() as { data: Summary[]; meta: unknown };
    expect(meta).toEqual({ page: 1, pageSize: 10, total: 24 });
    expect(data).toHaveLength(10);
    const dates = data.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      title: 'Startzondag: samen het nieuwe seizoen in',
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      // The seed publishes at 09:00 in Amsterdam on the article's day.
      publishAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T0[78]:00:00\.000Z$/),
      excerpt: expect.stringContaining('nieuwe seizoen'),
      image: '/api/news/images/startzondag.svg',
      imageAlt: expect.stringMatching(/^Tekening van /),
      photo: null,
      author: 'Taakgroep Eredienst',
    });
    expect(data[0]).not.toHaveProperty('body');
  });

  it('pages through every article exactly once', async () => {
    const pages = await Promise.all([1, 2, 3].map(async (page) => (await list(`?page=${page}&pageSize=10`)).json().data as Summary[]));
    expect(pages.map((p) => p.length)).toEqual([10, 10, 4]);
    const ids = pages.flat().map((a) => a.id);
    expect(new Set(ids).size).toBe(24);
    expect(pages[0]![9]!.publishedAt >= pages[1]![0]!.publishedAt).toBe(true);
  });

  it('answers an empty page past the end, with the real total', async () => {
    const res = await list('?page=9&pageSize=10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], meta: { page: 9, pageSize: 10, total: 24 } });
  });

  it('caps the page size at 50', async () => {
    const res = await list('?pageSize=1000');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ page: 1, pageSize: 50, total: 24 });
    expect(res.json().data).toHaveLength(24);
  });

  it.each([
    ['page=0', 'Pagina is niet juist'],
    ['page=abc', 'Pagina is niet juist'],
    ['page=1.5', 'Pagina is niet juist'],
    ['pageSize=0', 'Aantal per pagina is niet juist'],
    ['pageSize=-5', 'Aantal per pagina is niet juist'],
  ])("answers 400 with a Dutch message for %s", async (query, message) => {
    const res = await list(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', message });
  });

  it('may be cached briefly by browsers and proxies', async () => {
    const res = await list();
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeDefined();
  });
});

describe('GET /api/news/{id}', () => {
  const app = useApp();

  it('answers the full article with its sanitized HTML body', async () => {
    const [first] = (await app().inject({ url: '/api/news?pageSize=1' })).json().data as Summary[];
    const res = await app().inject({ url: `/api/news/${first!.id}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ ...first, body: expect.stringMatching(/^<p>/) });
    // The seed's summaries are written by hand: the article shows them above its text.
    expect(data.summary).toBe(first!.excerpt);
    expect(data.body).toContain('<h2>Meedoen dit seizoen</h2>');
  });

  it("answers 404 'Nieuwsbericht niet gevonden' for an unknown id", async () => {
    const res = await app().inject({ url: '/api/news/99999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Nieuwsbericht niet gevonden' });
  });

  it.each(['abc', '0', '-1', '1.5'])("answers 400 'Id is niet juist' for id %s", async (id) => {
    const res = await app().inject({ url: `/api/news/${id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', message: 'Id is niet juist' });
  });
});

describe('GET /api/news/images/{file}', () => {
  const app = useApp();

  it('serves a shipped illustration as SVG that cannot run scripts', async () => {
    const res = await app().inject({ url: '/api/news/images/kaarsen.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const again = await app().inject({ url: '/api/news/images/kaarsen.svg', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 640 360"/);
  });

  it('serves every image the seeded articles refer to', async () => {
    const articles = (await app().inject({ url: '/api/news?pageSize=50' })).json().data as Summary[];
    for (const image of new Set(articles.map((a) => a.image))) {
      expect((await app().inject({ url: image })).statusCode).toBe(200);
    }
  });

  it("answers 404 for an unknown image and 400 for a name that tries to leave the folder", async () => {
    expect((await app().inject({ url: '/api/news/images/bestaat-niet.svg' })).statusCode).toBe(404);
    const escape = await app().inject({ url: '/api/news/images/..%2F..%2Fpackage.json' });
    expect(escape.statusCode).toBe(400);
    expect(escape.json()).toMatchObject({ code: 'bad_request', message: 'Bestandsnaam is niet juist' });
  });
});

describe('GET /api/news/images/{name}.png', () => {
  const app = useApp();

  it('serves the drawing as a 1200 × 675 PNG with an ETag, revalidated on every use', async () => {
    const res = await app().inject({ url: '/api/news/images/kaarsen.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(pngDimensions(res.rawPayload)).toEqual({ width: 1200, height: 675 });
  });

  it('answers 304 without a body to a matching If-None-Match, and the same bytes again', async () => {
    const first = await app().inject({ url: '/api/news/images/orgel.png' });
    const again = await app().inject({ url: '/api/news/images/orgel.png', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await app().inject({ url: '/api/news/images/orgel.png', headers: { 'if-none-match': '"iets-anders"' } });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers a JSON 404 for a name without a drawing, and 400 for another extension', async () => {
    const missing = await app().inject({ url: '/api/news/images/bestaat-niet.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'Afbeelding niet gevonden' });
    const gif = await app().inject({ url: '/api/news/images/kaarsen.gif' });
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toMatchObject({ code: 'bad_request', message: 'Bestandsnaam is niet juist' });
  });
});

describe('news image URLs', () => {
  it('live under the configured public API URL', async () => {
    const app = build({ config: { apiUrl: 'https://api.pgmaasenwaal.nl/api' } });
    try {
      const [first] = (await app.inject({ url: '/api/news?pageSize=1' })).json().data as Summary[];
      expect(first!.image).toBe('https://api.pgmaasenwaal.nl/api/news/images/startzondag.svg');
    } finally {
      await app.close();
    }
  });
});
