import { futurePeriod, isoWeek, notBefore, periodOf, shiftPeriod, startsAfter } from './periods';

const hours = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 3_600_000;

describe('periodOf', () => {
  it('gives a month from its first to its last day, as Amsterdam midnights', () => {
    expect(periodOf('2026-11-23', 'maand')).toEqual({
      unit: 'maand', start: '2026-11-01', last: '2026-11-30', next: '2026-12-01',
      from: '2026-10-31T23:00:00.000Z', to: '2026-11-30T23:00:00.000Z',
    });
    expect(periodOf('2028-02-10', 'maand').last).toBe('2028-02-29');
  });

  it('starts a week on Monday and ends it on Sunday, also across a year end', () => {
    expect(periodOf('2026-11-23', 'week')).toMatchObject({ start: '2026-11-23', last: '2026-11-29' });
    expect(periodOf('2026-11-29', 'week')).toMatchObject({ start: '2026-11-23', last: '2026-11-29' });
    expect(periodOf('2027-01-01', 'week')).toMatchObject({ start: '2026-12-28', last: '2027-01-03', next: '2027-01-04' });
  });

  it('gives a day from midnight to midnight', () => {
    expect(periodOf('2026-07-01', 'dag')).toEqual({
      unit: 'dag', start: '2026-07-01', last: '2026-07-01', next: '2026-07-02',
      from: '2026-06-30T22:00:00.000Z', to: '2026-07-01T22:00:00.000Z',
    });
  });

  it('makes the last Sunday of March a 23-hour day and its week 167 hours (clocks go forward)', () => {
    const day = periodOf('2026-03-29', 'dag');
    expect(day.from).toBe('2026-03-28T23:00:00.000Z');
    expect(day.to).toBe('2026-03-29T22:00:00.000Z');
    expect(hours(day.from, day.to)).toBe(23);
    const week = periodOf('2026-03-29', 'week');
    expect(week.start).toBe('2026-03-23');
    expect(hours(week.from, week.to)).toBe(167);
    expect(hours(periodOf('2026-03-29', 'maand').from, periodOf('2026-03-29', 'maand').to)).toBe(31 * 24 - 1);
  });

  it('makes the last Sunday of October a 25-hour day and its week 169 hours (clocks go back)', () => {
    const day = periodOf('2026-10-25', 'dag');
    expect(day.from).toBe('2026-10-24T22:00:00.000Z');
    expect(day.to).toBe('2026-10-25T23:00:00.000Z');
    expect(hours(day.from, day.to)).toBe(25);
    expect(hours(periodOf('2026-10-25', 'week').from, periodOf('2026-10-25', 'week').to)).toBe(169);
  });

  it('lets consecutive periods meet exactly, without gaps or overlaps over a DST switch', () => {
    for (const unit of ['maand', 'week', 'dag'] as const) {
      const current = periodOf('2026-03-29', unit);
      expect(periodOf(current.next, unit).from).toBe(current.to);
    }
  });
});

describe('shiftPeriod', () => {
  it('moves to the start of the previous or next period', () => {
    expect(shiftPeriod('2026-01-31', 'maand', 1)).toBe('2026-02-01');
    expect(shiftPeriod('2026-01-15', 'maand', -1)).toBe('2025-12-01');
    expect(shiftPeriod('2026-11-26', 'week', 1)).toBe('2026-11-30');
    expect(shiftPeriod('2026-11-26', 'week', -1)).toBe('2026-11-16');
    expect(shiftPeriod('2026-03-01', 'dag', -1)).toBe('2026-02-28');
  });
});

describe('isoWeek', () => {
  it.each([
    ['2026-11-23', 2026, 48],
    ['2027-01-01', 2026, 53],
    ['2026-01-01', 2026, 1],
    ['2024-12-30', 2025, 1],
  ])('numbers %s as week %i-%i', (date, year, week) => {
    expect(isoWeek(date)).toEqual({ year, week });
  });
});

describe('Toekomst periods', () => {
  const now = Date.parse('2026-11-23T20:05:00.000Z');

  it('starts the period holding now at now, and any later period at its own start', () => {
    expect(futurePeriod('2026-11-23', 'week', now)).toEqual({ ...periodOf('2026-11-23', 'week'), from: '2026-11-23T20:05:00.000Z' });
    expect(futurePeriod('2026-11-23', 'dag', now)).toMatchObject({ from: '2026-11-23T20:05:00.000Z', to: '2026-11-23T23:00:00.000Z' });
    expect(futurePeriod('2026-11-30', 'week', now)).toEqual(periodOf('2026-11-30', 'week'));
    expect(futurePeriod('2026-12-01', 'maand', now)).toEqual(periodOf('2026-12-01', 'maand'));
  });

  it('never lets a date before today through', () => {
    expect(notBefore('2026-11-01', '2026-11-23')).toBe('2026-11-23');
    expect(notBefore('2026-11-24', '2026-11-23')).toBe('2026-11-24');
  });

  it('allows a step back only from a period that starts after today', () => {
    expect(startsAfter('2026-11-23', 'dag', '2026-11-23')).toBe(false);
    expect(startsAfter('2026-11-24', 'dag', '2026-11-23')).toBe(true);
    expect(startsAfter('2026-11-29', 'week', '2026-11-23')).toBe(false);
    expect(startsAfter('2026-11-30', 'week', '2026-11-23')).toBe(true);
    expect(startsAfter('2026-11-30', 'maand', '2026-11-23')).toBe(false);
    expect(startsAfter('2026-12-01', 'maand', '2026-11-23')).toBe(true);
  });
});
