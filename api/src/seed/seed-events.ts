/**
 * Turns the seed events of content/events.ts (days relative to the seeding day, Amsterdam
 * wall-clock times) into stored events, only while the table is empty.
 */
import type { Kysely } from 'kysely';

import { events, VENUES, type EventSeed } from '../../content/events';
import type { Database } from '../db/schema';
import { addDays, zonedDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import { createEventsRepository, type EventInput } from '../plugins/app/events/events-repository';
import { now as clockNow } from '../lib/clock';

/** One seed event as repository input, relative to `today` (YYYY-MM-DD in Amsterdam). */
export function toEventInput(seed: EventSeed, today: string): EventInput {
  const first = addDays(today, seed.day);
  const last = addDays(first, seed.days ?? 0);
  const allDay = seed.start === undefined;
  return {
    title: seed.title,
    description: seed.description,
    allDay,
    // An all-day event ends at the midnight after its last day (exclusive, as iCalendar's DTEND).
    startsAt: zonedToUtc(first, seed.start ?? '00:00'),
    endsAt: allDay ? zonedToUtc(addDays(last, 1)) : zonedToUtc(last, seed.end ?? seed.start),
    location: seed.location,
    ...VENUES[seed.location],
  };
}

/** Seeds the events when there are none; true when it did. */
export async function seedEvents(db: Kysely<Database>, now = clockNow()): Promise<boolean> {
  const repository = createEventsRepository(db);
  if ((await repository.count()) > 0) return false;
  const today = zonedDate(now);
  for (const seed of events) await repository.create(toEventInput(seed, today));
  return true;
}
