/**
 * The editing app's site settings and contact routing (issue 15): who saved each last, and when,
 * so a stale save is refused naming them (If-Match), and the answers carry a version.
 *
 * The routing table is `contact_types` itself (migration 0008): it already holds the recipient of
 * every type, read by the outbox worker when it sends, so one place decides where a message goes.
 * From now on its `recipient_email` may be '': the site's general e-mail address (settings.email).
 */
import type { Kysely, Migration } from 'kysely';

const COLUMNS = [
  ['settings', 'updated_at'],
  ['settings', 'updated_by'],
  ['contact_types', 'recipient_updated_at'],
  ['contact_types', 'recipient_updated_by'],
] as const;

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, column] of COLUMNS) {
      await db.schema.alterTable(table).addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
    }
  },

  async down(db: Kysely<unknown>) {
    for (const [table, column] of [...COLUMNS].reverse()) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
};
