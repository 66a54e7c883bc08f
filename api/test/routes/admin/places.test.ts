/**
 * The places (issue 44's first engine type, issue 42) through the API, from the declaration alone:
 * the seeded villages in their order, a beheerder adds, saves and deletes one, a redacteur gets 403,
 * a bad value gets `{code, message, fields}` in Dutch, a stale version 409, and a visitor reads the
 * public list and one place at /api/places.
 */
import { useEditors } from '../../admin-editors';

describe('/api/admin/places and /api/places', () => {
  const ed = useEditors('/api/admin', '2026-12-02T10:00:00Z');
  const { call } = ed;

  it('lists the seeded places in their order; a redacteur may not edit them (403)', async () => {
    const res = await call(ed.koster, 'GET', '/places');
    expect(res.statusCode).toBe(200);
    expect((res.json().data as { name: string }[]).map((place) => place.name)).toEqual(['Beuningen', 'Druten', 'Wijchen', 'Batenburg', 'Horssen', 'Bergharen', 'Leur']);
    for (const [method, url] of [['GET', '/places'], ['POST', '/places'], ['GET', '/places/1'], ['DELETE', '/places/1']] as const) {
      const refused = await call(ed.redacteur, method, url, method === 'POST' ? { name: 'Zuidland', position: 8 } : undefined);
      expect([method, url, refused.statusCode]).toEqual([method, url, 403]);
    }
  });

  it('adds a place, refuses bad input in Dutch, saves over the version read, and shows it to a visitor', async () => {
    const bad = await call(ed.koster, 'POST', '/places', { name: '', position: 1000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'validation_error',
      message: 'De plaats is niet opgeslagen. Bekijk de meldingen bij de velden.',
      fields: { name: 'Naam is verplicht', position: 'Vul een volgorde in van 0 tot en met 999.' },
      pastWarning: false,
    });
    const tooLong = await call(ed.koster, 'POST', '/places', { name: 'x'.repeat(61), position: 1 });
    expect([tooLong.statusCode, Object.keys(tooLong.json().fields)]).toEqual([400, ['name']]);

    const created = await call(ed.koster, 'POST', '/places', { name: 'Zuidland', position: 7 });
    expect([created.statusCode, created.headers.etag]).toEqual([201, '"1"']);
    const place = created.json().data as { id: number };
    expect(created.json().data).toEqual({ id: place.id, name: 'Zuidland', position: 7, version: 1, updatedAt: '2026-12-02T10:00:00.000Z', updatedBy: 'koster@example.org' });

    const saved = await call(ed.koster, 'PUT', `/places/${place.id}`, { name: 'Heenvliet', position: 0 }, { 'if-match': '"1"' });
    expect([saved.statusCode, saved.json().data.name]).toEqual([200, 'Heenvliet']);
    const stale = await call(ed.koster, 'PUT', `/places/${place.id}`, { name: 'Zuidland', position: 0 }, { 'if-match': '"1"' });
    expect([stale.statusCode, stale.json().code, stale.json().current.name]).toEqual([409, 'conflict', 'Heenvliet']);
    expect(stale.json().message).toMatch(/^Deze plaats is intussen gewijzigd door koster@example.org/);

    const visitors = await ed.app.inject({ url: '/api/places' });
    expect(visitors.statusCode).toBe(200);
    const listed = visitors.json().data as { id: number; name: string; position: number }[];
    // By position, then by name: Heenvliet (0) after Beuningen (0).
    expect(listed.slice(0, 3).map((item) => item.name)).toEqual(['Beuningen', 'Heenvliet', 'Druten']);
    expect(listed[1]).toEqual({ id: place.id, name: 'Heenvliet', position: 0 });
    expect((await ed.app.inject({ url: `/api/places/${place.id}` })).json().data).toEqual({ id: place.id, name: 'Heenvliet', position: 0 });
    const gone = await ed.app.inject({ url: '/api/places/9999' });
    expect([gone.statusCode, gone.json()]).toEqual([404, { code: 'not_found', message: 'Deze plaats bestaat niet (meer).' }]);
  });

  it('puts a place in the Prullenbak, names it in the audit log, and restores it with its id', async () => {
    const place = (await call(ed.koster, 'POST', '/places', { name: 'Zuidland', position: 7 })).json().data as { id: number };
    const removed = await call(ed.koster, 'DELETE', `/places/${place.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await ed.app.inject({ url: `/api/places/${place.id}` })).statusCode).toBe(404);
    const trash = (await call(ed.koster, 'GET', '/places/prullenbak')).json().data as { id: number; title: string }[];
    expect(trash).toMatchObject([{ id: removed.json().data.trashId, title: 'Zuidland' }]);
    const restored = await call(ed.koster, 'POST', `/places/prullenbak/${removed.json().data.trashId}/restore`);
    expect([restored.statusCode, restored.json().data.id]).toEqual([200, place.id]);
    const log = (await call(ed.koster, 'GET', '/audit')).json().data as { action: string; subject: string }[];
    expect(log.filter((line) => line.subject === 'Zuidland').map((line) => line.action)).toEqual(expect.arrayContaining(['place_created', 'place_deleted', 'place_restored']));
  });
});
