import { formatDate, formatDateTime, formatDay, formatLongDate, formatTime, isEmptyDate } from './index';

describe('formatDate', () => {
  it('shows a calendar date as day-month-year with dashes', () => {
    expect(formatDate('2026-11-22')).toBe('22-11-2026');
  });

  it.each([[''], [null], [undefined], ['0001-01-01'], ['0000-01-01'], ['0001-01-01T00:00:00Z'], ['not a date']])(
    'shows nothing for %p',
    (value) => {
      expect(formatDate(value)).toBe('');
      expect(isEmptyDate(value)).toBe(true);
    },
  );

  it('shows instants in Amsterdam time, also across the DST switch', () => {
    expect(formatDateTime('2026-03-29T00:30:00Z')).toBe('29-03-2026 01.30'); // still CET (+1)
    expect(formatDateTime('2026-03-29T01:30:00Z')).toBe('29-03-2026 03.30'); // CEST (+2)
    expect(formatTime('2026-10-25T09:30:00Z')).toBe('10.30'); // back to CET
  });

  it('writes a time the Dutch way, with a dot (10.00 uur, as the seed texts do)', () => {
    expect(formatTime('2026-11-29T09:00:00Z')).toBe('10.00');
    expect(formatTime('2026-11-29T09:00:00Z')).not.toContain(':');
  });

  it('uses Dutch month and day names for long formats', () => {
    expect(formatDate('2026-11-22', 'dddd D MMMM')).toBe('zondag 22 november');
  });
});

describe('formatDay', () => {
  it('names a day by its weekday and day-month-year with dashes, never the month name', () => {
    expect(formatDay('2026-11-29')).toBe('zondag 29-11-2026');
    expect(formatDay('2026-11-29T09:00:00Z')).toBe('zondag 29-11-2026');
    expect(formatDay('2026-11-29')).not.toMatch(/november/);
  });

  it('takes the Amsterdam day of an instant (23:30 UTC on Saturday is Sunday there)', () => {
    expect(formatDay('2026-11-28T23:30:00Z')).toBe('zondag 29-11-2026');
  });

  it('shows nothing for empty and placeholder values', () => {
    expect(formatDay('0001-01-01')).toBe('');
    expect(formatDay(null)).toBe('');
  });

  it('is what the old long-date name gives too', () => {
    expect(formatLongDate('2026-11-29')).toBe('zondag 29-11-2026');
  });
});
