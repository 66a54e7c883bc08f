/**
 * The outbox of account mails (an invitation, a reset link): the contact outbox's states in a
 * table of its own (queued → sending → sent | retry), drained by the same worker. A mail is stored
 * first, so it survives an SMTP outage or a restart; once sent, its body (which holds the
 * one-time link) is emptied, so the table keeps no working link.
 */
import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { outboxStates } from '../contact/outbox-states';

export interface AccountMail {
  id: string;
  to: string;
  subject: string;
  body: string;
  attempts: number;
}

export function createAccountMailOutbox(db: Kysely<Database>) {
  const states = outboxStates(db, 'account_mails');
  return {
    async enqueue(mail: Omit<AccountMail, 'id' | 'attempts'>, now = clockNow()): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('account_mails')
        .values({ id, to_email: mail.to, subject: mail.subject, body: mail.body, next_attempt_at: now.toISOString(), created_at: now.toISOString(), last_error: null, sent_at: null })
        .execute();
      return id;
    },

    async claimNext(now = clockNow()): Promise<AccountMail | null> {
      const id = await states.claimNextId(now);
      if (!id) return null;
      return (await db.selectFrom('account_mails').select(['id', 'to_email as to', 'subject', 'body', 'attempts']).where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async markSent(id: string, now = clockNow()): Promise<void> {
      await db.updateTable('account_mails').set({ status: 'sent', sent_at: now.toISOString(), last_error: null, body: '' }).where('id', '=', id).execute();
    },

    markFailed: states.markFailed,
    /** A mail left in `sending` by a crash is queued again (at-least-once, as the contact outbox). */
    requeueInterrupted: states.requeueInterrupted,
  };
}

export type AccountMailOutbox = ReturnType<typeof createAccountMailOutbox>;
