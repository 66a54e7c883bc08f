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

/** A seed event's sign-up columns (the kit's `signupFields`), closing `closesBefore` days before its day at 12.00. */
export const signupColumns = (signup: NonNullable<EventSeed['signup']>, day: string) => ({
  signups: 1,
  signup_seats: signup.seats,
  signup_closes_date: signup.closesBefore ? addDays(day, -signup.closesBefore) : '',
  signup_closes_time: signup.closesBefore ? '12:00' : '',
  signup_question: signup.question ?? '',
});

/** Seeds the events when there are none; true when it did. */
export async function seedEvents(db: Kysely<Database>, now = clockNow()): Promise<boolean> {
  const repository = createEventsRepository(db);
  if ((await repository.count()) > 0) return false;
  const today = zonedDate(now);
  for (const seed of events) {
    const id = await repository.create(toEventInput(seed, today));
    if (seed.signup) await db.updateTable('events').set(signupColumns(seed.signup, addDays(today, seed.day))).where('id', '=', id).execute();
  }
  return true;
}
