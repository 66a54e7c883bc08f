import { useApp } from '../../helper';

describe('GET /api/page', () => {
  const app = useApp();

  it('answers the page with its meta data and ordered partials', async () => {
    const res = await app().inject({ url: '/api/page?name=contact' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'contact',
      metaTitle: 'Contact',
      metaDescription: expect.stringContaining('Neem contact op'),
      partials: expect.any(Array),
    });
    expect(data.partials.map((p: { name: string }) => p.name)).toEqual(['title', 'intro', 'content', 'success', 'failure']);
    expect(data.partials[0]).toEqual({ name: 'title', content: 'Contact' });
  });

  it.each([
    ['without a name', '/api/page'],
    ['with an empty name', '/api/page?name='],
  ])("answers 400 'Naam is verplicht' %s", async (_label, url) => {
    const res = await app().inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 'bad_request', message: 'Naam is verplicht', fields: { name: 'Naam is verplicht' } });
  });

  it("answers 400 'Naam is niet juist' for a name with forbidden characters", async () => {
    const res = await app().inject({ url: '/api/page?name=%3Cscript%3E' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', message: 'Naam is niet juist' });
  });

  it("answers 404 'Pagina niet gevonden' for an unknown page", async () => {
    const res = await app().inject({ url: '/api/page?name=does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Pagina niet gevonden' });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('sends a public Cache-Control that revalidates every time (texts edited in the app) and an ETag, and 304 when the ETag matches', async () => {
    const first = await app().inject({ url: '/api/page?name=index' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const second = await app().inject({ url: '/api/page?name=index', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const other = await app().inject({ url: '/api/page?name=privacy', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('compresses a large page for a client that accepts gzip', async () => {
    const res = await app().inject({ url: '/api/page?name=anbi', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('GET /api/page/footer', () => {
  const app = useApp();

  it('answers the footer partials, with `about` as HTML about the community', async () => {
    const res = await app().inject({ url: '/api/page/footer' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data)).toEqual(['partials']);
    const about = data.partials.find((p: { name: string }) => p.name === 'about');
    expect(about.content).toMatch(/^<p>.*Protestantse Gemeente Maas en Waal/s);
    expect(data.partials.map((p: { name: string }) => p.name)).toEqual(['about', 'other-links']);
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });
});
