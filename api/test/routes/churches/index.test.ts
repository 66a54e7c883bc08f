import { build, useApp } from '../../helper';
import { pngDimensions } from '../../test-png';

describe('GET /api/churches', () => {
  const app = useApp();

  it('answers the seven churches with image URLs under the API base and list meta', async () => {
    const res = await app().inject({ url: '/api/churches' });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ page: 1, pageSize: 50, total: 7 });
    expect(data.map((c: { slug: string }) => c.slug)).toEqual(['beuningen', 'druten', 'wijchen', 'batenburg', 'horssen', 'bergharen', 'leur']);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      slug: 'beuningen',
      name: 'Dorpskerk Beuningen',
      address: 'Kerkstraat 10',
      zipcode: '6641 AB',
      city: 'Beuningen',
      description: expect.stringContaining('zondag'),
      accessibility: expect.stringContaining('ringleiding'),
      image: `/api/churches/${data[0].id}/image`,
      imageAlt: expect.stringContaining('Dorpskerk'),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      // The drawing: no photo from the library chosen.
      picture: null,
    });
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it('caps the page size and pages through the list', async () => {
    const res = await app().inject({ url: '/api/churches?page=2&pageSize=500' });
    expect(res.json().meta).toEqual({ page: 2, pageSize: 50, total: 7 });
    expect(res.json().data).toEqual([]);
  });

  it('builds image URLs on a configured absolute API_URL', async () => {
    await app().close();
    const other = build({ config: { apiUrl: 'https://api.example.nl/api/' } });
    const { data } = (await other.inject({ url: '/api/churches' })).json();
    expect(data[0].image).toBe(`https://api.example.nl/api/churches/${data[0].id}/image`);
    await other.close();
  });
});

describe('GET /api/churches/{id}', () => {
  const app = useApp();

  it('answers one church', async () => {
    const [first] = (await app().inject({ url: '/api/churches' })).json().data;
    const res = await app().inject({ url: `/api/churches/${first.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(first);
  });

  it("answers 404 'Kerk niet gevonden' for an unknown id", async () => {
    const res = await app().inject({ url: '/api/churches/9999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Kerk niet gevonden' });
  });

  it.each(['abc', '0', '1.5'])("answers 400 'Id is niet juist' for the id %s", async (id) => {
    const res = await app().inject({ url: `/api/churches/${id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', message: 'Id is niet juist' });
  });

  it('serves the drawing as SVG that cannot run scripts, and 404 for an unknown church', async () => {
    const [first] = (await app().inject({ url: '/api/churches' })).json().data;
    const res = await app().inject({ url: first.image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(res.body).not.toMatch(/<script/i);
    const missing = await app().inject({ url: '/api/churches/9999/image' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });

  it('serves the drawing as a 1200 × 750 PNG for link previews, and a JSON 404 for an unknown church', async () => {
    const [first] = (await app().inject({ url: '/api/churches' })).json().data;
    const res = await app().inject({ url: `${first.image}.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers.etag).toBeDefined();
    expect(pngDimensions(res.rawPayload)).toEqual({ width: 1200, height: 750 });
    const missing = await app().inject({ url: '/api/churches/9999/image.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'Kerk niet gevonden' });
  });

  it('answers a JSON 404 for the PNG of a church without a drawing', async () => {
    await app().ready();
    const [first] = (await app().inject({ url: '/api/churches' })).json().data;
    await app().db.updateTable('churches').set({ image: 'weg.svg' }).where('id', '=', first.id).execute();
    const res = await app().inject({ url: `/api/churches/${first.id}/image.png` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Afbeelding niet gevonden' });
  });

  it('is documented in the OpenAPI description', async () => {
    const spec = (await app().inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/churches', '/api/churches/{id}', '/api/churches/{id}/image', '/api/churches/{id}/image.png']),
    );
    expect(spec.paths['/api/churches/{id}'].get.responses).toHaveProperty('404');
  });
});
