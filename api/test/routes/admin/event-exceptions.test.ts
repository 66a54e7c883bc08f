/**
 * A series' exceptions through /api/admin/events (issue 41): the weekly coffee morning skips
 * Christmas Day and holds 18 December on Thursday the 17th. The public agenda lists neither old
 * day, the moved one at its new time; the feed has the EXDATE and an overriding VEVENT, and a
 * subscribed calendar refetches (SEQUENCE rises) when the exceptions change. An exception on a day
 * the recurrence has no occurrence gets a Dutch message at its field.
 */
import * as ical from 'node-ical';

import { useEditors } from '../../admin-editors';

const NOW = '2026-11-20T09:00:00Z';

/** Fridays 10:00–11:30 from 4 December until 1 January 2027 (the Friday of New Year's Day). */
const COFFEE = {
  title: 'Koffieochtend op vrijdag',
  startDate: '2026-12-04',
  startTime: '10:00',
  endTime: '11:30',
  church: 'druten',
  repeat: 'weekly',
  repeatUntil: '2027-01-01',
  skipDates: ['2026-12-25'],
  moves: ['2026-12-18 2026-12-17 14.30'],
};

describe('/api/admin/events: skipped and moved occurrences', () => {
  const ed = useEditors('/api/admin/events', NOW);
  const { call } = ed;

  const publicList = async () =>
    (await ed.app.inject({ url: '/api/events?from=2026-11-30T23:00:00.000Z&to=2027-01-31T23:00:00.000Z&pageSize=100' })).json().data as { title: string; startsAt: string; endsAt: string; movedFrom?: string }[];

  it('leaves the skipped day out of the agenda, lists the moved one at its new time, and feeds both to calendars', async () => {
    const res = await call(ed.redacteur, 'POST', '', COFFEE);
    expect(res.statusCode).toBe(201);
    const created = res.json().data as { id: number; version: number };
    // The time is kept as the form's time boxes give it (HH:MM).
    expect(created).toMatchObject({ skipDates: ['2026-12-25'], moves: ['2026-12-18 2026-12-17 14:30'] });
    const mine = (await publicList()).filter((e) => e.title === COFFEE.title);
    expect(mine.map((e) => [e.startsAt, e.movedFrom ?? ''])).toEqual([
      ['2026-12-04T09:00:00.000Z', ''],
      ['2026-12-11T09:00:00.000Z', ''],
      ['2026-12-17T13:30:00.000Z', '2026-12-18T09:00:00.000Z'],
      ['2027-01-01T09:00:00.000Z', ''],
    ]);
    // The moved occurrence's own page (?datum= its new day) has its new times.
    expect((await ed.app.inject({ url: `/api/events/${created.id}?datum=2026-12-17` })).json().data).toMatchObject({ startsAt: '2026-12-17T13:30:00.000Z', endsAt: '2026-12-17T15:00:00.000Z' });

    const feed = (await ed.app.inject({ url: '/api/agenda.ics' })).body;
    expect(feed).toContain('EXDATE;TZID=Europe/Amsterdam:20261225T100000\r\n');
    expect(feed).toContain('RECURRENCE-ID;TZID=Europe/Amsterdam:20261218T100000\r\n');
    expect(feed).toContain('DTSTART;TZID=Europe/Amsterdam:20261217T143000\r\n');
    const series = Object.values(ical.sync.parseICS(feed)).filter((c): c is ical.VEvent => c?.type === 'VEVENT' && c.summary === COFFEE.title);
    expect(series).toHaveLength(1);
    expect(Number(series[0]!.sequence)).toBe(0);

    // Skipping New Year's Day too is a change a subscribed calendar must refetch.
    const saved = await call(ed.redacteur, 'PUT', `/${created.id}`, { ...COFFEE, skipDates: ['2026-12-25', '2027-01-01'] }, { 'if-match': `"${created.version}"` });
    expect(saved.statusCode).toBe(200);
    expect((await publicList()).filter((e) => e.title === COFFEE.title).map((e) => e.startsAt)).not.toContain('2027-01-01T09:00:00.000Z');
    const again = (await ed.app.inject({ url: `/api/events/${created.id}.ics` })).body;
    expect(again).toContain('EXDATE;TZID=Europe/Amsterdam:20261225T100000,20270101T100000\r\n');
    expect(again).toMatch(/SEQUENCE:1\r\n/);
  });

  it('answers 400 with a Dutch message at the field for a day the recurrence has no occurrence, and for an unfinished move', async () => {
    const bad = await call(ed.redacteur, 'POST', '', { ...COFFEE, skipDates: ['2026-12-24'], moves: ['2026-12-19 2026-12-17 14:30'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      message: 'Het evenement is niet opgeslagen. Bekijk de meldingen bij de velden.',
      fields: {
        skipDates: 'Op 24 december 2026 is er volgens de herhaling geen keer. Kies bij "Niet op deze datums" een datum waarop het evenement zou plaatsvinden.',
        moves: 'Op 19 december 2026 is er volgens de herhaling geen keer. Kies bij "Verplaatsen naar" een datum waarop het evenement zou plaatsvinden.',
      },
    });
    const unfinished = await call(ed.redacteur, 'POST', '', { ...COFFEE, skipDates: ['25-12-2026'], moves: ['2026-12-18 2026-12-17'] });
    expect(unfinished.json().fields).toEqual({ skipDates: 'Vul een datum in, bijvoorbeeld 6-12-2026.' });
    const noTime = await call(ed.redacteur, 'POST', '', { ...COFFEE, moves: ['2026-12-18 2026-12-17'] });
    expect(noTime.json().fields).toEqual({ moves: 'Vul bij elke verplaatsing de datum in waarop het evenement zou zijn, en de nieuwe datum en begintijd.' });
    const both = await call(ed.redacteur, 'POST', '', { ...COFFEE, moves: ['2026-12-25 2026-12-24 10:00'] });
    expect(both.json().fields).toEqual({ moves: '25 december 2026 staat ook bij "Niet op deze datums". Kies of die keer vervalt of verplaatst wordt.' });
    expect(((await call(ed.redacteur, 'GET', '?pageSize=100')).json().data as { title: string }[]).some((e) => e.title === COFFEE.title)).toBe(false);
  });

  it('keeps no exceptions for an event that does not repeat', async () => {
    const res = await call(ed.redacteur, 'POST', '', { ...COFFEE, repeat: 'none', repeatUntil: '', skipDates: ['2026-12-24'], moves: ['x'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ rrule: '', skipDates: [], moves: [] });
  });
});
