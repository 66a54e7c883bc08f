/**
 * A series' exceptions (issue 41): a skipped day is not an occurrence, a moved occurrence is listed
 * at its new day and time (as long as the others) and not on its old day, across the end of summer
 * time (25 October 2026), where the same wall-clock time is another UTC hour.
 */
import { formatTime } from '@kerk/kit/dates';

import { occurrences, hasEnded, toRrule } from '../../../../src/plugins/app/events/event-recurrence';

/** The Bible circle, Tuesdays 20:00–21:30, 13 October until 10 November 2026. */
const CIRCLE = { startsAt: '2026-10-13T18:00:00.000Z', endsAt: '2026-10-13T19:30:00.000Z', rrule: toRrule({ kind: 'weekly', until: '2026-11-10' }, '2026-10-13') };

/** 27 October skipped (winter time); 20 October (summer time) moved to Thursday 29 October 19:30 (winter time). */
const exceptions = { skipDates: ['2026-10-27'], moves: [{ day: '2026-10-20', toDay: '2026-10-29', toTime: '19:30' }] };

const ALL = ['2026-10-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'] as const;

describe('event exceptions', () => {
  it('leaves a skipped day out and lists a moved occurrence at its new time, across the end of summer time', () => {
    const list = occurrences({ ...CIRCLE, exceptions }, ...ALL);
    expect(list).toEqual([
      { startsAt: '2026-10-13T18:00:00.000Z', endsAt: '2026-10-13T19:30:00.000Z' },
      // 19:30 in winter time is 18:30 UTC; it lasts an hour and a half, as the others do.
      { startsAt: '2026-10-29T18:30:00.000Z', endsAt: '2026-10-29T20:00:00.000Z', movedFrom: '2026-10-20T18:00:00.000Z' },
      { startsAt: '2026-11-03T19:00:00.000Z', endsAt: '2026-11-03T20:30:00.000Z' },
      { startsAt: '2026-11-10T19:00:00.000Z', endsAt: '2026-11-10T20:30:00.000Z' },
    ]);
    expect(list.map((o) => formatTime(o.startsAt))).toEqual(['20.00', '19.30', '20.00', '20.00']);
    // Without the exceptions the rule has five occurrences, 20 and 27 October among them.
    expect(occurrences(CIRCLE, ...ALL).map((o) => o.startsAt)).toContain('2026-10-27T19:00:00.000Z');
  });

  it('finds a moved occurrence in a period that holds only its new day, and not in the week of its old day', () => {
    const newDay = occurrences({ ...CIRCLE, exceptions }, '2026-10-28T23:00:00.000Z', '2026-10-29T23:00:00.000Z');
    expect(newDay.map((o) => o.startsAt)).toEqual(['2026-10-29T18:30:00.000Z']);
    const oldWeek = occurrences({ ...CIRCLE, exceptions }, '2026-10-18T22:00:00.000Z', '2026-10-25T23:00:00.000Z');
    expect(oldWeek).toEqual([]);
  });

  it('moves a whole-day occurrence to another day as a whole day', () => {
    const days = { startsAt: '2026-12-03T23:00:00.000Z', endsAt: '2026-12-04T23:00:00.000Z', rrule: toRrule({ kind: 'weekly', count: 4 }, '2026-12-04'), allDay: true };
    const list = occurrences({ ...days, exceptions: { skipDates: ['2026-12-25'], moves: [{ day: '2026-12-18', toDay: '2026-12-17', toTime: '' }] } }, '2026-12-01T00:00:00.000Z', '2027-01-31T00:00:00.000Z');
    expect(list.map((o) => [o.startsAt, o.endsAt])).toEqual([
      ['2026-12-03T23:00:00.000Z', '2026-12-04T23:00:00.000Z'],
      ['2026-12-10T23:00:00.000Z', '2026-12-11T23:00:00.000Z'],
      ['2026-12-16T23:00:00.000Z', '2026-12-17T23:00:00.000Z'],
    ]);
  });

  it('keeps a series running until its last occurrence when that one is moved later', () => {
    const later = { ...CIRCLE, exceptions: { skipDates: [], moves: [{ day: '2026-11-10', toDay: '2026-11-20', toTime: '20:00' }] } };
    expect(hasEnded(CIRCLE, '2026-11-15T00:00:00.000Z')).toBe(true);
    expect(hasEnded(later, '2026-11-15T00:00:00.000Z')).toBe(false);
    expect(hasEnded(later, '2026-11-21T00:00:00.000Z')).toBe(true);
  });
});
