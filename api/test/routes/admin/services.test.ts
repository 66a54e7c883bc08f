/**
 * /api/admin/services (issue 16): an editor adds, changes, copies, deletes and restores services.
 * Each save is a revision; a stale If-Match is a 409 naming who and when; a new service in the past
 * is a warning to confirm; links must be https to kerkdienstgemist.nl or YouTube. What is saved
 * shows in the public API and search at once, a deleted service's URL answers 404 at once, and the
 * Prullenbak keeps it for 30 days by the one clock.
 */

import { startClockAt } from '../../../src/lib/clock';
import { signIn } from '../../admin-helper';
import { useEditors } from '../../admin-editors';

const NOW = '2026-11-25T09:00:00Z';

const SERVICE = {
  date: '2026-12-06',
  time: '10:00',
  church: 'druten',
  preacher: 'ds. Hanna Verbeek-Zuidhoek',
  season: 'Tweede Advent',
  collections: ['Kerk in Actie', 'Diaconie'],
  streamed: true,
  streamUrl: 'https://kerkdienstgemist.nl/stations/1234',
  recordingUrl: '',
};

describe('/api/admin/services', () => {
  const ed = useEditors('/api/admin/services', NOW);
  const { call } = ed;

  const create = async (fields: object = SERVICE, session = ed.redacteur) => {
    const res = await call(session, 'POST', '', fields);
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    return res.json().data as { id: number; version: number } & typeof SERVICE;
  };

  const search = async (q: string) => (await ed.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` })).json().data as { type: string; id: number }[];

  it('creates a service that shows in the public API and in search at once, audited', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...SERVICE, churchName: 'De Ark', version: 1, updatedBy: 'anna@example.org', startsAt: '2026-12-06T09:00:00.000Z' });
    const pub = await ed.app.inject({ url: `/api/services/${created.id}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toMatchObject({ preacher: SERVICE.preacher, streamed: true, streamUrl: SERVICE.streamUrl });
    expect(await search('Verbeek-Zuidhoek')).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'service', id: created.id })]));
    const audit = (await ed.app.inject({ url: '/api/admin/audit', headers: { cookie: ed.koster.cookie } })).json().data;
    expect(audit[0]).toMatchObject({ action: 'service_created', actor: 'anna@example.org', subject: expect.stringMatching(/Druten/) });
  });

  it('answers Dutch messages per field, and a past date for a new service is a warning to confirm', async () => {
    const bad = await call(ed.redacteur, 'POST', '', { ...SERVICE, date: '', time: '25:00', church: 'nergens', streamUrl: 'http://example.org/live', recordingUrl: 'https://vimeo.com/1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      fields: {
        date: 'Datum is verplicht',
        time: expect.stringMatching(/tijd/),
        church: 'Kies een van de kerken.',
        streamUrl: expect.stringMatching(/https-link naar kerkdienstgemist\.nl of YouTube/),
        recordingUrl: expect.stringMatching(/https-link/),
      },
    });
    const past = await call(ed.redacteur, 'POST', '', { ...SERVICE, date: '2026-11-22' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'past_date', pastWarning: true, fields: { date: expect.stringMatching(/verleden/) } });
    const confirmed = await call(ed.redacteur, 'POST', '', { ...SERVICE, date: '2026-11-22', confirmPast: true });
    expect(confirmed.statusCode).toBe(201);
    const youtube = await call(ed.redacteur, 'POST', '', { ...SERVICE, streamUrl: 'https://www.youtube.com/watch?v=abc' });
    expect(youtube.statusCode).toBe(201);
  });

  it('updates with If-Match: 428 without, 409 naming who and when with a stale one; each save is a revision to restore', async () => {
    const created = await create();
    expect((await call(ed.koster, 'PUT', `/${created.id}`, { ...SERVICE, preacher: 'ds. Kok' })).statusCode).toBe(428);
    const saved = await call(ed.koster, 'PUT', `/${created.id}`, { ...SERVICE, preacher: 'ds. Kok' }, { 'if-match': '"1"' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json().data).toMatchObject({ preacher: 'ds. Kok', version: 2, updatedBy: 'koster@example.org' });

    const stale = await call(ed.redacteur, 'PUT', `/${created.id}`, { ...SERVICE, preacher: 'ds. De Vries' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', message: 'Deze dienst is intussen gewijzigd door koster@example.org op 25 november 2026 om 10.00. Hieronder ziet u per veld wat er is veranderd; niets van uw invoer is verloren.', current: { preacher: 'ds. Kok' } });

    const revisions = (await call(ed.redacteur, 'GET', `/${created.id}/revisions`)).json().data as { id: number; version: number }[];
    expect(revisions.map((r) => r.version)).toEqual([2, 1]);
    const restored = await call(ed.redacteur, 'POST', `/${created.id}/revisions/${revisions[1]!.id}/restore`, undefined, { 'if-match': '"2"' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ preacher: SERVICE.preacher, version: 3 });
    expect((await ed.app.inject({ url: `/api/services/${created.id}` })).json().data.preacher).toBe(SERVICE.preacher);
  });

  it('"Dienst kopiëren" makes the same service one week later, at the same Amsterdam time', async () => {
    const created = await create();
    const copy = await call(ed.redacteur, 'POST', `/${created.id}/copy`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ date: '2026-12-13', time: '10:00', church: 'druten', preacher: SERVICE.preacher, version: 1 });
    expect(copy.json().data.id).not.toBe(created.id);
  });

  it('deletes into the Prullenbak (404 at once, gone from search) and restores with the same id', async () => {
    const created = await create();
    const deleted = await call(ed.redacteur, 'DELETE', `/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await ed.app.inject({ url: `/api/services/${created.id}` })).statusCode).toBe(404);
    expect(await search('Verbeek-Zuidhoek')).toEqual([]);
    expect((await call(ed.redacteur, 'GET', `/${created.id}`)).statusCode).toBe(404);

    const trash = (await call(ed.redacteur, 'GET', '/prullenbak')).json().data;
    expect(trash).toEqual([expect.objectContaining({ id: deleted.json().data.trashId, refId: created.id, deletedBy: 'anna@example.org', title: expect.stringMatching(/^De Ark \(Druten\), zo 6 december 2026 10\.00$/), expiresAt: expect.stringMatching(/^2026-12-25T09:00/) })]);

    const restored = await call(ed.koster, 'POST', `/prullenbak/${deleted.json().data.trashId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ id: created.id, preacher: SERVICE.preacher });
    expect((await ed.app.inject({ url: `/api/services/${created.id}` })).statusCode).toBe(200);
    expect(await search('Verbeek-Zuidhoek')).toEqual([expect.objectContaining({ id: created.id })]);
    expect((await call(ed.redacteur, 'GET', '/prullenbak')).json().data).toEqual([]);
    expect((await call(ed.koster, 'POST', `/prullenbak/${deleted.json().data.trashId}/restore`)).statusCode).toBe(404);
  });

  it('purges the Prullenbak after 30 days by the one clock', async () => {
    const created = await create();
    const { trashId } = (await call(ed.redacteur, 'DELETE', `/${created.id}`)).json().data;
    startClockAt('2026-12-25T08:59:00Z');
    ed.redacteur = await signIn(ed.app, 'anna@example.org');
    expect((await call(ed.redacteur, 'GET', '/prullenbak')).json().data).toHaveLength(1);
    startClockAt('2026-12-25T09:01:00Z');
    expect((await call(ed.redacteur, 'GET', '/prullenbak')).json().data).toEqual([]);
    const late = await call(ed.redacteur, 'POST', `/prullenbak/${trashId}/restore`);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toMatch(/30 dagen/);
  });

  it('lists upcoming services first, the earlier ones on request, with a date filter and paging', async () => {
    const a = await create({ ...SERVICE, date: '2026-12-13' });
    const b = await create({ ...SERVICE, date: '2026-12-06' });
    const past = await create({ ...SERVICE, date: '2026-11-01', confirmPast: true });
    const upcoming = (await call(ed.redacteur, 'GET', '?pageSize=100')).json();
    const ids = (upcoming.data as { id: number }[]).map((s) => s.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(ids).not.toContain(past.id);
    const earlier = (await call(ed.redacteur, 'GET', '?past=true&from=2026-11-01&to=2026-11-01')).json();
    expect(earlier.data.map((s: { id: number }) => s.id)).toContain(past.id);
    expect(earlier.data.every((s: { date: string }) => s.date === '2026-11-01')).toBe(true);
    const starts = earlier.data.map((s: { startsAt: string }) => s.startsAt);
    expect(starts).toEqual([...starts].sort().reverse());
    const day = (await call(ed.redacteur, 'GET', '?from=2026-12-13&to=2026-12-13&pageSize=100')).json();
    expect(day.data.map((s: { id: number }) => s.id)).toContain(a.id);
    expect(day.data.every((s: { date: string }) => s.date === '2026-12-13')).toBe(true);
    const pages = await Promise.all([1, 2].map(async (page) => (await call(ed.redacteur, 'GET', `?from=2026-12-13&to=2026-12-13&pageSize=1&page=${page}`)).json()));
    expect(pages[0].meta).toEqual({ page: 1, pageSize: 1, total: day.meta.total });
    expect(pages.map((p) => p.data[0].id)).toEqual(day.data.slice(0, 2).map((s: { id: number }) => s.id));
  });
});
