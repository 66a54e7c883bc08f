/**
 * The outbox states the three outboxes share (contact messages, account mails, Zijstroom: queued → sending →
 * sent | retry), written once: claiming the oldest due row with a lease, and recording the outcome
 * of that claim. Each outbox adds its own insert and its own reads.
 *
 * Several API instances may drain one outbox. A claim moves a row to `sending` until `lease_until`
 * and names the instance in `claimed_by`; a row still `sending` after its lease (its worker died)
 * is due again, for any instance. A claim is one row at one attempt (each claim counts one), so an
 * outcome is recorded only while the row is still `sending` under that very claim: a worker that
 * ran past its lease, after another instance took the row over, changes nothing.
 */
import type { ExpressionBuilder, Kysely, SelectQueryBuilder, Updateable } from 'kysely';

import type { Database, OutboxStateColumns } from '../../../db/schema';
import { dialectOf, type DialectName } from '../../../db/dialect';
import { now as clockNow } from '../../../lib/clock';
import { DEFAULT_CLAIMER, type OutboxClaimer } from '../../../lib/instance';

export type OutboxTable = 'contact_messages' | 'account_mails' | 'newsletter_mails' | 'registration_mails';

export interface OutboxStateOptions {
  /** The table has a `priority` column: a lower one is claimed first (newsletter: a confirmation before an issue's rows). */
  prioritised?: boolean;
}

/** One claim: the row, and the attempt the claim counted. */
export interface OutboxClaim {
  id: string;
  attempts: number;
}

/** The columns every outbox table has, seen as one table (the name decides which at run time). */
type OutboxRow = OutboxStateColumns & { id: string; priority?: number };
type OutboxView = Kysely<{ outbox: OutboxRow }>;

/**
 * The claim's row lock, where the database has one: on PostgreSQL the claim's subquery ends in
 * `LIMIT 1 FOR UPDATE SKIP LOCKED`, so two instances never wait on each other's candidate row (and
 * the UPDATE repeats the "due" condition, so a row another instance claimed first is never claimed
 * twice). SQLite has one writer at a time and rejects the clause: there it is the query as it is.
 */
export function lockForClaim<Q extends SelectQueryBuilder<{ outbox: OutboxRow }, 'outbox', { id: string }>>(dialect: DialectName, query: Q): Q {
  return dialect === 'postgres' ? (query.forUpdate().skipLocked() as Q) : query;
}

/** A new row's outbox columns: due now, created now, never tried, never claimed. */
export function freshOutboxState(now: Date) {
  const at = now.toISOString();
  return { next_attempt_at: at, created_at: at, last_error: null, sent_at: null, lease_until: null, claimed_by: null };
}

/** Due: queued or retry whose time has come, or sending whose lease has passed. */
const isDue = (eb: ExpressionBuilder<{ outbox: OutboxRow }, 'outbox'>, at: string) =>
  eb.or([
    eb.and([eb('status', 'in', ['queued', 'retry']), eb('next_attempt_at', '<=', at)]),
    eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', at)]),
  ]);

export function outboxStates(db: Kysely<Database>, table: OutboxTable, claimer: OutboxClaimer = DEFAULT_CLAIMER, options: OutboxStateOptions = {}) {
  const view = db as unknown as OutboxView;
  const dialect = dialectOf(db);
  const name = table as unknown as 'outbox';
  const { instanceId, leaseMs } = claimer;
  const ordered = <Q extends SelectQueryBuilder<{ outbox: OutboxRow }, 'outbox', { id: string }>>(query: Q): Q =>
    options.prioritised ? (query.orderBy('priority') as Q) : query;

  /**
   * Updates the row only while `claim` still holds it; answers whether it did. The attempt number
   * alone tells claims of one row apart (each claim counts one); `claimed_by` is checked as well,
   * so the condition reads as what it means: still sending, for this instance, under this claim.
   */
  async function settle(claim: OutboxClaim, values: Omit<Updateable<Omit<OutboxRow, 'id'>>, 'status'> & { status: string; body?: string; token?: null }): Promise<boolean> {
    const result = await view
      .updateTable(name)
      // `body` is account_mails' own column (emptied once sent), `token` newsletter_mails'; the view knows neither,
      // nor the newsletter's own end states.
      .set({ ...values, lease_until: null } as Updateable<OutboxRow>)
      .where('id', '=', claim.id)
      .where('status', '=', 'sending')
      .where('claimed_by', '=', instanceId)
      .where('attempts', '=', claim.attempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    /**
     * Claims the oldest due row for this instance until now + lease, in one statement; the claim,
     * or null when none is due.
     */
    async claimNextId(now = clockNow()): Promise<OutboxClaim | null> {
      const at = now.toISOString();
      const claimed = await view
        .updateTable(name)
        .set((eb) => ({
          status: 'sending',
          attempts: eb('attempts', '+', 1),
          lease_until: new Date(now.getTime() + leaseMs).toISOString(),
          claimed_by: instanceId,
        }))
        .where('id', '=', (eb) =>
          lockForClaim(dialect, ordered(eb.selectFrom(name).select('id').where((w) => isDue(w, at))).orderBy('next_attempt_at').orderBy('created_at').limit(1)),
        )
        .where((eb) => isDue(eb, at))
        .returning(['id', 'attempts'])
        .executeTakeFirst();
      return claimed ?? null;
    },

    /** Records the delivery (with `values` an outbox adds); false when the claim was no longer this worker's. */
    markSent(claim: OutboxClaim, now = clockNow(), values: { body?: string; token?: null } = {}): Promise<boolean> {
      return settle(claim, { ...values, status: 'sent', sent_at: now.toISOString(), last_error: null });
    },

    /** Records a failed attempt, tried again from `nextAttemptAt`; false when the claim was no longer this worker's. */
    markFailed(claim: OutboxClaim, error: string, nextAttemptAt: Date): Promise<boolean> {
      return settle(claim, { status: 'retry', last_error: error.slice(0, 1000), next_attempt_at: nextAttemptAt.toISOString() });
    },

    /**
     * Ends the claim in a state of the outbox's own (the newsletter's `failed`, `skipped`): never
     * claimed again. False when the claim was no longer this worker's.
     */
    markEnded(claim: OutboxClaim, status: string, reason: string | null, values: { token?: null } = {}): Promise<boolean> {
      return settle(claim, { ...values, status, last_error: reason?.slice(0, 1000) ?? null });
    },
  };
}
