/**
 * The sign-in throttle: attempts per key ('account:<email>', 'ip:<address>') within a window;
 * reaching the maximum locks the key for a while. Kept in the database, so a restart does not open
 * the door again and every API instance sees the same counts.
 *
 * An attempt is counted BEFORE its password is checked, in one INSERT … ON CONFLICT DO UPDATE …
 * RETURNING per key (SQLite and PostgreSQL alike): the database hands every attempt its own number,
 * so parallel guesses, on one instance or several, can never pass the limit or lose a count. The
 * attempt that reaches the maximum sets the lock in the same statement; the ones after it are
 * refused without a password check. A successful sign-in gives its count back (`release`).
 */
import { sql, type Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { ACCOUNT_POLICY } from './account-policy';

export const accountKey = (email: string) => `account:${email.trim().toLowerCase().slice(0, 300)}`;
export const ipKey = (ip: string) => `ip:${ip.slice(0, 100)}`;

/** A key and how many attempts it allows within the window. */
export interface Limit {
  key: string;
  max: number;
}

/** One attempt's count against a key, as the database handed it out. */
export interface Hold extends Limit {
  windowStartedAt: string;
  /** Set when this very attempt reached the maximum and locked the key: the lock's end. */
  lockedUntil: Date | null;
}

export type Attempt = { status: 'locked'; lockedUntil: Date } | { status: 'counted'; holds: Hold[] };

export function createLoginThrottle(db: Kysely<Database>, policy = ACCOUNT_POLICY.lockout) {
  /** Counts one attempt against a key; answers the row as this attempt left it. */
  async function count({ key, max }: Limit, now: Date) {
    const at = now.toISOString();
    const lockEnd = new Date(now.getTime() + policy.lockMs).toISOString();
    const t = 'login_throttle';
    // Locked now: the attempt is refused (failures shows it as max + 1), the lock stays as it is.
    const locked = sql<boolean>`${sql.ref(`${t}.locked_until`)} IS NOT NULL AND ${sql.ref(`${t}.locked_until`)} > ${at}`;
    // A lock that has passed, or a window that has closed, starts a fresh count.
    const fresh = sql<boolean>`${sql.ref(`${t}.locked_until`)} IS NOT NULL OR ${sql.ref(`${t}.window_started_at`)} <= ${new Date(now.getTime() - policy.windowMs).toISOString()}`;
    const next = sql<number>`CASE WHEN ${fresh} THEN 1 ELSE ${sql.ref(`${t}.failures`)} + 1 END`;
    return db
      .insertInto('login_throttle')
      .values({ key, failures: 1, window_started_at: at, locked_until: 1 >= max ? lockEnd : null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql<number>`CASE WHEN ${locked} THEN ${max + 1} ELSE ${next} END`,
          window_started_at: sql<string>`CASE WHEN ${locked} OR NOT (${fresh}) THEN ${sql.ref(`${t}.window_started_at`)} ELSE ${at} END`,
          locked_until: sql<string | null>`CASE WHEN ${locked} THEN ${sql.ref(`${t}.locked_until`)} WHEN ${next} >= ${max} THEN ${lockEnd} ELSE NULL END`,
        }),
      )
      .returning(['failures', 'window_started_at', 'locked_until'])
      .executeTakeFirstOrThrow();
  }

  /** Gives an attempt's count back; lifts the lock it set. */
  async function release(hold: Hold): Promise<void> {
    const update = db.updateTable('login_throttle').where('key', '=', hold.key).where('window_started_at', '=', hold.windowStartedAt);
    if (hold.lockedUntil) {
      await update.set({ failures: hold.max - 1, locked_until: null }).where('locked_until', '=', hold.lockedUntil.toISOString()).execute();
    } else {
      await update.set({ failures: sql`${sql.ref('failures')} - 1` }).where('locked_until', 'is', null).where('failures', '>', 0).execute();
    }
  }

  return {
    /**
     * Counts an attempt against every key, before its password is checked. Refused ('locked', with
     * the end of the lock) when a key is locked; the counts already taken for it are given back
     * then, since no password was tried.
     */
    async begin(limits: Limit[], now = clockNow()): Promise<Attempt> {
      const holds: Hold[] = [];
      for (const limit of limits) {
        const row = await count(limit, now);
        const lockedUntil = row.locked_until ? new Date(row.locked_until) : null;
        if (lockedUntil && row.failures > limit.max) {
          for (const hold of holds) await release(hold);
          return { status: 'locked', lockedUntil };
        }
        holds.push({ ...limit, windowStartedAt: row.window_started_at, lockedUntil });
      }
      return { status: 'counted', holds };
    },

    release,

    /** Forgets a key's count (an account after a successful sign-in). */
    async clear(key: string): Promise<void> {
      await db.deleteFrom('login_throttle').where('key', '=', key).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
