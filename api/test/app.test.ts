import { build, useApp } from './helper';

describe('app: errors', () => {
  const app = useApp();

  function addTestRoutes() {
    // Test-only routes: the contact form's POST does not exist yet, the error handler must already hold.
    app().post(
      '/api/test-echo',
      {
        schema: {
          body: {
            type: 'object',
            required: ['name', 'email'],
            properties: { name: { type: 'string', minLength: 2, maxLength: 5 }, email: { type: 'string', pattern: '^\\S+@\\S+$' } },
          },
        },
      },
      async (request) => request.body,
    );
    app().get('/api/test-crash', async () => {
      throw new Error('SQLITE_CORRUPT: secret internal detail');
    });
  }

  it('answers JSON 404 { code, message } for an unknown /api path', async () => {
    const res = await app().inject({ url: '/api/does-not-exist', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Niet gevonden' });
  });

  it('answers JSON 404 for an unknown path outside /api when the site is not served', async () => {
    const res = await app().inject({ url: '/gemeente/kerkenraad', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers 400 JSON for a malformed JSON body', async () => {
    addTestRoutes();
    const res = await app().inject({ method: 'POST', url: '/api/test-echo', headers: { 'content-type': 'application/json' }, payload: '{"name": "Jan",' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 'bad_request', message: 'De inhoud van het verzoek is geen geldige JSON' });
  });

  it.each([
    [{ email: 'a@b' }, 'Naam is verplicht', 'name'],
    [{ name: 'J', email: 'a@b' }, 'Naam moet minimaal 2 tekens bevatten', 'name'],
    [{ name: 'Johannes', email: 'a@b' }, 'Naam mag maximaal 5 tekens bevatten', 'name'],
    [{ name: 'Jan', email: 'geen-apenstaartje' }, 'E-mail is niet juist', 'email'],
  ])('answers a Dutch validation message for %j', async (payload, message, field) => {
    addTestRoutes();
    const res = await app().inject({ method: 'POST', url: '/api/test-echo', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'bad_request', message, fields: { [field]: message } });
  });

  it('hides the details of a 5xx and answers a generic Dutch message', async () => {
    addTestRoutes();
    const res = await app().inject({ url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: 'Er is een onverwachte fout opgetreden' });
    expect(res.body).not.toContain('secret');
  });

  it('sets security headers on API answers', async () => {
    const res = await app().inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('app: OpenAPI', () => {
  const app = useApp();

  it('documents every API route with its error responses', async () => {
    const res = await app().inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/page', '/api/page/footer', '/api/setting']));
    expect(Object.keys(spec.paths['/api/page'].get.responses).sort()).toEqual(['200', '400', '404', '429', '500']);
    expect(spec.paths['/api/health'].get.responses['503']).toBeDefined();
  });

  it('lists only /api paths, each operation with a 400 and a 500 error schema', async () => {
    const spec = (await app().inject({ url: '/api/docs/json' })).json();
    for (const [path, operations] of Object.entries<Record<string, { responses: Record<string, unknown> }>>(spec.paths)) {
      expect(path).toMatch(/^\/api\//);
      for (const operation of Object.values(operations)) {
        expect(operation.responses).toHaveProperty('400');
        expect(operation.responses).toHaveProperty('500');
      }
    }
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await app().inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('app: rate limit', () => {
  it('answers 429 { code, message } in Dutch once a client exceeds the limit on /api', async () => {
    const app = build({ config: { rateLimitMax: 2 } });
    try {
      await app.inject({ url: '/api/health' });
      await app.inject({ url: '/api/health' });
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ code: 'too_many_requests', message: expect.stringMatching(/^Te veel verzoeken/) });
    } finally {
      await app.close();
    }
  });
});
