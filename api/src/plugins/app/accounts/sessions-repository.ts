/**
 * Server-side sessions. The browser holds a random token (the cookie); the table holds its SHA-256,
 * so a session can be revoked by deleting its row and a copy of the database opens none. A session
 * lives until `idleMs` after its last use or `absoluteMs` after signing in, whichever comes first.
 */
import type { AdminUser } from '@kerk/kit/api-types';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { hashSecretToken, newSecretToken } from '../../../lib/secret-token';
import { ACCOUNT_POLICY } from './account-policy';

export interface ActiveSession {
  /** The stored id (the token's hash), never the token itself. */
  id: string;
  user: AdminUser;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

export type SessionLookup = { status: 'active'; session: ActiveSession } | { status: 'expired' | 'unknown' };

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export function createSessionsRepository(db: Kysely<Database>, policy = ACCOUNT_POLICY) {
  /** The idle end of a session last used at `lastSeenAt`; never later than its absolute end. */
  const idleEnd = (lastSeenAt: Date, absoluteEnd: Date) => new Date(Math.min(lastSeenAt.getTime() + policy.idleMs, absoluteEnd.getTime()));

  return {
    /** Starts a session for a user: a new token every time (never one the browser brought). */
    async create(userId: number, client: ClientInfo, now = clockNow()): Promise<{ token: string; expiresAt: Date }> {
      const token = newSecretToken();
      const expiresAt = new Date(now.getTime() + policy.absoluteMs);
      await db
        .insertInto('sessions')
        .values({
          id: hashSecretToken(token),
          user_id: userId,
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          ip: client.ip.slice(0, 100),
          user_agent: client.userAgent.slice(0, 500),
        })
        .execute();
      return { token, expiresAt };
    },

    /** The session of a token, if it is still alive and its user active; an expired one is deleted. */
    async find(token: string, now = clockNow()): Promise<SessionLookup> {
      const id = hashSecretToken(token);
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 's.last_seen_at', 's.expires_at', 'u.id as userId', 'u.email', 'u.role', 'u.active'])
        .where('s.id', '=', id)
        .executeTakeFirst();
      if (!row) return { status: 'unknown' };
      const absoluteExpiresAt = new Date(row.expires_at);
      const idleExpiresAt = idleEnd(new Date(row.last_seen_at), absoluteExpiresAt);
      if (row.active !== 1 || now >= idleExpiresAt) {
        await db.deleteFrom('sessions').where('id', '=', id).execute();
        return { status: 'expired' };
      }
      return { status: 'active', session: { id, user: { id: row.userId, email: row.email, role: row.role }, idleExpiresAt, absoluteExpiresAt } };
    },

    /** Records activity: the idle expiry moves on (never past the absolute one). */
    async touch(session: ActiveSession, now = clockNow()): Promise<ActiveSession> {
      await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', session.id).execute();
      return { ...session, idleExpiresAt: idleEnd(now, session.absoluteExpiresAt) };
    },

    async revoke(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /** Ends every session of a user (sign out everywhere, a new password); answers how many. */
    async revokeAllOf(userId: number): Promise<number> {
      const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Deletes the rows of sessions that can no longer be used. */
    async purgeExpired(now = clockNow()): Promise<number> {
      const idleSince = new Date(now.getTime() - policy.idleMs).toISOString();
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('last_seen_at', '<=', idleSince)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
