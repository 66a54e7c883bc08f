import * as ical from 'node-ical';

import { useApp } from '../../helper';
import { now } from '../../../src/lib/clock';

const vevents = (body: string) => Object.values(ical.sync.parseICS(body)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');

describe('GET /api/agenda.ics', () => {
  const app = useApp();

  it('answers a subscribable text/calendar feed with the Amsterdam VTIMEZONE and the coming events', async () => {
    const res = await app().inject({ url: '/api/agenda.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('inline; filename="agenda.ics"');
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam');
    const events = vevents(res.body);
    const upcoming = (await app().inject({ url: `/api/events?from=${now().toISOString()}&pageSize=100` })).json().meta.total;
    expect(events.length).toBeGreaterThanOrEqual(upcoming);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('leaves out events that ended more than 90 days ago', async () => {
    await app().ready();
    const id = await app().eventsRepository.create({
      title: 'Lang geleden', description: '', startsAt: new Date('2020-01-05T10:00:00Z'), endsAt: new Date('2020-01-05T11:00:00Z'),
      location: 'leur', churchName: 'Kapel Leur', address: '',
    });
    const uid = (await app().eventsRepository.findById(id))!.uid;
    const res = await app().inject({ url: '/api/agenda.ics' });
    expect(vevents(res.body).map((e) => e.uid)).not.toContain(uid);
  });

  it('keeps an edited event under the same UID with a higher SEQUENCE, and a new ETag', async () => {
    const first = await app().inject({ url: '/api/agenda.ics' });
    const before = vevents(first.body).find((e) => e.summary === 'Koffieochtend in De Ark')!;
    const id = Number(String((before.url as unknown as { val: string }).val).split('/').pop());
    await app().db.updateTable('events').set({ title: 'Koffieochtend in De Ark (verplaatst)' }).where('id', '=', id).execute();
    const second = await app().inject({ url: '/api/agenda.ics', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(second.statusCode).toBe(200);
    const after = vevents(second.body).find((e) => e.uid === before.uid)!;
    expect(after.summary).toBe('Koffieochtend in De Ark (verplaatst)');
    expect(Number(after.sequence)).toBe(Number(before.sequence) + 1);
  });
});
