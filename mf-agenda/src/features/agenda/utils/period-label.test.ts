import { dayRange, periodHeading } from './period-label';
import { periodOf } from './periods';

describe('period headings', () => {
  it('names a month, an ISO week with its days, and a day in Dutch', () => {
    expect(periodHeading(periodOf('2026-11-23', 'maand'))).toBe('November 2026');
    expect(periodHeading(periodOf('2026-11-25', 'week'))).toBe('Week 48: 23 t/m 29 november 2026');
    expect(periodHeading(periodOf('2026-11-23', 'dag'))).toBe('Maandag 23 november 2026');
  });

  it('repeats month and year in a week range only where they change', () => {
    expect(dayRange('2026-11-30', '2026-12-06')).toBe('30 november t/m 6 december 2026');
    expect(dayRange('2026-12-28', '2027-01-03')).toBe('28 december 2026 t/m 3 januari 2027');
  });
});
