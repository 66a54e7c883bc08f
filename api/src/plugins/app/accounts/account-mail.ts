/**
 * The outbox of account mails (an invitation, a reset link): the contact outbox's states in a
 * table of its own (queued → sending → sent | retry, claimed with a lease), drained by the same
 * worker. A mail is stored first, so it survives an SMTP outage or a restart; once sent, its body
 * (which holds the one-time link) is emptied, so the table keeps no working link.
 */
import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import type { OutboxClaimer } from '../../../lib/instance';
import { freshOutboxState, outboxStates, type OutboxClaim } from '../outbox/outbox-states';

export interface AccountMail {
  id: string;
  to: string;
  subject: string;
  body: string;
  attempts: number;
}

/** `claimer`: the instance and lease its worker claims mails with (default: lib/instance.ts). */
export function createAccountMailOutbox(db: Kysely<Database>, claimer?: OutboxClaimer) {
  const states = outboxStates(db, 'account_mails', claimer);
  return {
    async enqueue(mail: Omit<AccountMail, 'id' | 'attempts'>, now = clockNow()): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('account_mails')
        .values({ id, to_email: mail.to, subject: mail.subject, body: mail.body, ...freshOutboxState(now) })
        .execute();
      return id;
    },

    async claimNext(now = clockNow()): Promise<AccountMail | null> {
      const claim = await states.claimNextId(now);
      if (!claim) return null;
      const mail = await db.selectFrom('account_mails').select(['id', 'to_email as to', 'subject', 'body']).where('id', '=', claim.id).executeTakeFirst();
      return mail ? { ...mail, attempts: claim.attempts } : null;
    },

    /** Sent: the body (with its one-time link) is emptied. False when the claim had passed to another worker. */
    markSent: (claim: OutboxClaim, now = clockNow()) => states.markSent(claim, now, { body: '' }),
    markFailed: states.markFailed,
  };
}

export type AccountMailOutbox = ReturnType<typeof createAccountMailOutbox>;
