/**
 * The outbox of sign-up mails: the shared outbox states (outbox-states.ts: a lease per claim, FOR
 * UPDATE SKIP LOCKED on PostgreSQL, an outcome recorded only under its own claim) in a table of its
 * own, drained by the same worker. A row is queued in the transaction of the change it tells about,
 * and `once` (unique) names it, 'confirm:12': queueing one mail twice, from any instance, adds
 * nothing. A mail whose sign-up was cancelled before its turn (a confirmation, a reminder) is skipped.
 * The row's cancel-link token is kept until the mail is sent, so a retry sends the very same mail,
 * then emptied.
 */
import { randomUUID } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import type { OutboxClaimer } from '../../../lib/instance';
import { freshOutboxState, outboxStates } from '../outbox/outbox-states';
import { findTarget, type Target } from './registration-targets';

export type RegistrationMailKind = 'confirm' | 'moved_up' | 'reminder' | 'message';

export interface QueuedMail {
  kind: RegistrationMailKind;
  registrationId: number;
  to: string;
  token: string | null;
  origin: string;
  subject?: string;
  body?: string;
  /** Default `<kind>:<registrationId>`. */
  once?: string;
}

/** A claimed row, with the sign-up and its target as they are now. */
export interface RegistrationMail {
  id: string;
  attempts: number;
  kind: RegistrationMailKind;
  to: string;
  token: string | null;
  origin: string;
  subject: string;
  body: string;
  registration: { name: string; seats: number; status: 'confirmed' | 'waitlisted'; position: number | null; answer: string };
  target: Target;
}

export function createRegistrationOutbox(db: Kysely<Database>, claimer?: OutboxClaimer) {
  const states = outboxStates(db, 'registration_mails', claimer);
  return {
    /** Queues a mail in the caller's transaction; false when that mail was queued before. */
    async enqueue(trx: Transaction<Database>, mail: QueuedMail, now = clockNow()): Promise<boolean> {
      const result = await trx
        .insertInto('registration_mails')
        .values({
          id: randomUUID(),
          kind: mail.kind,
          once: mail.once ?? `${mail.kind}:${mail.registrationId}`,
          registration_id: mail.registrationId,
          to_email: mail.to,
          token: mail.token,
          origin: mail.origin,
          subject: mail.subject ?? '',
          body: mail.body ?? '',
          ...freshOutboxState(now),
        })
        .onConflict((oc) => oc.column('once').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** The next due mail with what it tells; a row that must not go any more is ended as skipped. */
    async claimNext(now = clockNow()): Promise<RegistrationMail | null> {
      for (;;) {
        const claim = await states.claimNextId(now);
        if (!claim) return null;
        const row = await db
          .selectFrom('registration_mails as m')
          .leftJoin('registrations as r', 'r.id', 'm.registration_id')
          .leftJoin('registration_lists as l', 'l.id', 'r.list_id')
          .select(['m.id', 'm.kind', 'm.to_email', 'm.token', 'm.origin', 'm.subject', 'm.body'])
          .select(['r.name', 'r.seats', 'r.status', 'r.seq', 'r.answer', 'r.list_id', 'l.kind as targetKind', 'l.ref_id', 'l.occurrence'])
          .where('m.id', '=', claim.id)
          .executeTakeFirst();
        const target = row?.targetKind && row.ref_id !== null ? await findTarget(db, row.targetKind, row.ref_id, row.occurrence ?? '') : null;
        const live = row?.status === 'confirmed' || row?.status === 'waitlisted';
        // A confirmation or reminder of a sign-up cancelled since, or of a service deleted since, is not sent.
        if (!row || !target || !live || (row.kind === 'reminder' && row.status !== 'confirmed')) {
          await states.markEnded(claim, 'skipped', 'de aanmelding of de bijeenkomst bestaat niet meer', { token: null });
          continue;
        }
        let position: number | null = null;
        if (row.status === 'waitlisted') {
          const { n } = await db
            .selectFrom('registrations')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('list_id', '=', row.list_id!)
            .where('status', '=', 'waitlisted')
            .where('seq', '<=', row.seq!)
            .executeTakeFirstOrThrow();
          position = Number(n);
        }
        return {
          id: row.id,
          attempts: claim.attempts,
          kind: row.kind,
          to: row.to_email,
          token: row.token,
          origin: row.origin,
          subject: row.subject,
          body: row.body,
          registration: { name: row.name ?? '', seats: row.seats ?? 0, status: row.status as 'confirmed' | 'waitlisted', position, answer: row.answer ?? '' },
          target,
        };
      }
    },

    /** Sent: the token is emptied. False when the claim had passed to another worker. */
    markSent: (claim: RegistrationMail, now = clockNow()) => states.markSent(claim, now, { token: null }),
    markFailed: states.markFailed,
  };
}

export type RegistrationOutbox = ReturnType<typeof createRegistrationOutbox>;
