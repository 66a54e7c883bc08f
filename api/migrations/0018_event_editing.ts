/**
 * Agenda events in the editing app (issue 16): `version` and `updated_by` for If-Match and the 409
 * naming who and when (`updated_at` exists), `rrule` the recurrence as an RFC 5545 RRULE value
 * ('FREQ=WEEKLY;UNTIL=…', '' for a single event) and `media_id` an optional photo of the library.
 *
 * The revision trigger of 0007 listed the visible columns; a change of the recurrence or the photo is
 * visible too (calendars must refetch a changed RRULE), so the trigger is made again with them.
 */
import type { Kysely, Migration } from 'kysely';

import { portable, type Portable } from './dialect';

// An app's save stamps `updated_at` itself (from its one clock) and that stamp is kept; an edit by
// hand that leaves it alone gets the database's now, as before.
const revisionTrigger = (p: Portable, columns: string, keepStamp = true) =>
  p.createTrigger({
    name: 'events_revision',
    table: 'events',
    event: `UPDATE OF ${columns}`,
    body: `UPDATE events SET sequence = old.sequence + 1,
      updated_at = ${keepStamp ? `CASE WHEN ${p.isNot('new.updated_at', 'old.updated_at')} THEN new.updated_at ELSE ${p.isoNow} END` : p.isoNow} WHERE id = new.id;`,
  });

const BEFORE = 'title, description, plain_text, starts_at, ends_at, all_day, location, church_name, address';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('events').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable('events').addColumn('updated_by', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('events').addColumn('rrule', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('events').addColumn('media_id', 'integer').execute();
    await db.schema.alterTable('events').addColumn('other_venue', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    const p = portable(db);
    await p.dropTrigger('events_revision', 'events');
    await revisionTrigger(p, `${BEFORE}, rrule, media_id`);
  },

  async down(db: Kysely<unknown>) {
    const p = portable(db);
    await p.dropTrigger('events_revision', 'events');
    for (const column of ['other_venue', 'media_id', 'rrule', 'updated_by', 'version']) await db.schema.alterTable('events').dropColumn(column).execute();
    await revisionTrigger(p, BEFORE, false);
  },
};
