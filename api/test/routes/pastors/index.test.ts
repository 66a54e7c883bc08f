import { useApp } from '../../helper';
import { pngDimensions } from '../../test-png';

type Summary = { id: number; name: string; slug: string; photo: string; biography?: string };

describe('GET /api/pastors', () => {
  const app = useApp();

  it('answers the team without biographies, with portrait URLs and list meta', async () => {
    const res = await app().inject({ url: '/api/pastors' });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json() as { data: Summary[]; meta: unknown };
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(meta).toEqual({ page: 1, pageSize: 50, total: data.length });
    expect(data[0]).toEqual({
      id: expect.any(Number),
      name: 'ds. Marieke van den Berg',
      slug: 'ds-marieke-van-den-berg',
      role: 'Predikant',
      areas: ['beuningen', 'wijchen'],
      email: 'm.vandenberg@pgmaasenwaal.nl',
      phone: '024 123 12 41',
      photo: `/api/pastors/${data[0]!.id}/photo`,
      photoAlt: expect.stringContaining('Marieke van den Berg'),
      summary: expect.stringContaining('Beuningen'),
      // The drawing: no photo from the library chosen.
      picture: null,
    });
    for (const pastor of data) expect(pastor).not.toHaveProperty('biography');
  });
});

describe('GET /api/pastors/{id}', () => {
  const app = useApp();

  it('answers one member with the sanitized biography', async () => {
    const [first] = (await app().inject({ url: '/api/pastors' })).json().data as Summary[];
    const res = await app().inject({ url: `/api/pastors/${first!.id}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ ...first, biography: expect.stringMatching(/^<p>Marieke van den Berg/) });
  });

  it("answers 404 'Teamlid niet gevonden' for an unknown id", async () => {
    const res = await app().inject({ url: '/api/pastors/4242' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Teamlid niet gevonden' });
  });

  it("answers 400 'Id is niet juist' for a non-numeric id", async () => {
    const res = await app().inject({ url: '/api/pastors/marieke' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', message: 'Id is niet juist' });
  });

  it('serves the portrait as SVG', async () => {
    const [first] = (await app().inject({ url: '/api/pastors' })).json().data as Summary[];
    const res = await app().inject({ url: first!.photo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect((await app().inject({ url: '/api/pastors/4242/photo' })).statusCode).toBe(404);
  });

  it('serves the portrait as a 600 × 600 PNG for link previews, and a JSON 404 for an unknown member', async () => {
    const [first] = (await app().inject({ url: '/api/pastors' })).json().data as Summary[];
    const res = await app().inject({ url: `${first!.photo}.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngDimensions(res.rawPayload)).toEqual({ width: 600, height: 600 });
    const missing = await app().inject({ url: '/api/pastors/4242/photo.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'Teamlid niet gevonden' });
  });

  it('is documented in the OpenAPI description', async () => {
    const spec = (await app().inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/pastors', '/api/pastors/{id}', '/api/pastors/{id}/photo', '/api/pastors/{id}/photo.png']),
    );
  });
});
