/**
 * The contact outbox: a message is stored first and mailed later, so it survives SMTP outages and
 * restarts. States: queued → sending → sent | retry (→ sending …). Nothing is ever deleted or given
 * up on; a failed attempt only moves `next_attempt_at` further out (see `retryDelay`).
 */
import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { ContactMessageStatus, Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import type { OutboxClaimer } from '../../../lib/instance';
import { freshOutboxState, outboxStates, type OutboxClaim } from '../outbox/outbox-states';

// A type alias (not an interface) so it fits the kit's `validateAll(values: Record<string, unknown>)`.
export type ContactMessageInput = {
  contactType: string;
  name: string;
  email: string;
  subject: string;
  message: string;
};

/** A claimed message with the recipient of its type, ready to be mailed. */
export interface OutboxMessage extends ContactMessageInput {
  id: string;
  attempts: number;
  typeLabel: string;
  recipientName: string;
  recipientEmail: string;
}

export interface EnqueueOptions {
  idempotencyKey?: string;
  /** Fingerprint of the request; a replayed key with another fingerprint is a conflict. */
  requestHash?: string;
}

export type EnqueueResult = { id: string; outcome: 'created' | 'replayed' } | { id?: undefined; outcome: 'conflict' };

/** `claimer`: the instance and lease its worker claims messages with (default: lib/instance.ts). */
export function createOutboxRepository(db: Kysely<Database>, claimer?: OutboxClaimer) {
  const states = outboxStates(db, 'contact_messages', claimer);

  /**
   * The message with its recipient as routed NOW (contact_types, set in the editing app): routing
   * is read when a message is sent, not when it is stored, so a changed route applies to mail
   * still waiting in the outbox too (a scriba who stepped down gets no mail that queued before).
   * A type without its own recipient goes to the site's general e-mail address.
   */
  async function findForSending(id: string): Promise<OutboxMessage | null> {
    const row = await db
      .selectFrom('contact_messages as m')
      .innerJoin('contact_types as t', 't.key', 'm.contact_type')
      .select(['m.id', 'm.contact_type as contactType', 'm.name', 'm.email', 'm.subject', 'm.message', 'm.attempts'])
      .select(['t.label as typeLabel', 't.recipient_name as recipientName', 't.recipient_email as recipientEmail'])
      .where('m.id', '=', id)
      .executeTakeFirst();
    if (!row || row.recipientEmail) return row ?? null;
    const site = await db.selectFrom('settings').select(['email', 'title']).where('id', '=', 1).executeTakeFirst();
    return { ...row, recipientName: site?.title ?? '', recipientEmail: site?.email ?? '' };
  }

  return {
    findForSending,

    /** Stores a message as queued; with an idempotency key a repeat answers the first row's id. */
    async enqueue(input: ContactMessageInput, options: EnqueueOptions = {}, now = clockNow()): Promise<EnqueueResult> {
      const id = randomUUID();
      const inserted = await db
        .insertInto('contact_messages')
        .values({
          id,
          contact_type: input.contactType,
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
          ...freshOutboxState(now),
          idempotency_key: options.idempotencyKey ?? null,
          request_hash: options.requestHash ?? null,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, outcome: 'created' };
      const first = await db
        .selectFrom('contact_messages')
        .select(['id', 'request_hash'])
        .where('idempotency_key', '=', options.idempotencyKey ?? '')
        .executeTakeFirstOrThrow();
      return first.request_hash === (options.requestHash ?? null) ? { id: first.id, outcome: 'replayed' } : { outcome: 'conflict' };
    },

    /** Claims the oldest due message (queued, retry whose time has come, or sending whose lease has passed); null when none. */
    async claimNext(now = clockNow()): Promise<OutboxMessage | null> {
      const claim = await states.claimNextId(now);
      if (!claim) return null;
      const message = await findForSending(claim.id);
      return message && { ...message, attempts: claim.attempts };
    },

    markSent: (claim: OutboxClaim, now = clockNow()) => states.markSent(claim, now),
    markFailed: states.markFailed,

    async find(id: string) {
      return (await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** When the oldest message still waiting to go out (queued, retry or sending) was stored; null when none waits. */
    async oldestUnsentAt(): Promise<Date | null> {
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.min('created_at').as('oldest'))
        .where('status', 'in', ['queued', 'retry', 'sending'])
        .executeTakeFirst();
      return row?.oldest ? new Date(row.oldest) : null;
    },

    /** Number of messages per state (for logs and health checks). */
    async countByStatus(): Promise<Record<ContactMessageStatus, number>> {
      const rows = await db
        .selectFrom('contact_messages')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      const counts = { queued: 0, sending: 0, sent: 0, retry: 0 };
      for (const row of rows) counts[row.status] = Number(row.n);
      return counts;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
