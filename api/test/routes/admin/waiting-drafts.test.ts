/**
 * GET /api/admin/drafts (issue 41): the signed-in editor's own drafts waiting, of every kind and of
 * the pages they saved last, newest first, each named (the draft's title, else the item's stored
 * title, as in the Prullenbak, else "Nieuw(e) …"; a page by its name in the list) with the editing
 * app's path of its form.
 * Another editor's drafts are never listed. Writes and reads the database: on both (jest.postgres).
 */
import { holdClockAt } from '../../../src/lib/clock';
import { useEditors } from '../../admin-editors';
import type { SignedIn } from '../../admin-helper';

const NOW = '2026-11-25T08:00:00Z';
const EVENT = { title: 'Adventsconcert', startDate: '2026-12-13', startTime: '15:00', endTime: '16:30', church: 'wijchen', description: '', repeat: 'none', repeatUntil: '' };
const SERVICE = { date: '2026-12-06', time: '10:00', church: 'druten', preacher: 'ds. Kok' };

describe('GET /api/admin/drafts', () => {
  const ed = useEditors('/api/admin', NOW);
  const { call } = ed;

  /** Saves a draft of `resource`'s `ref` as `who` at `at` (the clock held there). */
  const draft = async (who: SignedIn, at: string, resource: string, ref: string | number, values: object, baseVersion: number | null = null) => {
    holdClockAt(at);
    const res = await call(who, 'PUT', `/${resource}/drafts/${ref}`, { values, baseVersion });
    expect(res.statusCode).toBe(200);
  };
  const pageDraft = async (who: SignedIn, at: string, name: string) => {
    holdClockAt(at);
    const res = await call(who, 'PUT', `/pages/${name}/draft`, { metaTitle: 'Concepttitel', metaDescription: '', partials: {} });
    expect(res.statusCode).toBe(200);
  };
  const created = async (resource: string, body: object) => {
    const res = await call(ed.koster, 'POST', `/${resource}`, body);
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; version: number };
  };
  const waiting = async (who: SignedIn) => {
    const res = await call(who, 'GET', '/drafts');
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: unknown[] }).data;
  };

  it("lists the editor's own drafts newest first, named and with the path of the form, and never another editor's", async () => {
    const event = await created('events', EVENT);
    const service = await created('services', SERVICE);
    await draft(ed.redacteur, '2026-11-25T08:01:00.000Z', 'services', service.id, { ...SERVICE, preacher: 'ds. De Vries' }, service.version);
    await draft(ed.redacteur, '2026-11-25T08:02:00.000Z', 'news', 'nieuw', { title: '  ', body: '<p>Nog geen titel</p>' });
    await draft(ed.redacteur, '2026-11-25T08:03:00.000Z', 'events', event.id, { ...EVENT, title: '' }, event.version);
    await pageDraft(ed.redacteur, '2026-11-25T08:04:00.000Z', 'agenda');
    await draft(ed.redacteur, '2026-11-25T08:05:00.000Z', 'events', 'nieuw', { ...EVENT, title: 'Kerstmarkt' });
    // The beheerder's own: a new event, a page and the footer.
    await draft(ed.koster, '2026-11-25T08:06:00.000Z', 'events', 'nieuw', { ...EVENT, title: 'Gemeenteavond' });
    await pageDraft(ed.koster, '2026-11-25T08:07:00.000Z', 'index');
    await pageDraft(ed.koster, '2026-11-25T08:08:00.000Z', 'footer');

    expect(await waiting(ed.redacteur)).toEqual([
      { kind: 'event', ref: 'nieuw', title: 'Kerstmarkt', savedAt: '2026-11-25T08:05:00.000Z', path: '/beheer/agenda/nieuw' },
      { kind: 'page', ref: 'agenda', title: 'Agenda', savedAt: '2026-11-25T08:04:00.000Z', path: '/beheer/paginas/agenda' },
      { kind: 'event', ref: String(event.id), title: 'Adventsconcert (13 december 2026)', savedAt: '2026-11-25T08:03:00.000Z', path: `/beheer/agenda/${event.id}` },
      { kind: 'news', ref: 'nieuw', title: 'Nieuw bericht', savedAt: '2026-11-25T08:02:00.000Z', path: '/beheer/nieuws/nieuw' },
      { kind: 'service', ref: String(service.id), title: 'De Ark (Druten), zo 6 december 2026 10.00', savedAt: '2026-11-25T08:01:00.000Z', path: `/beheer/kerkdiensten/${service.id}` },
    ]);
    expect(await waiting(ed.koster)).toEqual([
      { kind: 'page', ref: 'footer', title: 'Voettekst', savedAt: '2026-11-25T08:08:00.000Z', path: '/beheer/paginas/footer' },
      { kind: 'page', ref: 'index', title: 'Home', savedAt: '2026-11-25T08:07:00.000Z', path: '/beheer/paginas/index' },
      { kind: 'event', ref: 'nieuw', title: 'Gemeenteavond', savedAt: '2026-11-25T08:06:00.000Z', path: '/beheer/agenda/nieuw' },
    ]);
  });

  it('lists a page draft for whoever typed in it last, and leaves out what was saved, thrown away or deleted', async () => {
    const event = await created('events', EVENT);
    await pageDraft(ed.redacteur, '2026-11-25T08:01:00.000Z', 'agenda');
    await draft(ed.redacteur, '2026-11-25T08:05:00.000Z', 'events', event.id, EVENT, event.version);
    await draft(ed.redacteur, '2026-11-25T08:06:00.000Z', 'news', 'nieuw', { title: 'Weggooien' });
    await draft(ed.redacteur, '2026-11-25T08:07:00.000Z', 'pastors', 'nieuw', { name: 'Ds. Visser' });
    expect(await waiting(ed.redacteur)).toHaveLength(4);

    // A page's draft is the page's: the beheerder typed in it after her.
    await pageDraft(ed.koster, '2026-11-25T08:10:00.000Z', 'agenda');
    expect((await call(ed.redacteur, 'DELETE', '/news/drafts/nieuw')).statusCode).toBe(204);
    expect((await call(ed.koster, 'DELETE', `/events/${event.id}`)).statusCode).toBe(200);
    expect(await waiting(ed.redacteur)).toEqual([{ kind: 'pastor', ref: 'nieuw', title: 'Ds. Visser', savedAt: '2026-11-25T08:07:00.000Z', path: '/beheer/pastoraal-team/nieuw' }]);
    expect((await waiting(ed.koster)).map((d) => (d as { ref: string }).ref)).toEqual(['agenda']);
  });
});
