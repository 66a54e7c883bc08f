/**
 * Sign-ups, counted in the database (issue 43). Every change of a list is one transaction that
 * first locks the list's row (FOR UPDATE on PostgreSQL; SQLite has one writer at a time), so two
 * API instances under a burst never confirm one seat too many, and the list's `seq` numbers the
 * sign-ups in the order they were committed, whichever instance took them.
 *
 * - A sign-up is confirmed when its seats fit in the seats left, else it waits. After every change
 *   the waitlist is walked in order: each waiting sign-up that fits moves up; one that does not fit
 *   (3 seats, 2 free) keeps its place at the head, and a smaller one behind it may take the 2.
 *   So a new sign-up never passes a waiting one that fits.
 * - One live sign-up per address and list: the same address again gets the answer of its sign-up,
 *   unchanged (a unique index holds it too). Seats are changed or cancelled only by the mail's link.
 * - A confirmation, a move up, a reminder and a message are queued in the same transaction as the
 *   change (registration-outbox.ts: once per sign-up and kind).
 */
import type { Kysely, Transaction } from 'kysely';

import { dialectOf } from '../../../db/dialect';
import type { Database, RegistrationStatus } from '../../../db/schema';
import { hashSecretToken, isSecretToken, newSecretToken } from '../../../lib/secret-token';
import type { RegistrationOutbox } from './registration-outbox';
import { findTarget, isOpen, type Target, type TargetKind } from './registration-targets';

export interface SignUpValues {
  name: string;
  email: string;
  seats: number;
  answer: string;
}

export type SignUpAnswer = { status: 'confirmed' | 'waitlisted'; seats: number; position?: number };

export type SignUpOutcome =
  | { kind: 'not_found' }
  | { kind: 'closed' }
  | { kind: 'too_many_seats'; max: number }
  | { kind: 'done'; answer: SignUpAnswer; created: boolean; registrationId: number };

export interface ListedRegistration {
  id: number;
  seq: number;
  name: string;
  email: string;
  seats: number;
  answer: string;
  status: 'confirmed' | 'waitlisted';
  source: 'web' | 'phone';
  createdAt: string;
  /** Waiting: its place on the waitlist (1 is next). */
  position?: number;
}

type Db = Kysely<Database>;

/** One list's row, created on its first sign-up and locked by every change of it. */
async function lockList(trx: Transaction<Database>, target: Target): Promise<{ id: number; seq: number }> {
  await trx
    .insertInto('registration_lists')
    .values({ kind: target.kind, ref_id: target.id, occurrence: target.occurrence })
    .onConflict((oc) => oc.columns(['kind', 'ref_id', 'occurrence']).doNothing())
    .execute();
  let query = trx
    .selectFrom('registration_lists')
    .select(['id', 'seq'])
    .where('kind', '=', target.kind)
    .where('ref_id', '=', target.id)
    .where('occurrence', '=', target.occurrence);
  if (dialectOf(trx) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

async function takenOf(db: Db | Transaction<Database>, listId: number): Promise<number> {
  const { n } = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seats'), eb.lit(0)).as('n'))
    .where('list_id', '=', listId)
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function positionOf(db: Db | Transaction<Database>, listId: number, seq: number): Promise<number> {
  const { n } = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('list_id', '=', listId)
    .where('status', '=', 'waitlisted')
    .where('seq', '<=', seq)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export function createRegistrationsRepository(db: Db, outbox: RegistrationOutbox) {
  /** A new link for a sign-up's mail: the token goes in the mail, its hash here. */
  async function newLink(trx: Transaction<Database>, registrationId: number): Promise<string> {
    const token = newSecretToken();
    await trx.insertInto('registration_links').values({ token_hash: hashSecretToken(token), registration_id: registrationId }).execute();
    return token;
  }

  /** Moves up every waiting sign-up that fits, in order; queues their mails. Answers their ids. */
  async function promote(trx: Transaction<Database>, listId: number, limit: number, origin: string, now: Date): Promise<number[]> {
    let free = limit - (await takenOf(trx, listId));
    if (free <= 0) return [];
    const waiting = await trx.selectFrom('registrations').select(['id', 'seats', 'email']).where('list_id', '=', listId).where('status', '=', 'waitlisted').orderBy('seq').execute();
    const moved: number[] = [];
    for (const row of waiting) {
      if (free <= 0) break;
      if (row.seats > free) continue;
      free -= row.seats;
      moved.push(row.id);
      await trx.updateTable('registrations').set({ status: 'confirmed', updated_at: now.toISOString() }).where('id', '=', row.id).execute();
      if (row.email) await outbox.enqueue(trx, { kind: 'moved_up', registrationId: row.id, to: row.email, token: await newLink(trx, row.id), origin }, now);
    }
    return moved;
  }

  async function answerOf(trx: Db | Transaction<Database>, row: { id: number; list_id: number; seq: number; seats: number; status: RegistrationStatus }): Promise<SignUpAnswer> {
    if (row.status === 'waitlisted') return { status: 'waitlisted', seats: row.seats, position: await positionOf(trx, row.list_id, row.seq) };
    return { status: 'confirmed', seats: row.seats };
  }

  /** The list of a target, without creating it; null before its first sign-up. */
  const listIdOf = async (target: Pick<Target, 'kind' | 'id' | 'occurrence'>) =>
    (
      await db
        .selectFrom('registration_lists')
        .select('id')
        .where('kind', '=', target.kind)
        .where('ref_id', '=', target.id)
        .where('occurrence', '=', target.occurrence)
        .executeTakeFirst()
    )?.id ?? null;

  /** Cancels one sign-up (by its link, or a volunteer from the list). */
  async function cancel(registrationId: number, origin: string, now: Date): Promise<'cancelled' | 'already' | 'invalid'> {
    const found = await db
      .selectFrom('registrations as r')
      .innerJoin('registration_lists as l', 'l.id', 'r.list_id')
      .select(['l.kind', 'l.ref_id', 'l.occurrence'])
      .where('r.id', '=', registrationId)
      .executeTakeFirst();
    if (!found) return 'invalid';
    const target = await findTarget(db, found.kind, found.ref_id, found.occurrence);
    return db.transaction().execute(async (trx) => {
      const list = await lockList(trx, { kind: found.kind, id: found.ref_id, occurrence: found.occurrence } as Target);
      const row = await trx.selectFrom('registrations').select('status').where('id', '=', registrationId).executeTakeFirst();
      if (!row) return 'invalid' as const;
      if (row.status === 'cancelled') return 'already' as const;
      await trx.updateTable('registrations').set({ status: 'cancelled', updated_at: now.toISOString() }).where('id', '=', registrationId).execute();
      // A past service's list moves no one up.
      if (target && now.getTime() < new Date(target.startsAt).getTime()) await promote(trx, list.id, target.limit, origin, now);
      return 'cancelled' as const;
    });
  }

  return {
    findTarget: (kind: TargetKind, id: number, occurrence?: string) => findTarget(db, kind, id, occurrence),

    /** The seats taken of a target's list. */
    async taken(target: Pick<Target, 'kind' | 'id' | 'occurrence'>): Promise<number> {
      const listId = await listIdOf(target);
      return listId === null ? 0 : takenOf(db, listId);
    },

    /**
     * Takes one sign-up. `byVolunteer`: added by phone from the list (it may have no address, and
     * closing does not stop it). The values have passed the kit's rules.
     */
    async signUp(target: Target, values: SignUpValues, origin: string, now: Date, byVolunteer = false): Promise<SignUpOutcome> {
      if (!byVolunteer && !isOpen(target, now)) return { kind: 'closed' };
      if (!byVolunteer && values.seats > target.maxSeats) return { kind: 'too_many_seats', max: target.maxSeats };
      const email = values.email.trim().toLowerCase();
      return db.transaction().execute(async (trx) => {
        const list = await lockList(trx, target);
        if (email) {
          const existing = await trx
            .selectFrom('registrations')
            .select(['id', 'list_id', 'seq', 'seats', 'status'])
            .where('list_id', '=', list.id)
            .where('email', '=', email)
            .where('status', '<>', 'cancelled')
            .executeTakeFirst();
          if (existing) return { kind: 'done' as const, answer: await answerOf(trx, existing), created: false, registrationId: existing.id };
        }
        const free = target.limit - (await takenOf(trx, list.id));
        const status = values.seats <= free ? 'confirmed' : 'waitlisted';
        const seq = list.seq + 1;
        await trx.updateTable('registration_lists').set({ seq }).where('id', '=', list.id).execute();
        const at = now.toISOString();
        const { id } = await trx
          .insertInto('registrations')
          .values({ list_id: list.id, seq, name: values.name, email, seats: values.seats, answer: values.answer, status, source: byVolunteer ? 'phone' : 'web', created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (email) await outbox.enqueue(trx, { kind: 'confirm', registrationId: id, to: email, token: await newLink(trx, id), origin }, now);
        return { kind: 'done' as const, answer: await answerOf(trx, { id, list_id: list.id, seq, seats: values.seats, status }), created: true, registrationId: id };
      });
    },

    /**
     * Cancels the sign-up a mail's link names, frees its seats and moves the waitlist up, in one
     * transaction. 'invalid': no such link (or already cancelled and deleted).
     */
    async cancelByToken(token: unknown, origin: string, now: Date): Promise<'cancelled' | 'already' | 'invalid'> {
      if (!isSecretToken(token)) return 'invalid';
      const link = await db.selectFrom('registration_links').select('registration_id').where('token_hash', '=', hashSecretToken(token)).executeTakeFirst();
      if (!link) return 'invalid';
      return cancel(link.registration_id, origin, now);
    },

    cancel,


    /** After the seats of a target changed (its form, the list): moves the waitlist up. Answers the ids moved up. */
    async refresh(kind: TargetKind, id: number, origin: string, now: Date): Promise<number[]> {
      const lists = await db.selectFrom('registration_lists').select(['id', 'occurrence']).where('kind', '=', kind).where('ref_id', '=', id).execute();
      const moved: number[] = [];
      for (const { occurrence } of lists) {
        const target = await findTarget(db, kind, id, occurrence);
        if (!target?.enabled || now.getTime() >= new Date(target.startsAt).getTime()) continue;
        moved.push(...(await db.transaction().execute(async (trx) => promote(trx, (await lockList(trx, target)).id, target.limit, origin, now))));
      }
      return moved;
    },

    /** Closes (or opens again) the sign-ups of a service or event, all its occurrences. False: no such item. */
    async setClosed(kind: TargetKind, id: number, closed: boolean): Promise<boolean> {
      const table = kind === 'service' ? 'services' : 'events';
      const result = await db.updateTable(table).set({ signup_closed: closed ? 1 : 0 }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The live sign-ups of a target, confirmed then waiting, each in commit order. */
    async list(target: Pick<Target, 'kind' | 'id' | 'occurrence'>): Promise<ListedRegistration[]> {
      const listId = await listIdOf(target);
      if (listId === null) return [];
      const rows = await db.selectFrom('registrations').selectAll().where('list_id', '=', listId).where('status', '<>', 'cancelled').orderBy('seq').execute();
      let waiting = 0;
      const listed = rows.map((row) => ({
        id: row.id,
        seq: row.seq,
        name: row.name,
        email: row.email,
        seats: row.seats,
        answer: row.answer,
        status: row.status as 'confirmed' | 'waitlisted',
        source: row.source,
        createdAt: row.created_at,
        ...(row.status === 'waitlisted' ? { position: ++waiting } : {}),
      }));
      return [...listed.filter((r) => r.status === 'confirmed'), ...listed.filter((r) => r.status === 'waitlisted')];
    },

    /** Queues a volunteer's message to everyone signed up (confirmed and waiting) with an address. Answers how many. */
    async message(target: Pick<Target, 'kind' | 'id' | 'occurrence'>, subject: string, body: string, messageId: string, origin: string, now: Date): Promise<number> {
      const listId = await listIdOf(target);
      if (listId === null) return 0;
      return db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('registrations').select(['id', 'email']).where('list_id', '=', listId).where('status', '<>', 'cancelled').where('email', '<>', '').execute();
        for (const row of rows) await outbox.enqueue(trx, { kind: 'message', registrationId: row.id, to: row.email, token: await newLink(trx, row.id), origin, subject, body, once: `message:${messageId}:${row.id}` }, now);
        return rows.length;
      });
    },

    /**
     * Queues the reminder of every confirmed sign-up whose service or event starts within a day of
     * `now` (once: the outbox's `once`). Answers how many were new.
     */
    async queueReminders(origin: string, now: Date): Promise<number> {
      const soon = new Date(now.getTime() + 24 * 3_600_000);
      const lists = await db.selectFrom('registration_lists').select(['id', 'kind', 'ref_id', 'occurrence']).execute();
      let queued = 0;
      for (const list of lists) {
        const target = await findTarget(db, list.kind, list.ref_id, list.occurrence);
        if (!target) continue;
        const start = new Date(target.startsAt);
        if (start <= now || start > soon) continue;
        // Who signed up within the last day before the start has just had the confirmation: no reminder.
        const dayBefore = new Date(start.getTime() - 24 * 3_600_000).toISOString();
        const rows = await db
          .selectFrom('registrations')
          .select(['id', 'email'])
          .where('list_id', '=', list.id)
          .where('status', '=', 'confirmed')
          .where('email', '<>', '')
          .where('created_at', '<=', dayBefore)
          .execute();
        for (const row of rows) {
          const added = await db.transaction().execute(async (trx) => outbox.enqueue(trx, { kind: 'reminder', registrationId: row.id, to: row.email, token: null, origin }, now));
          if (added) queued += 1;
        }
      }
      return queued;
    },

    /**
     * Deletes the sign-ups of every list whose service or event ended more than `keepDays` ago, or
     * no longer exists and is not in the Prullenbak either (AVG): names and addresses are kept no
     * longer than they are needed.
     */
    async sweep(keepDays: number, now: Date): Promise<number> {
      const before = now.getTime() - keepDays * 86_400_000;
      const lists = await db.selectFrom('registration_lists').select(['id', 'kind', 'ref_id', 'occurrence']).execute();
      let deleted = 0;
      for (const list of lists) {
        const target = await findTarget(db, list.kind, list.ref_id, list.occurrence);
        if (target && new Date(target.endsAt).getTime() >= before) continue;
        // A deleted item in the Prullenbak may come back with its sign-ups; they go with it from there.
        if (!target && (await db.selectFrom('content_trash').select('id').where('kind', '=', list.kind).where('ref_id', '=', list.ref_id).executeTakeFirst())) continue;
        // The mails first: their rows refer to the sign-ups (cascade on PostgreSQL, not on every SQLite connection).
        const ids = db.selectFrom('registrations').select('id').where('list_id', '=', list.id);
        await db.deleteFrom('registration_mails').where('registration_id', 'in', ids).execute();
        await db.deleteFrom('registration_links').where('registration_id', 'in', ids).execute();
        const result = await db.deleteFrom('registrations').where('list_id', '=', list.id).executeTakeFirst();
        await db.deleteFrom('registration_lists').where('id', '=', list.id).execute();
        deleted += Number(result.numDeletedRows);
      }
      return deleted;
    },
  };
}

export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;
