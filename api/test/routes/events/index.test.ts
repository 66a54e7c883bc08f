import * as ical from 'node-ical';

import type { EventInput } from '../../../src/plugins/app/events/events-repository';
import { useApp } from '../../helper';

const event = (title: string, startsAt: string, endsAt: string, location = 'wijchen'): EventInput => ({
  title, description: `<p>${title}</p>`, startsAt: new Date(startsAt), endsAt: new Date(endsAt), location, churchName: 'Open Hof', address: 'Julianaplein 3, 6602 CK Wijchen',
});

describe('GET /api/events', () => {
  const app = useApp();

  async function agendaWith(...events: EventInput[]) {
    await app().ready();
    await app().db.deleteFrom('events').execute();
    const ids: number[] = [];
    for (const e of events) ids.push(await app().eventsRepository.create(e));
    return ids;
  }

  const titles = async (query: string) => {
    const res = await app().inject({ url: `/api/events?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data.map((e: { title: string }) => e.title);
  };

  it('answers the seeded agenda as a page with meta, ordered by start', async () => {
    const res = await app().inject({ url: '/api/events?pageSize=5' });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ page: 1, pageSize: 5, total: expect.any(Number) });
    expect(meta.total).toBeGreaterThanOrEqual(30);
    expect(data).toHaveLength(5);
    expect(data[0]).toEqual({
      id: expect.any(Number), title: expect.any(String), excerpt: expect.any(String), startsAt: expect.any(String), endsAt: expect.any(String),
      allDay: expect.any(Boolean), location: expect.any(String), churchName: expect.any(String), address: expect.any(String), updatedAt: expect.any(String), recurrence: '',
    });
    const starts = data.map((e: { startsAt: string }) => e.startsAt);
    expect([...starts].sort()).toEqual(starts);
  });

  it('reads calendar dates as whole Amsterdam days, including an event that spans the boundary', async () => {
    await agendaWith(
      event('zaterdagavond', '2026-03-28T19:00:00.000Z', '2026-03-28T21:00:00.000Z'),
      event('nacht van de klokken', '2026-03-28T22:30:00.000Z', '2026-03-28T23:30:00.000Z'),
      event('zondag', '2026-03-29T08:00:00.000Z', '2026-03-29T09:00:00.000Z'),
      event('zondagavond laat', '2026-03-29T21:30:00.000Z', '2026-03-29T22:30:00.000Z'),
    );
    // 2026-03-29 runs from 2026-03-28T23:00Z to 2026-03-29T22:00Z (23 hours: clocks go forward).
    expect(await titles('from=2026-03-29&to=2026-03-29')).toEqual(['nacht van de klokken', 'zondag', 'zondagavond laat']);
    expect(await titles('from=2026-03-29T11:00:00%2B02:00&to=2026-03-30')).toEqual(['zondagavond laat']);
  });

  it('filters on location and caps pageSize at 100', async () => {
    await agendaWith(event('in Wijchen', '2026-11-01T10:00:00Z', '2026-11-01T11:00:00Z'), event('in Leur', '2026-11-02T10:00:00Z', '2026-11-02T11:00:00Z', 'leur'));
    expect(await titles('location=leur')).toEqual(['in Leur']);
    expect((await app().inject({ url: '/api/events?pageSize=500' })).json().meta.pageSize).toBe(100);
  });

  it.each([
    ['from=2026-02-30', 'Vanaf is geen geldige datum (gebruik JJJJ-MM-DD of een ISO-tijdstip)'],
    ['from=gisteren', 'Vanaf is geen geldige datum (gebruik JJJJ-MM-DD of een ISO-tijdstip)'],
    ['to=2026-11-23T19:30', 'Tot en met is geen geldige datum (gebruik JJJJ-MM-DD of een ISO-tijdstip)'],
    ['from=2026-12-01&to=2026-11-01', 'Vanaf moet vóór tot en met liggen'],
    ['location=amsterdam', 'Locatie is niet juist'],
    ['page=0', 'Pagina is niet juist'],
  ])('answers 400 in Dutch for %s', async (query, message) => {
    const res = await app().inject({ url: `/api/events?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', message });
  });
});

describe('GET /api/events/{id} and /api/events/{id}.ics', () => {
  const app = useApp();

  it('answers one event with its sanitized description and UID', async () => {
    const res = await app().inject({ url: '/api/events/1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 1, description: expect.stringMatching(/^<p>/), uid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/) });
  });

  it("answers 404 'Evenement niet gevonden' for an unknown id, and 400 for a non-numeric one", async () => {
    for (const url of ['/api/events/99999', '/api/events/99999.ics']) {
      const res = await app().inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Evenement niet gevonden' });
    }
    expect((await app().inject({ url: '/api/events/abc' })).statusCode).toBe(400);
  });

  it('downloads the event as a text/calendar attachment that a parser reads back', async () => {
    const detail = (await app().inject({ url: '/api/events/2' })).json().data;
    const res = await app().inject({ url: '/api/events/2.ics', headers: { host: 'kerk.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="evenement-2.ics"');
    const [vevent] = Object.values(ical.sync.parseICS(res.body)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
    expect(vevent).toMatchObject({ uid: detail.uid, summary: detail.title });
    expect(vevent!.start.toISOString()).toBe(detail.startsAt);
    expect(vevent!.url).toMatchObject({ val: 'http://kerk.example/evenement/2' });
  });

  it('documents the event routes in OpenAPI', async () => {
    const paths = Object.keys((await app().inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/events', '/api/events/{id}', '/api/events/{id}.ics', '/api/agenda.ics']));
  });
});
