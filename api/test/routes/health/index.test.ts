import { useApp } from '../../helper';
import { nowMs } from '../../../src/lib/clock';

const contact = { name: 'Jan', email: 'jan@example.org', subject: 'Vraag', message: 'Hoe laat begint de dienst?', contactType: 'algemeen' };

describe('GET /api/health', () => {
  const app = useApp();

  it('answers ok for the service and the database with an empty outbox, never cached', async () => {
    const res = await app().inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { status: 'ok', db: 'ok', outbox: { mailing: false, queued: 0, sending: 0, sent: 0, retry: 0, oldestUnsentAgeSeconds: null } },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reports waiting contact messages and how long the oldest has waited', async () => {
    await app().ready();
    await app().inject({ method: 'POST', url: '/api/contact', payload: contact });
    const stored = new Date(nowMs() - 90_000).toISOString();
    await app().db.updateTable('contact_messages').set({ created_at: stored }).execute();
    await app().inject({ method: 'POST', url: '/api/contact', payload: { ...contact, subject: 'Tweede vraag' } });
    const { outbox } = (await app().inject({ url: '/api/health' })).json().data;
    expect(outbox).toMatchObject({ queued: 2, sent: 0, retry: 0 });
    expect(outbox.oldestUnsentAgeSeconds).toBeGreaterThanOrEqual(90);
    expect(outbox.oldestUnsentAgeSeconds).toBeLessThan(120);
  });

  it('answers 503 with { code, message } when the database does not answer', async () => {
    await app().ready();
    jest.spyOn(app().healthRepository, 'isDatabaseUp').mockResolvedValue(false);
    const res = await app().inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'service_unavailable', message: 'De database is niet bereikbaar' });
  });

  it('answers 503 when the database goes away for real', async () => {
    await app().ready();
    await app().db.destroy();
    const res = await app().inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('service_unavailable');
  });
});
