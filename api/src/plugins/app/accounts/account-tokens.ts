/**
 * One-time links: "set your password" (a new account) and "reset it" (Wachtwoord vergeten). The
 * token is in the link; the table keeps its SHA-256, when it expires and when it was used. Only the
 * newest link of a user works: issuing one retires the others. Using one is a single UPDATE that
 * only succeeds while it is unused and unexpired, so two uses at once cannot both succeed.
 */
import type { Kysely } from 'kysely';

import type { AccountTokenPurpose, Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { hashSecretToken, isSecretToken, newSecretToken } from '../../../lib/secret-token';
import { ACCOUNT_POLICY } from './account-policy';

export type TokenUse = { status: 'ok'; userId: number } | { status: 'invalid' | 'expired' | 'used' };

export function createAccountTokens(db: Kysely<Database>, policy = ACCOUNT_POLICY) {
  return {
    /** A new link's token for a user; earlier unused links of the user stop working. */
    async issue(userId: number, purpose: AccountTokenPurpose, now = clockNow()): Promise<string> {
      const token = newSecretToken();
      await db.updateTable('account_tokens').set({ used_at: now.toISOString() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
      await db
        .insertInto('account_tokens')
        .values({
          id: hashSecretToken(token),
          user_id: userId,
          purpose,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + policy.linkMs).toISOString(),
          used_at: null,
        })
        .execute();
      return token;
    },

    /** What `use` would answer, without using the token up. */
    async peek(token: string, now = clockNow()): Promise<TokenUse> {
      if (!isSecretToken(token)) return { status: 'invalid' };
      const row = await db.selectFrom('account_tokens').select(['user_id', 'used_at', 'expires_at']).where('id', '=', hashSecretToken(token)).executeTakeFirst();
      if (!row) return { status: 'invalid' };
      if (row.used_at !== null) return { status: 'used' };
      return row.expires_at > now.toISOString() ? { status: 'ok', userId: row.user_id } : { status: 'expired' };
    },

    /** Uses a token up (pass a transaction to undo it with what follows); says why when it cannot. */
    async use(token: string, now = clockNow(), trx: Kysely<Database> = db): Promise<TokenUse> {
      if (!isSecretToken(token)) return { status: 'invalid' };
      const id = hashSecretToken(token);
      const used = await trx
        .updateTable('account_tokens')
        .set({ used_at: now.toISOString() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .returning('user_id')
        .executeTakeFirst();
      if (used) return { status: 'ok', userId: used.user_id };
      const row = await trx.selectFrom('account_tokens').select(['used_at']).where('id', '=', id).executeTakeFirst();
      if (!row) return { status: 'invalid' };
      return { status: row.used_at === null ? 'expired' : 'used' };
    },

    /** When the user's newest link was made (to send no second mail within minutes), or null. */
    async lastIssuedAt(userId: number): Promise<Date | null> {
      const row = await db
        .selectFrom('account_tokens')
        .select((eb) => eb.fn.max('created_at').as('last'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.last ? new Date(row.last) : null;
    },
  };
}

export type AccountTokens = ReturnType<typeof createAccountTokens>;
