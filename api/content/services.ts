/**
 * Seed kerkdiensten: eight weeks back and twelve weeks ahead of the seeding day, so the demo never
 * runs dry. The rhythm follows the churches page (Beuningen, Druten and Wijchen every Sunday,
 * Batenburg on the first, Bergharen on the second and Horssen on the third Sunday, an avondgebed in
 * Leur on the last) plus the feast days in range. Deterministic: the same day gives the same list.
 * Beuningen and Wijchen are streamed; past streams keep their recording. Video ids are fictional.
 */
import { createHash } from 'node:crypto';

import type { ServiceInput } from '../src/plugins/app/services/services-repository';
import { zonedToUtc } from '@kerk/kit/dates/calendar';
import { addDays, feastDays, sundayName } from './church-year';
import { COLLECTIONS, FEAST_COLLECTIONS, FEAST_NOTES, FEASTS, MUSIC, NOTES, PREACHERS } from './services-texts';

export const CHURCH_NAMES: Record<string, string> = {
  beuningen: 'Dorpskerk Beuningen',
  druten: 'De Ark',
  wijchen: 'Open Hof',
  batenburg: 'Dorpskerk Batenburg',
  horssen: 'Dorpskerk Horssen',
  bergharen: 'Kerkje Bergharen',
  leur: 'Kapel Leur',
};

const STREAMED = new Set(['beuningen', 'wijchen']);

/**
 * Services that take sign-ups (issue 43), by `<key> <location>`: the Kerstnachtdienst in the small
 * church of Horssen, closing at noon the day before.
 */
const SIGNUPS: Record<string, (day: Date) => Partial<ServiceInput>> = {
  'kerstnacht horssen': (day) => ({ signups: true, signupSeats: 120, signupClosesDate: addDays(day, -1).toISOString().slice(0, 10), signupClosesTime: '12:00', signupMaxSeats: 6 }),
};
export const WEEKS_BACK = 8;
export const WEEKS_AHEAD = 12;

interface Slot {
  location: string;
  time: string;
  season: string;
  key: string;
}

/** The Sunday services of one day (a UTC-midnight calendar day that is a Sunday). */
function sundaySlots(day: Date): Slot[] {
  const season = sundayName(day);
  const month = day.getUTCMonth() + 1;
  const nth = Math.ceil(day.getUTCDate() / 7);
  const last = addDays(day, 7).getUTCMonth() !== day.getUTCMonth();
  // July and August, as the churches page says (Druten at 9.30, Bergharen's summer evening service).
  const summer = month === 7 || month === 8;
  const slot = (location: string, time: string, key = 'zondag'): Slot => ({ location, time, season, key });
  const slots = [slot('beuningen', '10:00'), slot('druten', summer ? '09:30' : '10:00'), slot('wijchen', '10:30')];
  if (nth === 1) slots.push(slot('batenburg', '10:00'));
  if (nth === 2) slots.push(slot('bergharen', summer ? '19:00' : '10:00'));
  if (nth === 3) slots.push(slot('horssen', '10:00'));
  if (season === '4e zondag van Advent' || (month === 9 && nth === 2)) slots.push(slot('leur', '10:00', 'oecumenisch'));
  else if (last) slots.push(slot('leur', '19:00', 'avondgebed'));
  return slots;
}

/** The feast-day services (not on a Sunday's regular slot) of one day. */
function feastSlots(day: Date): Slot[] {
  const feast = feastDays(day.getUTCFullYear()).find((f) => f.day.getTime() === day.getTime());
  // Christmas on a Sunday is the Sunday service itself, named "Eerste Kerstdag" by sundayName.
  if (!feast || (feast.key === 'kerst' && day.getUTCDay() === 0)) return [];
  return (FEASTS[feast.key] ?? []).map(([location, time]) => ({ location, time, season: feast.name, key: feast.key }));
}

/** A fictional but well-formed YouTube watch URL, stable per service. */
function videoUrl(location: string, startsAt: string): string {
  const id = createHash('sha1').update(`${location}|${startsAt}`).digest('base64url').slice(0, 11);
  return `https://www.youtube.com/watch?v=${id}`;
}

const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length]!;

/** `index` is the slot's place on its day, so no preacher is booked twice at once. */
function toService(day: Date, slot: Slot, index: number, now: Date): ServiceInput {
  const week = Math.floor(day.getTime() / 604_800_000);
  const start = zonedToUtc(day.toISOString().slice(0, 10), slot.time);
  const startsAt = start.toISOString();
  const streamed = STREAMED.has(slot.location);
  const stream = streamed ? videoUrl(slot.location, startsAt) : '';
  return {
    startsAt,
    location: slot.location,
    churchName: CHURCH_NAMES[slot.location]!,
    preacher: slot.key === 'oecumenisch' ? 'ds. Wim Kuipers en pastor Thea Hendriks' : pick(PREACHERS, week * 2 + index),
    season: slot.season,
    music: pick(MUSIC, week + index * 3),
    collections: ['Diaconie', 'Kerk', FEAST_COLLECTIONS[slot.key] ?? pick(COLLECTIONS, week + index * 4)],
    streamed,
    streamUrl: stream,
    recordingUrl: streamed && start < now ? stream : '',
    notes: FEAST_NOTES[slot.key] ?? pick(NOTES, week * 3 + index),
    ...(SIGNUPS[`${slot.key} ${slot.location}`]?.(day) ?? {}),
  };
}

/** Every seed service around `today` (the Amsterdam calendar date, `YYYY-MM-DD`), in time order. */
export function buildServices(today: string, now: Date): ServiceInput[] {
  const services: ServiceInput[] = [];
  const first = addDays(new Date(`${today}T00:00:00Z`), -WEEKS_BACK * 7);
  for (let offset = 0; offset <= (WEEKS_BACK + WEEKS_AHEAD) * 7; offset += 1) {
    const day = addDays(first, offset);
    const slots = [...(day.getUTCDay() === 0 ? sundaySlots(day) : []), ...feastSlots(day)];
    slots.forEach((slot, index) => services.push(toService(day, slot, index, now)));
  }
  return services.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
