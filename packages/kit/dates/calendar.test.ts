import { TIME_ZONE } from './index';
import { addDays, isCalendarDate, zonedDate, zonedToUtc } from './calendar';

const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe(`calendar days in ${TIME_ZONE}`, () => {
  it('is the one zone of the site', () => {
    expect(TIME_ZONE).toBe('Europe/Amsterdam');
  });

  it('converts winter and summer wall-clock times with their own offset', () => {
    expect(zonedToUtc('2026-01-15', '19:30').toISOString()).toBe('2026-01-15T18:30:00.000Z');
    expect(zonedToUtc('2026-07-15', '19:30').toISOString()).toBe('2026-07-15T17:30:00.000Z');
    expect(zonedToUtc('2026-01-01').toISOString()).toBe('2025-12-31T23:00:00.000Z');
  });

  it('gives the last Sunday of March a 23-hour day (02:00 → 03:00)', () => {
    const start = zonedToUtc('2026-03-29');
    const next = zonedToUtc('2026-03-30');
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(next.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(hours(start, next)).toBe(23);
    expect(zonedToUtc('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
  });

  it('gives the last Sunday of October a 25-hour day (03:00 → 02:00)', () => {
    const start = zonedToUtc('2026-10-25');
    const next = zonedToUtc('2026-10-26');
    expect(start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(hours(start, next)).toBe(25);
    expect(zonedToUtc('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('moves a time skipped by the March switch one hour on, as calendars do', () => {
    expect(zonedToUtc('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it("tells the Amsterdam day of an instant, not the visitor's, also just after local midnight", () => {
    expect(zonedDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(zonedDate(Date.parse('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(zonedDate('2026-07-01T21:59:00Z')).toBe('2026-07-01');
  });

  it('gives the same answers whatever zone the computer runs in', () => {
    const own = process.env.TZ;
    try {
      for (const zone of ['America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']) {
        process.env.TZ = zone;
        expect(zonedToUtc('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
        expect(zonedDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
        expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
      }
    } finally {
      if (own === undefined) delete process.env.TZ;
      else process.env.TZ = own;
    }
  });

  it('adds days across month and year ends and over the DST weekends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it.each(['2026-02-30', '2026-02-29', '2026-13-01', '26-01-01', '2026-1-1', '23-11-2026', '', null, undefined])(
    'rejects %p as a calendar date',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );

  it.each(['2026-11-23', '2028-02-29'])('accepts %p as a calendar date', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });
});
