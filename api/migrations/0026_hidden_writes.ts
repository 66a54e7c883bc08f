/**
 * PostgreSQL only: a write to a table no visitor sees no longer tells the other instances that the
 * data changed. The editing app writes drafts as they are typed, who is editing what every few
 * seconds, sessions and login throttling all day: each such write emptied every instance's public
 * caches (the rendered pages, the JSON answers, search) without anything visible having changed.
 * The list is the tables marked `hidden` in src/db/tables.ts when this was written (a migration
 * never changes afterwards); test/db/migrations.pg.test.ts checks that the triggers left are those
 * of the tables not marked hidden today. A later hidden table simply gets no watchDataChanges().
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { dialectOf, watchDataChanges } from './dialect';

const HIDDEN = [
  'users', 'account_tokens', 'sessions', 'audit_log', 'account_mails', 'login_throttle', 'contact_messages',
  'page_drafts', 'page_revisions', 'content_revisions', 'content_trash', 'content_drafts', 'editing_presence',
];

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'postgres') return;
    for (const table of HIDDEN) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_data_changed ON ${table}`).execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'postgres') return;
    for (const table of HIDDEN) await watchDataChanges(db, table);
  },
};
