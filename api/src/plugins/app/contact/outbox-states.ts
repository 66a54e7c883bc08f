/**
 * The outbox states both outboxes share (contact messages, account mails: queued → sending →
 * sent | retry), written once: claiming the oldest due row, recording a failed attempt, and
 * queueing again what a crash left in `sending`. Each outbox adds its own insert and its own reads.
 */
import type { Kysely } from 'kysely';

import type { Database, OutboxStateColumns } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';

export type OutboxTable = 'contact_messages' | 'account_mails';

/** The columns every outbox table has, seen as one table (the name decides which at run time). */
type OutboxView = Kysely<{ outbox: OutboxStateColumns & { id: string } }>;

export function outboxStates(db: Kysely<Database>, table: OutboxTable) {
  const view = db as unknown as OutboxView;
  const name = table as unknown as 'outbox';
  return {
    /** Moves the oldest due row (queued, or retry whose time has come) to sending; its id, or null when none is due. */
    async claimNextId(now = clockNow()): Promise<string | null> {
      const claimed = await view
        .updateTable(name)
        .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1) }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom(name)
            .select('id')
            .where('status', 'in', ['queued', 'retry'])
            .where('next_attempt_at', '<=', now.toISOString())
            .orderBy('next_attempt_at')
            .orderBy('created_at')
            .limit(1),
        )
        .returning('id')
        .executeTakeFirst();
      return claimed?.id ?? null;
    },

    /** Records a failed attempt; the row is tried again from `nextAttemptAt`. */
    async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
      await view
        .updateTable(name)
        .set({ status: 'retry', last_error: error.slice(0, 1000), next_attempt_at: nextAttemptAt.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * After a crash a row can be left in `sending`: nobody is sending it any more, so it is queued
     * again (at-least-once: if the crash came after the SMTP server took it, it goes twice).
     */
    async requeueInterrupted(): Promise<number> {
      const result = await view.updateTable(name).set({ status: 'queued' }).where('status', '=', 'sending').executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
