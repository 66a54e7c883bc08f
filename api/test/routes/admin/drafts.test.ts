/**
 * Drafts and presence for every content type (issue 30): an editor's draft of an item is theirs
 * alone, comes back after a reload, and is cleared by saving the item; a heartbeat tells the others
 * "Ook geopend door …" for a minute, and stops when the form is closed. Every kind has the routes.
 */
import { CONTENT_TYPES } from '@kerk/kit/content-types';

import { holdClockAt } from '../../../src/lib/clock';
import { asSignedIn } from '../../admin-helper';
import { useEditors } from '../../admin-editors';

const NOW = '2026-11-25T09:00:00Z';

describe('drafts and presence of a content item', () => {
  const ed = useEditors('/api/admin/services', NOW);
  const { call } = ed;

  it.each(Object.values(CONTENT_TYPES).map((type) => [type.resource]))('/api/admin/%s has the draft and presence routes', async (resource) => {
    const res = await ed.app.inject({ url: `/api/admin/${resource}/drafts/nieuw`, headers: { cookie: ed.koster.cookie } });
    expect([res.statusCode, res.json()]).toEqual([200, { data: { draft: null, others: [] } }]);
  });

  beforeEach(() => holdClockAt(NOW));

  it('keeps each editor their own draft, offers it back, and clears it when the item is saved', async () => {
    const values = { date: '2026-12-06', time: '10:00', church: 'druten', preacher: 'ds. Kok', music: 'Kerk & Co < 12 jaar' };
    const saved = await call(ed.redacteur, 'PUT', '/drafts/nieuw', { values, baseVersion: null });
    expect([saved.statusCode, saved.json().data]).toEqual([200, { savedAt: expect.stringMatching(/^2026-11-25T09:/), others: [] }]);
    const { savedAt } = saved.json().data as { savedAt: string };

    expect((await call(ed.redacteur, 'GET', '/drafts/nieuw')).json().data.draft).toEqual({ values, base: null, baseVersion: null, savedAt });
    // The other editor has none: drafts are per editor.
    expect((await call(ed.koster, 'GET', '/drafts/nieuw')).json().data.draft).toBeNull();

    const created = await call(ed.redacteur, 'POST', '', values);
    expect(created.statusCode).toBe(201);
    expect((await call(ed.redacteur, 'GET', '/drafts/nieuw')).json().data.draft).toBeNull();

    const { id, version } = created.json().data as { id: number; version: number };
    await call(ed.redacteur, 'PUT', `/drafts/${id}`, { values: { ...values, preacher: 'ds. De Vries' }, base: values, baseVersion: version });
    expect((await call(ed.redacteur, 'GET', `/drafts/${id}`)).json().data.draft).toMatchObject({ baseVersion: 1, values: { preacher: 'ds. De Vries' }, base: { preacher: 'ds. Kok' } });
    const put = await call(ed.redacteur, 'PUT', `/${id}`, { ...values, preacher: 'ds. De Vries' }, { 'if-match': '"1"' });
    expect(put.statusCode).toBe(200);
    expect((await call(ed.redacteur, 'GET', `/drafts/${id}`)).json().data.draft).toBeNull();
  });

  it('leaves the data version (and so every public cache) alone while editors type, beat and sign in; publishing moves it', async () => {
    const before = ed.app.dataVersion();
    await call(ed.redacteur, 'PUT', '/drafts/nieuw', { values: { preacher: 'ds. Kok' }, baseVersion: null });
    await call(ed.koster, 'POST', '/presence/12', {});
    await ed.app.inject({ method: 'PUT', url: '/api/admin/pages/agenda/draft', headers: asSignedIn(ed.koster), payload: { metaTitle: 'Agenda', metaDescription: '', partials: {} } });
    await call(ed.koster, 'POST', '/presence/12', { leaving: true });
    await call(ed.redacteur, 'DELETE', '/drafts/nieuw');
    expect(ed.app.dataVersion()).toBe(before);
    const created = await call(ed.redacteur, 'POST', '', { date: '2026-12-06', time: '10:00', church: 'druten', preacher: 'ds. Kok' });
    expect(created.statusCode).toBe(201);
    expect(ed.app.dataVersion()).not.toBe(before);
  });

  it('throws a draft away on request', async () => {
    await call(ed.redacteur, 'PUT', '/drafts/nieuw', { values: { preacher: 'x' }, baseVersion: null });
    expect((await call(ed.redacteur, 'DELETE', '/drafts/nieuw')).statusCode).toBe(204);
    expect((await call(ed.redacteur, 'GET', '/drafts/nieuw')).json().data.draft).toBeNull();
  });

  it('tells who else has the item open, for a minute after their last heartbeat, until they close it', async () => {
    await call(ed.koster, 'POST', '/presence/12', {});
    const seen = await call(ed.redacteur, 'POST', '/presence/12', {});
    expect(seen.json().data.others).toEqual([{ email: 'koster@example.org', seenAt: expect.stringMatching(/^2026-11-25T09:/) }]);
    // Typing (a draft) counts as being there too; the koster sees anna.
    await call(ed.redacteur, 'PUT', '/drafts/12', { values: {}, baseVersion: 1 });
    expect((await call(ed.koster, 'GET', '/drafts/12')).json().data.others).toEqual([{ email: 'anna@example.org', seenAt: expect.stringMatching(/^2026-11-25T09:/) }]);

    // Both last beat before 09:02; at 09:05 neither counts any more (the sessions still live).
    holdClockAt('2026-11-25T09:05:00Z');
    expect((await call(ed.redacteur, 'POST', '/presence/12', {})).json().data.others).toEqual([]);

    await call(ed.koster, 'POST', '/presence/12', {});
    expect((await call(ed.redacteur, 'POST', '/presence/12', {})).json().data.others).toHaveLength(1);
    await call(ed.koster, 'POST', '/presence/12', { leaving: true });
    expect((await call(ed.redacteur, 'POST', '/presence/12', {})).json().data.others).toEqual([]);
  });

  it('refuses a reference that is neither an id nor nieuw, and callers without a session', async () => {
    expect((await call(ed.redacteur, 'GET', '/drafts/abc')).statusCode).toBe(400);
    expect((await ed.app.inject({ url: '/api/admin/services/drafts/nieuw' })).statusCode).toBe(401);
  });

  it('tells who else has a page open too, and typing in its draft counts', async () => {
    const page = (session: typeof ed.koster, method: 'POST' | 'PUT', url: string, payload: object) =>
      ed.app.inject({ method, url: `/api/admin/pages/agenda${url}`, headers: asSignedIn(session), payload });
    await page(ed.koster, 'PUT', '/draft', { metaTitle: 'Agenda', metaDescription: '', partials: {} });
    const seen = await page(ed.redacteur, 'POST', '/presence', {});
    expect([seen.statusCode, seen.json().data.others]).toEqual([200, [{ email: 'koster@example.org', seenAt: expect.stringMatching(/^2026-11-25T09:/) }]]);
    await page(ed.koster, 'POST', '/presence', { leaving: true });
    expect((await page(ed.redacteur, 'POST', '/presence', {})).json().data.others).toEqual([]);
  });
});
