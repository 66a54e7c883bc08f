/**
 * What the editing app's list of sign-ups reads and changes besides the repository (issue 43): which
 * services and events take sign-ups from today on (a recurring event per occurrence, for the next
 * weeks), the counts of one list, and a new seat count set from the list (a save of the item: its
 * version goes up, so a form open elsewhere meets a conflict instead of undoing it).
 */
import { formatDateTime } from '@kerk/kit/dates';
import { zonedDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { seriesOf } from '../events/event-model';
import { occurrences } from '../events/event-recurrence';
import { isOpen, type Target, type TargetKind } from './registration-targets';
import type { ListedRegistration, RegistrationsRepository } from './registrations-repository';

/** How far ahead a recurring event's occurrences are listed. */
const SERIES_DAYS = 120;

export interface Counts {
  taken: number;
  /** Seats on the waitlist. */
  waiting: number;
  open: boolean;
}

export const countsOf = (target: Target, items: ListedRegistration[], now: Date): Counts => ({
  taken: items.filter((r) => r.status === 'confirmed').reduce((n, r) => n + r.seats, 0),
  waiting: items.filter((r) => r.status === 'waitlisted').reduce((n, r) => n + r.seats, 0),
  open: isOpen(target, now),
});

/** Every service and event (occurrence) taking sign-ups that starts today or later, soonest first. */
export async function targetsFromToday(db: Kysely<Database>, repository: RegistrationsRepository, now: Date): Promise<Target[]> {
  const from = zonedToUtc(zonedDate(now)).toISOString();
  const services = await db.selectFrom('services').select('id').where('signups', '=', 1).where('starts_at', '>=', from).execute();
  const events = await db.selectFrom('events').selectAll().where('signups', '=', 1).execute();
  const refs: { kind: TargetKind; id: number; occurrence: string }[] = services.map(({ id }) => ({ kind: 'service', id, occurrence: '' }));
  const to = new Date(new Date(from).getTime() + SERIES_DAYS * 86_400_000).toISOString();
  for (const row of events) {
    if (!row.rrule) {
      if (row.starts_at >= from) refs.push({ kind: 'event', id: row.id, occurrence: '' });
      continue;
    }
    for (const o of occurrences(seriesOf(row), from, to)) if (o.startsAt >= from) refs.push({ kind: 'event', id: row.id, occurrence: o.startsAt });
  }
  const found = await Promise.all(refs.map((ref) => repository.findTarget(ref.kind, ref.id, ref.occurrence)));
  return found.filter((t): t is Target => t !== null && t.enabled).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** One CSV cell: quoted, quotes doubled, a leading =, +, -, @, tab or CR made text (OWASP CSV injection). */
const cell = (value: string | number) => {
  const text = String(value);
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

export const CSV_HEADER = ['Volgnummer', 'Naam', 'E-mailadres', 'Plaatsen', 'Status', 'Antwoord', 'Aangemeld op', 'Via'];

/** "bevestigd", "wachtlijst (plaats 2)". */
const statusText = (r: ListedRegistration) => (r.status === 'confirmed' ? 'bevestigd' : `wachtlijst (plaats ${r.position ?? 0})`);

/** The list as CSV (`;`, as Dutch Excel reads it; a BOM, so it reads UTF-8), confirmed first, the waitlist after. */
export function csvOf(items: ListedRegistration[]): string {
  const rows = items.map((r) => [r.seq, r.name, r.email, r.seats, statusText(r), r.answer, formatDateTime(r.createdAt), r.source === 'phone' ? 'telefoon' : 'website']);
  return `\uFEFF${[CSV_HEADER, ...rows].map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Sets the seats of a service or event as a save by `by`. False: no such item. */
export async function setSeats(db: Kysely<Database>, kind: TargetKind, id: number, seats: number, by: string, now: Date): Promise<boolean> {
  const table = kind === 'service' ? 'services' : 'events';
  const result = await db
    .updateTable(table)
    .set((eb) => ({ signup_seats: seats, version: eb('version', '+', 1), updated_by: by, updated_at: now.toISOString() }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
