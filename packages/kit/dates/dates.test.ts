import { formatDate, formatDateTime, formatTime, isEmptyDate } from './index';

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
    expect(formatDateTime('2026-03-29T00:30:00Z')).toBe('29-03-2026 01:30'); // still CET (+1)
    expect(formatDateTime('2026-03-29T01:30:00Z')).toBe('29-03-2026 03:30'); // CEST (+2)
    expect(formatTime('2026-10-25T09:30:00Z')).toBe('10:30'); // back to CET
  });

  it('uses Dutch month and day names for long formats', () => {
    expect(formatDate('2026-11-22', 'dddd D MMMM')).toBe('zondag 22 november');
  });
});
