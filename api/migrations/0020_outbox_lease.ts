/**
 * Several API instances share one outbox (issue 18): a worker claims a row for a while, not for
 * good. `lease_until` is when its claim runs out (a row still `sending` after that is claimed again,
 * by any instance: its worker died), `claimed_by` names the instance (INSTANCE_ID) that holds or last
 * held it. Plain schema-builder calls, the same on SQLite and PostgreSQL.
 *
 * The boot-time "queue again whatever is `sending`" goes away with this migration, so a row a crash
 * left in `sending` before it (no lease yet) is queued once here instead.
 */
import type { Kysely, Migration } from 'kysely';

const TABLES = ['contact_messages', 'account_mails'] as const;

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const outbox = db as unknown as Kysely<Record<string, { status: string }>>;
    for (const table of TABLES) {
      await db.schema.alterTable(table).addColumn('lease_until', 'text').execute();
      await db.schema.alterTable(table).addColumn('claimed_by', 'text').execute();
      await outbox.updateTable(table).set({ status: 'queued' }).where('status', '=', 'sending').execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of TABLES) {
      for (const column of ['claimed_by', 'lease_until']) await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
};
