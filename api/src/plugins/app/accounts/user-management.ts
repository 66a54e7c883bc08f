/**
 * What a beheerder does with the accounts (GET/PATCH /api/admin/users, POST …/:id/link): the
 * list, a new role, switching an account off or on, and a new one-time link by mail. Two rules
 * hold whatever the order of requests: there is always at least one active beheerder (checked and
 * changed in one transaction; SQLite runs one write transaction at a time), and nobody switches
 * their own account off. Switching an account off ends its sessions at once. Every change is in
 * the audit log.
 */
import { accounts } from '@kerk/kit/accounts';
import type { ManagedUser, Role, UpdateUserBody } from '@kerk/kit/api-types';
import type { Kysely } from 'kysely';

import { takeTurns } from '../../../db/dialect';
import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { ACCOUNT_POLICY } from './account-policy';
import { invitationMail, setPasswordLink, type MailQueue } from './account-links';
import { createAccountTokens } from './account-tokens';
import { createAuditRepository, type AuditEvent } from './audit-repository';
import { createSessionsRepository } from './sessions-repository';

export type UpdateResult =
  | { status: 'ok'; user: ManagedUser }
  | { status: 'not_found' | 'last_beheerder' | 'deactivate_self' };

export type LinkResult = { status: 'ok'; user: ManagedUser } | { status: 'not_found' | 'user_inactive' };

type Actor = NonNullable<AuditEvent['actor']>;

function selectUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.role',
      'u.active',
      'u.password_hash',
      'u.created_at',
      eb
        .selectFrom('audit_log as a')
        .select((sub) => sub.fn.max('a.at').as('at'))
        .whereRef('a.actor_id', '=', 'u.id')
        .where('a.action', '=', 'sign_in')
        .as('last_sign_in_at'),
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

const toManaged = (row: UserRow): ManagedUser => ({
  id: row.id,
  email: row.email,
  role: row.role,
  active: row.active === 1,
  passwordSet: row.password_hash !== null,
  createdAt: row.created_at,
  lastSignInAt: row.last_sign_in_at ?? null,
});

export function createUserManagement(db: Kysely<Database>, mail: MailQueue, policy = ACCOUNT_POLICY) {
  const audit = createAuditRepository(db);
  const hours = Math.round(policy.linkMs / 3_600_000);
  const find = async (trx: Kysely<Database>, id: number) => {
    const row = await selectUsers(trx).where('u.id', '=', id).executeTakeFirst();
    return row ? toManaged(row) : null;
  };

  /** The audit events of a change from `before` to `after`. */
  function changes(before: ManagedUser, after: ManagedUser, by: Actor, ip: string): AuditEvent[] {
    const events: AuditEvent[] = [];
    const label = (role: Role) => accounts.labels.roles[role].toLowerCase();
    if (before.role !== after.role) events.push({ actor: by, action: 'user_role_changed', subject: `${after.email} (${label(before.role)} → ${label(after.role)})`, ip });
    if (before.active !== after.active) events.push({ actor: by, action: after.active ? 'user_reactivated' : 'user_deactivated', subject: after.email, ip });
    return events;
  }

  return {
    /** Every account, the oldest first. */
    async list(): Promise<ManagedUser[]> {
      return (await selectUsers(db).orderBy('u.id').execute()).map(toManaged);
    },

    /** A new role and/or switching an account off or on, by a signed-in beheerder. */
    async update(id: number, change: UpdateUserBody, by: Actor, ip: string): Promise<UpdateResult> {
      return db.transaction().execute(async (trx): Promise<UpdateResult> => {
        // "Keep one active beheerder" reads, then writes: two beheerders demoting each other at once
        // must take turns (SQLite does by itself; on PostgreSQL both would find the other still there).
        await takeTurns(trx, 'user-roles');
        const before = await find(trx, id);
        if (!before) return { status: 'not_found' };
        const role = change.role ?? before.role;
        const active = change.active ?? before.active;
        if (!active && before.active && id === by.id) return { status: 'deactivate_self' };
        const losesBeheerder = before.role === 'beheerder' && before.active && (role !== 'beheerder' || !active);
        if (losesBeheerder) {
          const others = await trx
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('role', '=', 'beheerder')
            .where('active', '=', 1)
            .where('id', '!=', id)
            .executeTakeFirstOrThrow();
          if (Number(others.n) === 0) return { status: 'last_beheerder' };
        }
        await trx.updateTable('users').set({ role, active: active ? 1 : 0 }).where('id', '=', id).execute();
        if (!active) await createSessionsRepository(trx, policy).revokeAllOf(id);
        const after = (await find(trx, id))!;
        const now = clockNow();
        for (const event of changes(before, after, by, ip)) await audit.record(event, now, trx);
        return { status: 'ok', user: after };
      });
    },

    /**
     * A new one-time link by mail (an invitation that expired, a forgotten password); earlier links
     * of the account stop working. An account without a password gets the invitation's mail again.
     */
    async sendLink(id: number, by: Actor, ip: string, origin: string): Promise<LinkResult> {
      const user = await find(db, id);
      if (!user) return { status: 'not_found' };
      if (!user.active) return { status: 'user_inactive' };
      const token = await createAccountTokens(db, policy).issue(user.id, user.passwordSet ? 'reset' : 'set-password');
      const { newLink } = accounts.mails;
      await mail.enqueue(
        user.passwordSet
          ? { to: user.email, subject: newLink.subject, body: newLink.body(setPasswordLink(origin, token), hours) }
          : invitationMail(user, by.email, origin, token, hours),
      );
      await audit.record({ actor: by, action: 'user_link_sent', subject: user.email, ip });
      return { status: 'ok', user };
    },
  };
}

export type UserManagement = ReturnType<typeof createUserManagement>;
