/**
 * Agenda events (spec §2 /agenda, /evenement/{id}). Instants are ISO-8601 UTC text written by
 * `Date#toISOString()` ('2026-11-23T19:30:00.000Z'), so text order is time order and range queries
 * can use the indexes. An all-day event runs from Amsterdam midnight to the next midnight after its
 * last day (exclusive end, as iCalendar's DTEND). `description` is sanitized HTML and `plain_text`
 * its text (stripping tags in SQL is not possible; search must hold text only).
 *
 * Triggers: an edit of what a visitor sees bumps `sequence` and `updated_at` (iCalendar SEQUENCE and
 * LAST-MODIFIED, so subscribed calendars pick the change up even when the row was edited by hand),
 * and one 'event' row per event is kept in `search_index`.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { portable, type Portable } from './dialect';

const LOCATIONS = ['beuningen', 'druten', 'wijchen', 'batenburg', 'horssen', 'bergharen', 'leur'];
const VISIBLE_COLUMNS = 'title, description, plain_text, starts_at, ends_at, all_day, location, church_name, address';

const INDEX_ROW = `INSERT INTO search_index (title, body, type, ref_id, date)
    VALUES (new.title, new.plain_text || ' ' || new.church_name, 'event', new.id, new.starts_at);`;
const DELETE_ROW = `DELETE FROM search_index WHERE type = 'event' AND ref_id = old.id;`;

const TRIGGERS = ['events_revision', 'events_search_insert', 'events_search_update', 'events_search_delete'];

async function createTriggers(p: Portable) {
  // `UPDATE OF` lists only visible columns, so the trigger's own update does not fire it again.
  await p.createTrigger({
    name: 'events_revision',
    table: 'events',
    event: `UPDATE OF ${VISIBLE_COLUMNS}`,
    body: `UPDATE events SET sequence = old.sequence + 1, updated_at = ${p.isoNow} WHERE id = new.id;`,
  });
  await p.createTrigger({ name: 'events_search_insert', table: 'events', event: 'INSERT', body: INDEX_ROW });
  await p.createTrigger({ name: 'events_search_update', table: 'events', event: `UPDATE OF ${VISIBLE_COLUMNS}`, body: `${DELETE_ROW} ${INDEX_ROW}` });
  await p.createTrigger({ name: 'events_search_delete', table: 'events', event: 'DELETE', body: DELETE_ROW });
}

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await db.schema
      .createTable('events')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('plain_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('all_day', 'integer', (c) => c.notNull().defaultTo(0).check(sql`all_day IN (0, 1)`))
      .addColumn('location', 'text', (c) => c.notNull().check(sql`location IN (${sql.join(LOCATIONS.map((l) => sql.lit(l)))})`))
      .addColumn('church_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      // Stable iCalendar UID: calendars that subscribed recognise the event across edits.
      .addColumn('uid', 'text', (c) => c.notNull().unique())
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql.raw(`(${p.isoNow})`)))
      .addCheckConstraint('events_ends_after_start', sql`ends_at >= starts_at`)
      .execute();
    // Range overlap reads `starts_at < to AND ends_at > from`, always ordered by start.
    await db.schema.createIndex('events_starts_at_idx').on('events').columns(['starts_at', 'id']).execute();
    await db.schema.createIndex('events_ends_at_idx').on('events').column('ends_at').execute();
    await createTriggers(p);
  },

  async down(db: Kysely<unknown>) {
    const p = portable(db);
    for (const trigger of TRIGGERS) await p.dropTrigger(trigger, 'events', { ifExists: true });
    await sql`DELETE FROM search_index WHERE type = 'event'`.execute(db);
    await db.schema.dropTable('events').execute();
  },
};
