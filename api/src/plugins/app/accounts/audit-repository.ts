/**
 * The audit log: who did what, when and from which IP. Rows are only added; a beheerder reads them
 * newest first (GET /api/admin/audit). The actor's e-mail is copied into the row, so the log reads
 * the same after an account changes.
 */
import type { AuditAction, AuditEntry } from '@kerk/kit/api-types';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';

export interface AuditEvent {
  /** Who did it; null for the command line or a visitor who is not signed in. */
  actor: { id: number; email: string } | null;
  action: AuditAction;
  /** What it was done to (an e-mail address); '' when nothing in particular. */
  subject?: string;
  ip: string;
}

export function createAuditRepository(db: Kysely<Database>) {
  return {
    async record(event: AuditEvent, now = clockNow(), trx: Kysely<Database> = db): Promise<void> {
      await trx
        .insertInto('audit_log')
        .values({
          at: now.toISOString(),
          actor_id: event.actor?.id ?? null,
          actor_email: event.actor?.email ?? '',
          action: event.action,
          subject: (event.subject ?? '').slice(0, 300),
          ip: event.ip.slice(0, 100),
        })
        .execute();
    },

    /** One page of the log, newest first, with the total. */
    async list(page: number, pageSize: number): Promise<{ items: AuditEntry[]; total: number }> {
      const items = await db
        .selectFrom('audit_log')
        .select(['id', 'at', 'actor_email as actor', 'action', 'subject', 'ip'])
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { total } = await db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return { items: items.map((item) => ({ ...item, action: item.action as AuditAction })), total: Number(total) };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
