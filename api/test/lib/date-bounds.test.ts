import { isIsoDateTime, parseBound } from '../../src/lib/date-bounds';

describe('date bounds of the API queries', () => {
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
    expect(parseBound('2026-03-29', true)).toBe('2026-03-29T21:59:59.999Z');
    expect(parseBound('2026-10-25T10:00:00+01:00', false)).toBe('2026-10-25T09:00:00.000Z');
    expect(parseBound('2026-02-30', false)).toBeNull();
  });
});
