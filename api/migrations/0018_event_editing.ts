/**
 * Agenda events in the editing app (issue 16): `version` and `updated_by` for If-Match and the 409
 * naming who and when (`updated_at` exists), `rrule` the recurrence as an RFC 5545 RRULE value
 * ('FREQ=WEEKLY;UNTIL=…', '' for a single event) and `media_id` an optional photo of the library.
 *
 * The revision trigger of 0007 listed the visible columns; a change of the recurrence or the photo is
 * visible too (calendars must refetch a changed RRULE), so the trigger is made again with them.
 */
import { sql, type Kysely, type Migration } from 'kysely';

const NOW = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);

// An app's save stamps `updated_at` itself (from its one clock) and that stamp is kept; an edit by
// hand that leaves it alone gets the database's now, as before.
const revisionTrigger = (columns: string, keepStamp = true) => sql`CREATE TRIGGER events_revision AFTER UPDATE OF ${sql.raw(columns)} ON events BEGIN
    UPDATE events SET sequence = old.sequence + 1,
      updated_at = ${keepStamp ? sql`CASE WHEN new.updated_at IS NOT old.updated_at THEN new.updated_at ELSE ${NOW} END` : NOW} WHERE id = new.id;
  END`;

const BEFORE = 'title, description, plain_text, starts_at, ends_at, all_day, location, church_name, address';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('events').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable('events').addColumn('updated_by', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('events').addColumn('rrule', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('events').addColumn('media_id', 'integer').execute();
    await db.schema.alterTable('events').addColumn('other_venue', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await sql`DROP TRIGGER events_revision`.execute(db);
    await revisionTrigger(`${BEFORE}, rrule, media_id`).execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`DROP TRIGGER events_revision`.execute(db);
    for (const column of ['other_venue', 'media_id', 'rrule', 'updated_by', 'version']) await db.schema.alterTable('events').dropColumn(column).execute();
    await revisionTrigger(BEFORE, false).execute(db);
  },
};
