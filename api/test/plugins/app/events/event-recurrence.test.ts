/**
 * Recurring events (issue 16): the form's choice becomes an RRULE with the rrule library and back,
 * and a series is expanded in Amsterdam wall-clock time, so the weekly Tuesday 20:00 Bible circle
 * stays at 20:00 when summer time ends (last Sunday of October: 25 October 2026).
 */
import { formatTime } from '@kerk/kit/dates';

import { describeRecurrence, fromRrule, occurrences, toRrule } from '../../../../src/plugins/app/events/event-recurrence';

const TUESDAY_20 = { startsAt: '2026-10-13T18:00:00.000Z', endsAt: '2026-10-13T19:30:00.000Z' };

describe('event recurrence', () => {
  it('expands a weekly Tuesday 20:00 event across the end of summer time at 20:00 local time', () => {
    const rrule = toRrule({ kind: 'weekly', until: '2026-11-10' }, '2026-10-13');
    const list = occurrences({ ...TUESDAY_20, rrule }, '2026-10-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z');
    expect(list.map((o) => o.startsAt)).toEqual([
      '2026-10-13T18:00:00.000Z',
      '2026-10-20T18:00:00.000Z',
      // After 25 October Amsterdam is UTC+1: 20:00 local is 19:00 UTC.
      '2026-10-27T19:00:00.000Z',
      '2026-11-03T19:00:00.000Z',
      '2026-11-10T19:00:00.000Z',
    ]);
    expect(list.map((o) => `${formatTime(o.startsAt)}-${formatTime(o.endsAt)}`)).toEqual(Array(5).fill('20.00-21.30'));
  });

  it('gives only the occurrences overlapping the period, and stops after COUNT', () => {
    const rrule = toRrule({ kind: 'biweekly', count: 3 }, '2026-10-13');
    expect(rrule).toBe('FREQ=WEEKLY;INTERVAL=2;COUNT=3');
    expect(occurrences({ ...TUESDAY_20, rrule }, '2026-10-20T00:00:00.000Z', '2027-01-01T00:00:00.000Z').map((o) => o.startsAt)).toEqual([
      '2026-10-27T19:00:00.000Z',
      '2026-11-10T19:00:00.000Z',
    ]);
  });

  it('stores UNTIL in UTC as the end of the chosen Amsterdam day, and reads the choice back', () => {
    const rrule = toRrule({ kind: 'weekly', until: '2026-11-10' }, '2026-10-13');
    expect(rrule).toBe('FREQ=WEEKLY;UNTIL=20261110T225959Z');
    expect(fromRrule(rrule)).toEqual({ kind: 'weekly', until: '2026-11-10' });
    expect(fromRrule('')).toEqual({ kind: 'none' });
  });

  it('repeats monthly on the same weekday of the month, or on the same date', () => {
    const weekday = toRrule({ kind: 'monthly-weekday', count: 3 }, '2026-10-13');
    expect(weekday).toBe('FREQ=MONTHLY;BYDAY=+2TU;COUNT=3');
    expect(occurrences({ ...TUESDAY_20, rrule: weekday }, '2026-10-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z').map((o) => o.startsAt)).toEqual([
      '2026-10-13T18:00:00.000Z',
      '2026-11-10T19:00:00.000Z',
      '2026-12-08T19:00:00.000Z',
    ]);
    expect(toRrule({ kind: 'monthly-date', until: '2026-12-31' }, '2026-10-13')).toBe('FREQ=MONTHLY;BYMONTHDAY=13;UNTIL=20261231T225959Z');
  });

  it('keeps an all-day series running from Amsterdam midnight to the next one', () => {
    const rrule = toRrule({ kind: 'weekly', count: 2 }, '2026-10-24');
    const list = occurrences({ startsAt: '2026-10-23T22:00:00.000Z', endsAt: '2026-10-24T22:00:00.000Z', rrule }, '2026-10-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z');
    expect(list).toEqual([
      { startsAt: '2026-10-23T22:00:00.000Z', endsAt: '2026-10-24T22:00:00.000Z' },
      { startsAt: '2026-10-30T23:00:00.000Z', endsAt: '2026-10-31T23:00:00.000Z' },
    ]);
  });

  it('describes the recurrence in Dutch', () => {
    expect(describeRecurrence(toRrule({ kind: 'weekly', until: '2026-12-22' }, '2026-10-13'), TUESDAY_20.startsAt)).toBe('Elke week op dinsdag, tot en met 22 december 2026');
    expect(describeRecurrence(toRrule({ kind: 'monthly-weekday', count: 5 }, '2026-10-13'), TUESDAY_20.startsAt)).toBe('Elke tweede dinsdag van de maand, 5 keer');
    expect(describeRecurrence('', TUESDAY_20.startsAt)).toBe('');
  });
});
