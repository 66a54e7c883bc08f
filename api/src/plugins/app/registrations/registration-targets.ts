/**
 * What a sign-up is for: a service, an event, or one occurrence of a recurring event, with its
 * sign-up fields (the kit's `signupFields`) read from its row, and whether it takes sign-ups now.
 * Sign-ups close at the moment the editor set ("aanmelden kan tot 23 december 12.00"; a day without
 * a time closes at 12.00), else at the start; a volunteer may close them early.
 */
import { zonedToUtc } from '@kerk/kit/dates/calendar';
import { registrations as texts, type RegistrationState } from '@kerk/kit/registrations';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { occurrences } from '../events/event-recurrence';
import { seriesOf } from '../events/event-model';

export type TargetKind = 'service' | 'event';

export interface Target {
  kind: TargetKind;
  id: number;
  /** '' for a service or a single event; else the occurrence's start, ISO UTC. */
  occurrence: string;
  /** "Kerstnachtdienst", "Kerstdiner": what the mails and the list call it. */
  title: string;
  /** 'de dienst' or 'het evenement': the full message's subject. */
  what: string;
  startsAt: string;
  endsAt: string;
  place: string;
  enabled: boolean;
  limit: number;
  maxSeats: number;
  question: string;
  closesAt: string;
  closed: boolean;
}

interface SignupColumns {
  signups: number;
  signup_seats: number;
  signup_closes_date: string;
  signup_closes_time: string;
  signup_max_seats: number;
  signup_question: string;
  signup_closed: number;
}

const HOUR = 3_600_000;

function closesAtOf(row: SignupColumns, startsAt: string): string {
  if (!row.signup_closes_date) return startsAt;
  return zonedToUtc(row.signup_closes_date, row.signup_closes_time || texts.defaults.closesTime).toISOString();
}

function signupsOf(row: SignupColumns, startsAt: string) {
  return {
    enabled: row.signups === 1 && row.signup_seats > 0,
    limit: row.signup_seats,
    maxSeats: row.signup_max_seats || texts.defaults.maxSeats,
    question: row.signup_question,
    closesAt: closesAtOf(row, startsAt),
    closed: row.signup_closed === 1,
  };
}

/** The target, or null when there is none (an unknown id, a day the series does not hold). */
export async function findTarget(db: Kysely<Database>, kind: TargetKind, id: number, occurrence = ''): Promise<Target | null> {
  if (kind === 'service') {
    if (occurrence) return null;
    const row = await db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const endsAt = new Date(new Date(row.starts_at).getTime() + 1.5 * HOUR).toISOString();
    const title = row.season || 'Kerkdienst';
    return { kind, id, occurrence: '', title, what: 'de dienst', startsAt: row.starts_at, endsAt, place: row.church_name, ...signupsOf(row, row.starts_at) };
  }
  const row = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  let startsAt = row.starts_at;
  let endsAt = row.ends_at;
  if (row.rrule) {
    // A series takes sign-ups per occurrence: the occurrence must be one the series holds.
    const at = new Date(occurrence);
    if (!occurrence || Number.isNaN(at.getTime())) return null;
    const found = occurrences(seriesOf(row), at.toISOString(), new Date(at.getTime() + 1).toISOString()).find((o) => o.startsAt === at.toISOString());
    if (!found) return null;
    occurrence = found.startsAt;
    startsAt = found.startsAt;
    endsAt = found.endsAt;
  } else if (occurrence) {
    return null;
  }
  const place = [row.church_name, row.address].filter(Boolean).join(', ');
  return { kind, id, occurrence, title: row.title, what: 'het evenement', startsAt, endsAt, place, ...signupsOf(row, startsAt) };
}

/** Whether the target takes sign-ups at `now`. */
export const isOpen = (target: Target, now: Date): boolean =>
  target.enabled && !target.closed && now.getTime() < new Date(target.closesAt).getTime() && now.getTime() < new Date(target.startsAt).getTime();

/** The public answer's `registration`; null when the target takes no sign-ups. */
export function stateOf(target: Target, taken: number, now: Date): RegistrationState | null {
  if (!target.enabled) return null;
  return { limit: target.limit, taken, open: isOpen(target, now), closesAt: target.closesAt, maxSeats: target.maxSeats, question: target.question };
}
