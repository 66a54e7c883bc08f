import * as ical from 'node-ical';

import { zonedToUtc } from '@kerk/kit/dates/calendar';
import { buildCalendar } from '../../../../src/plugins/app/events/events-calendar';
import type { EventDetail } from '../../../../src/plugins/app/events/events-repository';

const base: EventDetail = {
  id: 7,
  title: 'Zangavond',
  excerpt: 'Samen zingen',
  plainText: 'Samen zingen uit het Liedboek.',
  description: '<p>Samen zingen uit het <strong>Liedboek</strong>.</p>',
  startsAt: '2026-03-29T08:00:00.000Z',
  endsAt: '2026-03-29T10:00:00.000Z',
  allDay: false,
  location: 'bergharen',
  churchName: 'Kerkje Bergharen',
  address: 'Molenstraat 1, 6617 AH Bergharen',
  updatedAt: '2026-03-01T12:34:56.000Z',
  uid: 'vast-1@pgmaasenwaal.nl',
  sequence: 3,
  rrule: '',
  exceptions: { skipDates: [], moves: [] },
  recurrence: '',
  photo: null,
};

function parse(events: EventDetail[], refreshSeconds?: number) {
  const text = buildCalendar(events, { siteName: 'Gemeente Voorbeeld', siteUrl: 'https://kerk.example', refreshSeconds });
  const parsed = ical.sync.parseICS(text);
  const vevents = Object.values(parsed).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
  return { text, parsed, vevents };
}

describe('buildCalendar', () => {
  it('writes Amsterdam wall-clock times with a Europe/Amsterdam VTIMEZONE that parse back to the stored instants on the March DST Sunday', () => {
    const { text, vevents } = parse([base]);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam');
    expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20260329T100000');
    expect(vevents[0]!.start.toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(vevents[0]!.end!.toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });

  it('keeps the October DST Sunday right too (winter time again after 03:00)', () => {
    const event = { ...base, startsAt: zonedToUtc('2026-10-25', '10:00').toISOString(), endsAt: zonedToUtc('2026-10-25', '11:30').toISOString() };
    const { text, vevents } = parse([event]);
    expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20261025T100000');
    expect(vevents[0]!.start.toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('carries the stable UID, SEQUENCE, LAST-MODIFIED in UTC, summary, location, link and both description forms', () => {
    const { text, vevents } = parse([base]);
    const event = vevents[0]!;
    expect(event.uid).toBe('vast-1@pgmaasenwaal.nl');
    expect(Number(event.sequence)).toBe(3);
    expect(text).toContain('LAST-MODIFIED:20260301T123456Z');
    expect(text).toContain('DTSTAMP:20260301T123456Z');
    expect(event.summary).toBe('Zangavond');
    expect(event.location).toBe('Kerkje Bergharen, Molenstraat 1, 6617 AH Bergharen');
    expect(event.url).toMatchObject({ val: 'https://kerk.example/evenement/7' });
    expect(event.description).toBe('Samen zingen uit het Liedboek.\n\nhttps://kerk.example/evenement/7');
    // Long lines are folded (CRLF + space); unfold before looking for the whole property.
    expect(text.replace(/\r\n /g, '')).toContain('X-ALT-DESC;FMTTYPE=text/html:<p>Samen zingen uit het <strong>Liedboek</strong>.</p>');
  });

  it('writes an all-day event over several days as dates with an exclusive end date', () => {
    const event = { ...base, allDay: true, startsAt: zonedToUtc('2026-11-23').toISOString(), endsAt: zonedToUtc('2026-11-26').toISOString() };
    const { text, vevents } = parse([event]);
    expect(text).toContain('DTSTART;VALUE=DATE:20261123');
    expect(text).toContain('DTEND;VALUE=DATE:20261126');
    expect(vevents[0]!.datetype).toBe('date');
  });

  it('writes a recurring event as one VEVENT with its RRULE; for whole days UNTIL is a date', () => {
    const weekly = { ...base, rrule: 'FREQ=WEEKLY;UNTIL=20260426T215959Z' };
    const { text, vevents } = parse([weekly]);
    expect(vevents).toHaveLength(1);
    expect(text).toContain('RRULE:FREQ=WEEKLY;UNTIL=20260426T215959Z\r\n');
    expect(vevents[0]!.rrule!.all().map((d) => d.toISOString())).toEqual(['2026-03-29T08:00:00.000Z', '2026-04-05T08:00:00.000Z', '2026-04-12T08:00:00.000Z', '2026-04-19T08:00:00.000Z', '2026-04-26T08:00:00.000Z']);
    const days = { ...weekly, allDay: true, startsAt: zonedToUtc('2026-03-29').toISOString(), endsAt: zonedToUtc('2026-03-30').toISOString() };
    expect(parse([days]).text).toContain('RRULE:FREQ=WEEKLY;UNTIL=20260426\r\n');
  });

  it('writes a skipped day as an EXDATE at the series\' Amsterdam start, and a moved one as a VEVENT with the same UID and a RECURRENCE-ID', () => {
    // The coffee morning, Fridays 10:00–11:30 from 4 December 2026, four times: not on Christmas Day, the 18th on Thursday 14:30.
    const coffee = {
      ...base, title: 'Koffieochtend', startsAt: '2026-12-04T09:00:00.000Z', endsAt: '2026-12-04T10:30:00.000Z', rrule: 'FREQ=WEEKLY;COUNT=4',
      exceptions: { skipDates: ['2026-12-25'], moves: [{ day: '2026-12-18', toDay: '2026-12-17', toTime: '14:30' }] },
    };
    const { text, vevents } = parse([coffee]);
    expect(text).toContain('EXDATE;TZID=Europe/Amsterdam:20261225T100000\r\n');
    expect(vevents).toHaveLength(1);
    const series = vevents[0]!;
    // node-ical keys each EXDATE twice (by day and by instant).
    expect([...new Set(Object.values(series.exdate ?? {}).map((d) => new Date(d as Date).toISOString()))]).toEqual(['2026-12-25T09:00:00.000Z']);
    expect(text).toMatch(/RECURRENCE-ID;TZID=Europe\/Amsterdam:20261218T100000\r\n/);
    const moved = [...new Set(Object.values(series.recurrences ?? {}))] as ical.VEvent[];
    expect(moved).toHaveLength(1);
    expect([moved[0]!.uid, new Date(moved[0]!.start).toISOString(), new Date(moved[0]!.end!).toISOString()]).toEqual([coffee.uid, '2026-12-17T13:30:00.000Z', '2026-12-17T15:00:00.000Z']);
    // Whole days: the EXDATE and RECURRENCE-ID are DATEs, like the DTSTART.
    const days = { ...coffee, allDay: true, startsAt: zonedToUtc('2026-12-04').toISOString(), endsAt: zonedToUtc('2026-12-05').toISOString() };
    const whole = parse([days]).text;
    expect(whole).toContain('EXDATE;VALUE=DATE:20261225\r\n');
    expect(whole).toContain('RECURRENCE-ID;VALUE=DATE:20261218\r\n');
    expect(whole).toContain('DTSTART;VALUE=DATE:20261217\r\n');
  });

  it('names the calendar, asks subscribers to refresh, and holds every event once', () => {
    const { text, vevents } = parse([base, { ...base, id: 8, uid: 'vast-2@pgmaasenwaal.nl' }], 21_600);
    expect(text).toContain('X-WR-CALNAME:Agenda Gemeente Voorbeeld');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
    expect(text).toContain('X-WR-TIMEZONE:Europe/Amsterdam');
    expect(vevents.map((e) => e.uid)).toEqual(['vast-1@pgmaasenwaal.nl', 'vast-2@pgmaasenwaal.nl']);
  });
});
