import { configureApiBase, request } from './index';

const respond = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status < 300, status, statusText: 'Status', text: async () => JSON.stringify(body) }));

describe('request', () => {
  beforeEach(() => configureApiBase('/api'));

  it('sends a JSON content type on POST, PUT and PATCH with a body only', async () => {
    const fetchMock = respond(200, {});
    global.fetch = fetchMock as never;
    await request('/contact', { method: 'POST', body: { a: 1 } });
    await request('/x', { method: 'PUT', body: {} });
    await request('/page?name=index');
    await request('/admin/users/1', { method: 'PATCH', body: { role: 'redacteur' } });
    await request('/admin/session/renew', { method: 'POST' });
    const headers = fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers as Record<string, string>);
    expect(headers[0]!['Content-Type']).toBe('application/json');
    expect(headers[1]!['Content-Type']).toBe('application/json');
    expect(headers[2]!['Content-Type']).toBeUndefined();
    expect(headers[3]!['Content-Type']).toBe('application/json');
    expect(headers[4]!['Content-Type']).toBeUndefined();
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/contact');
  });

  it('asks fetch to keep a request alive past the page only when told to', async () => {
    const fetchMock = respond(200, {});
    global.fetch = fetchMock as never;
    await request('/admin/news/drafts/3', { method: 'PUT', body: {}, keepalive: true });
    await request('/admin/news/drafts/3', { method: 'PUT', body: {} });
    const inits = fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1]);
    expect(inits[0]!.keepalive).toBe(true);
    expect(inits[1]!.keepalive).toBeUndefined();
  });

  it('keeps arrays as arrays and objects as objects', async () => {
    global.fetch = respond(200, [1, 2]) as never;
    expect((await request('/a')).data).toEqual([1, 2]);
    global.fetch = respond(200, { data: { x: 1 } }) as never;
    expect((await request('/b')).data).toEqual({ data: { x: 1 } });
  });

  it("turns a thrown error into { code: 'error', message }", async () => {
    global.fetch = jest.fn(async () => {
      throw new Error('Failed to fetch');
    }) as never;
    expect(await request('/page')).toEqual({ error: { code: 'error', message: 'Failed to fetch' } });
  });

  it('only logs a warning for a failed response and passes the server error on', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = respond(404, { code: 'not_found', message: 'Pagina niet gevonden' }) as never;
    const result = await request('/page?name=x');
    expect(result.error).toEqual({ code: 'not_found', message: 'Pagina niet gevonden', status: 404 });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('uses the configured base URL', async () => {
    const fetchMock = respond(200, {});
    global.fetch = fetchMock as never;
    configureApiBase('https://api.example.test/v1/');
    await request('/setting');
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('https://api.example.test/v1/setting');
  });
});
