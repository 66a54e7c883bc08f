/**
 * The sign-in throttle: failed attempts per key ('account:<email>', 'ip:<address>') within a
 * window; reaching the maximum locks the key for a while. Kept in the database, so a restart does
 * not open the door again and every worker process sees the same counts.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { ACCOUNT_POLICY } from './account-policy';

export const accountKey = (email: string) => `account:${email.trim().toLowerCase().slice(0, 300)}`;
export const ipKey = (ip: string) => `ip:${ip.slice(0, 100)}`;

export function createLoginThrottle(db: Kysely<Database>, policy = ACCOUNT_POLICY.lockout) {
  return {
    /** How long (ms) the longest lock among `keys` still lasts; 0 when none is locked. */
    async lockedFor(keys: string[], now = clockNow()): Promise<number> {
      const rows = await db.selectFrom('login_throttle').select('locked_until').where('key', 'in', keys).where('locked_until', '>', now.toISOString()).execute();
      return Math.max(0, ...rows.map((row) => new Date(row.locked_until!).getTime() - now.getTime()));
    },

    /** Counts a failure; answers the end of the lock when this one reached `max`, else null. */
    async recordFailure(key: string, max: number, now = clockNow()): Promise<Date | null> {
      const row = await db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
      const windowOpen = row && now.getTime() - new Date(row.window_started_at).getTime() < policy.windowMs;
      const failures = windowOpen ? row.failures + 1 : 1;
      const windowStartedAt = windowOpen ? row.window_started_at : now.toISOString();
      const lockedUntil = failures >= max ? new Date(now.getTime() + policy.lockMs) : null;
      // A lock starts a fresh count: after it, `max` more failures lock again.
      const values = { failures: lockedUntil ? 0 : failures, window_started_at: windowStartedAt, locked_until: lockedUntil?.toISOString() ?? row?.locked_until ?? null };
      await db
        .insertInto('login_throttle')
        .values({ key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
      return lockedUntil;
    },

    /** Forgets a key's failures (an account after a successful sign-in). */
    async clear(key: string): Promise<void> {
      await db.deleteFrom('login_throttle').where('key', '=', key).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
