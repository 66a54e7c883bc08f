/**
 * Accounts of the editing app. E-mail addresses are stored lower-cased (the table refuses anything
 * else), so an address is one account however it is typed. Answers null for "not there".
 */
import type { AdminUser, Role } from '@kerk/kit/api-types';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';

export interface UserRecord extends AdminUser {
  active: boolean;
  passwordHash: string | null;
}

/** How an address is stored and looked up. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function createUsersRepository(db: Kysely<Database>) {
  const select = () => db.selectFrom('users').select(['id', 'email', 'role', 'active', 'password_hash']);
  const toRecord = (row: { id: number; email: string; role: Role; active: 0 | 1; password_hash: string | null }): UserRecord => ({
    id: row.id,
    email: row.email,
    role: row.role,
    active: row.active === 1,
    passwordHash: row.password_hash,
  });

  return {
    async findByEmail(email: string): Promise<UserRecord | null> {
      const row = await select().where('email', '=', normalizeEmail(email)).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findById(id: number): Promise<UserRecord | null> {
      const row = await select().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Adds an active account without a password; null when the address already has one. */
    async create(email: string, role: Role, now = clockNow()): Promise<UserRecord | null> {
      const row = await db
        .insertInto('users')
        .values({ email: normalizeEmail(email), role, password_hash: null, password_set_at: null, created_at: now.toISOString() })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning(['id', 'email', 'role', 'active', 'password_hash'])
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async setPasswordHash(id: number, passwordHash: string, now = clockNow()): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash, password_set_at: now.toISOString() }).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
