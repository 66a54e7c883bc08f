/**
 * Everything that goes through a one-time link: a new account (the command line prints its link),
 * an invitation and "Wachtwoord vergeten" (both mailed through the account outbox), and setting
 * the password with the link. Asking for a reset answers the same whether the address exists or
 * not; only an active account gets a mail, and no second one within minutes.
 */
import { SET_PASSWORD_PATH, accounts } from '@kerk/kit/accounts';
import type { Role } from '@kerk/kit/api-types';
import { pathTo } from '@kerk/kit/site-map';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { ACCOUNT_POLICY } from './account-policy';
import { createAccountTokens, type TokenUse } from './account-tokens';
import type { AuditEvent } from './audit-repository';
import { createAuditRepository } from './audit-repository';
import { checkPassword, hashPassword } from './passwords';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository, normalizeEmail, type UserRecord } from './users-repository';

export interface MailQueue {
  enqueue: (mail: { to: string; subject: string; body: string }) => Promise<unknown>;
}

export type SetPasswordResult = { status: 'ok' } | { status: 'invalid' | 'expired' | 'used' } | { status: 'weak'; message: string };

/** The link in a mail or on the command line: the editing app's page with the token. */
export const setPasswordLink = (origin: string, token: string) => `${origin}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;

/**
 * The invitation mail to an account without a password: who invited it (the beheerder's address),
 * with which role, the link and how long it works, and where to sign in afterwards (the editing
 * app on the same origin as the link).
 */
export function invitationMail(user: { email: string; role: Role }, invitedBy: string, origin: string, token: string, hours: number) {
  const { subject, body } = accounts.mails.invite;
  const signInUrl = `${origin}${pathTo('beheer')}`;
  return { to: user.email, subject, body: body({ invitedBy, email: user.email, role: user.role, signInUrl, link: setPasswordLink(origin, token), hours }) };
}

export function createAccountLinks(db: Kysely<Database>, mail: MailQueue, policy = ACCOUNT_POLICY) {
  const users = createUsersRepository(db);
  const tokens = createAccountTokens(db, policy);
  const audit = createAuditRepository(db);
  const hours = Math.round(policy.linkMs / 3_600_000);

  async function mailResetLink(user: UserRecord, origin: string) {
    const link = setPasswordLink(origin, await tokens.issue(user.id, 'reset'));
    await mail.enqueue({ to: user.email, subject: accounts.mails.reset.subject, body: accounts.mails.reset.body(link, hours) });
  }

  return {
    /** The command line's `users add`: a new account and its link; null when the address has one. */
    async addUser(email: string, role: Role, origin: string): Promise<{ user: UserRecord; link: string } | null> {
      const user = await users.create(email, role);
      if (!user) return null;
      await audit.record({ actor: null, action: 'user_created', subject: user.email, ip: '' });
      return { user, link: setPasswordLink(origin, await tokens.issue(user.id, 'set-password')) };
    },

    /** The command line's `users link`: a fresh link for an existing account (earlier ones stop working). */
    async newLink(email: string, origin: string): Promise<string | null> {
      const user = await users.findByEmail(email);
      if (!user) return null;
      return setPasswordLink(origin, await tokens.issue(user.id, user.passwordHash ? 'reset' : 'set-password'));
    },

    /** A beheerder invites someone: a new account and its link by mail; null when the address has one. */
    async invite(email: string, role: Role, by: NonNullable<AuditEvent['actor']>, ip: string, origin: string): Promise<UserRecord | null> {
      const user = await users.create(email, role);
      if (!user) return null;
      await mail.enqueue(invitationMail(user, by.email, origin, await tokens.issue(user.id, 'set-password'), hours));
      await audit.record({ actor: by, action: 'user_invited', subject: `${user.email} (${role})`, ip });
      return user;
    },

    /** "Wachtwoord vergeten": a link by mail to an active account; nothing for an unknown one. */
    async requestReset(email: string, ip: string, origin: string): Promise<void> {
      const address = normalizeEmail(email);
      await audit.record({ actor: null, action: 'password_reset_requested', subject: address, ip });
      const user = await users.findByEmail(address);
      if (!user?.active) return;
      const last = await tokens.lastIssuedAt(user.id);
      if (last && clockNow().getTime() - last.getTime() < policy.reset.perAddressMs) return;
      await mailResetLink(user, origin);
    },

    /** Whether a link's token can still set a password, without using it up (an inactive account's cannot). */
    async checkLink(token: string): Promise<TokenUse['status']> {
      const peeked = await tokens.peek(token);
      if (peeked.status !== 'ok') return peeked.status;
      return (await users.findById(peeked.userId))?.active ? 'ok' : 'invalid';
    },

    /**
     * Sets a password with a link's token. The rules are checked before the link is used up, so a
     * refused password leaves the link working; a new password ends every session of the account.
     */
    async setPassword(token: string, password: string, ip: string): Promise<SetPasswordResult> {
      const peeked = await tokens.peek(token);
      if (peeked.status !== 'ok') return peeked;
      const user = await users.findById(peeked.userId);
      if (!user?.active) return { status: 'invalid' };
      const weak = checkPassword(password, user.email);
      if (weak) return { status: 'weak', message: weak };
      const passwordHash = await hashPassword(password);
      return db.transaction().execute(async (trx) => {
        const used = await createAccountTokens(trx, policy).use(token, clockNow(), trx);
        if (used.status !== 'ok') return used;
        await createUsersRepository(trx).setPasswordHash(user.id, passwordHash);
        await createSessionsRepository(trx, policy).revokeAllOf(user.id);
        await createAuditRepository(trx).record({ actor: { id: user.id, email: user.email }, action: 'password_set', subject: user.email, ip });
        return { status: 'ok' } as const;
      });
    },
  };
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;
