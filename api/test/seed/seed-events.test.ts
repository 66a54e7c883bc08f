import { events } from '../../content/events';
import { seedEvents, toEventInput } from '../../src/seed/seed-events';
import { useApp } from '../helper';

describe('seed events', () => {
  const app = useApp();

  it('places events relative to the seeding day in Amsterdam time, across a DST switch', () => {
    const timed = toEventInput({ title: 'Avond', day: 2, start: '19:30', end: '21:00', location: 'druten', description: '' }, '2026-10-23');
    expect(timed.startsAt.toISOString()).toBe('2026-10-25T18:30:00.000Z');
    expect(timed.endsAt.toISOString()).toBe('2026-10-25T20:00:00.000Z');
    expect(timed).toMatchObject({ allDay: false, churchName: 'De Ark', address: 'Hogestraat 5, 6651 BJ Druten' });
    const allDay = toEventInput({ title: 'Markt', day: -1, days: 2, location: 'leur', description: '' }, '2026-03-29');
    expect(allDay.allDay).toBe(true);
    expect(allDay.startsAt.toISOString()).toBe('2026-03-27T23:00:00.000Z');
    expect(allDay.endsAt.toISOString()).toBe('2026-03-30T22:00:00.000Z');
  });

  it('holds at least 30 Dutch events in several churches, past and coming, some over more days', () => {
    expect(events.length).toBeGreaterThanOrEqual(30);
    expect(new Set(events.map((e) => e.location)).size).toBeGreaterThanOrEqual(5);
    expect(events.some((e) => e.day < -30) && events.some((e) => e.day > 60)).toBe(true);
    expect(events.filter((e) => (e.days ?? 0) > 0).length).toBeGreaterThanOrEqual(3);
    expect(events.some((e) => e.day === 0)).toBe(true);
    for (const e of events) expect(e.description).not.toMatch(/lorem/i);
  });

  it('fills an empty table once and leaves a filled one alone', async () => {
    await app().ready();
    await app().db.deleteFrom('events').execute();
    expect(await seedEvents(app().db, new Date('2026-06-15T10:00:00Z'))).toBe(true);
    expect(await app().eventsRepository.count()).toBe(events.length);
    expect(await seedEvents(app().db)).toBe(false);
    expect(await app().eventsRepository.count()).toBe(events.length);
  });
});
