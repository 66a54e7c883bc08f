import { useApp } from '../../helper';

describe('GET /api/health', () => {
  const app = useApp();

  it('answers ok for the service and the database, never cached', async () => {
    const res = await app().inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', db: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with { code, message } when the database does not answer', async () => {
    await app().ready();
    jest.spyOn(app().healthRepository, 'isDatabaseUp').mockResolvedValue(false);
    const res = await app().inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'service_unavailable', message: 'De database is niet bereikbaar' });
  });
});
