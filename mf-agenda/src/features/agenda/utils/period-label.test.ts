import { dayRange, periodHeading } from './period-label';
import { periodOf } from './periods';

describe('period headings', () => {
  it('names a month, an ISO week with its days, and a day in Dutch', () => {
    expect(periodHeading(periodOf('2026-11-23', 'maand'))).toBe('November 2026');
    expect(periodHeading(periodOf('2026-11-25', 'week'))).toBe('Week 48: 23-11-2026 t/m 29-11-2026');
    expect(periodHeading(periodOf('2026-11-23', 'dag'))).toBe('Maandag 23-11-2026');
  });

  it('writes the days of a week as whole dates with dashes, also across a month and a year', () => {
    expect(dayRange('2026-11-30', '2026-12-06')).toBe('30-11-2026 t/m 06-12-2026');
    expect(dayRange('2026-12-28', '2027-01-03')).toBe('28-12-2026 t/m 03-01-2027');
  });

  it('never names the month of a day or a week (only a month period does)', () => {
    for (const unit of ['week', 'dag'] as const) expect(periodHeading(periodOf('2026-11-23', unit))).not.toMatch(/november/i);
  });
});
