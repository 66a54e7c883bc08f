import { addDays, isCalendarDate, isIsoDateTime, parseBound, zonedDate, zonedToUtc } from '../../src/lib/zoned-time';

describe('zoned time (Europe/Amsterdam)', () => {
  it('converts winter and summer wall-clock times with their own offset', () => {
    expect(zonedToUtc('2026-01-15', '19:30').toISOString()).toBe('2026-01-15T18:30:00.000Z');
    expect(zonedToUtc('2026-07-15', '19:30').toISOString()).toBe('2026-07-15T17:30:00.000Z');
  });

  it('gives the last Sunday of March a 23-hour day (02:00 → 03:00)', () => {
    const start = zonedToUtc('2026-03-29');
    const next = zonedToUtc('2026-03-30');
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(next.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect((next.getTime() - start.getTime()) / 3_600_000).toBe(23);
    expect(zonedToUtc('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
  });

  it('gives the last Sunday of October a 25-hour day (03:00 → 02:00)', () => {
    const start = zonedToUtc('2026-10-25');
    const next = zonedToUtc('2026-10-26');
    expect(start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect((next.getTime() - start.getTime()) / 3_600_000).toBe(25);
    expect(zonedToUtc('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('moves a time skipped by the March switch one hour on, as calendars do', () => {
    expect(zonedToUtc('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('tells the Amsterdam calendar date of an instant, also just after local midnight', () => {
    expect(zonedDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(zonedDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it.each(['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', ''])('rejects %p as a calendar date', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it.each([
    ['2026-11-23T19:30:00Z', true],
    ['2026-11-23T19:30:00.000+01:00', true],
    ['2026-11-23T19:30', false],
    ['2026-02-30T10:00:00Z', false],
    ['2026-11-23T25:00:00Z', false],
  ])('accepts %p as an ISO date-time: %p', (value, expected) => {
    expect(isIsoDateTime(value)).toBe(expected);
  });

  it('reads a date bound as the first or the last instant of that Amsterdam day, and refuses a non-date', () => {
    expect(parseBound('2026-10-25', false)).toBe('2026-10-24T22:00:00.000Z');
    expect(parseBound('2026-10-25', true)).toBe('2026-10-25T22:59:59.999Z');
    expect(parseBound('2026-10-25T10:00:00+01:00', false)).toBe('2026-10-25T09:00:00.000Z');
    expect(parseBound('2026-02-30', false)).toBeNull();
  });
});
