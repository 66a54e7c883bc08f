/**
 * Kerkdiensten (services): one row per service at one location. `starts_at` is ISO UTC
 * (`Date#toISOString()`, `2026-01-04T09:00:00.000Z`) so text order is time order; `location` is the slug of one of the seven
 * villages (no FK to churches: teams stay independent). `notes` is sanitized HTML and `notes_text`
 * its plain text, because stripping tags inside a trigger is not practical.
 * The triggers keep the service's row in `search_index` (type 'service') in step with the table.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { portable, type Portable } from './dialect';

const LOCATIONS = ['beuningen', 'druten', 'wijchen', 'batenburg', 'horssen', 'bergharen', 'leur'];

// Shared by the insert and update triggers: the row's title and plain-text body for the index.
const indexRow = (p: Portable) => `
  INSERT INTO search_index(title, body, type, ref_id, date) VALUES (
    'Kerkdienst ' || upper(substr(new.location, 1, 1)) || substr(new.location, 2)
      || CASE WHEN new.preacher <> '' THEN ' – ' || new.preacher ELSE '' END,
    concat_ws(' · ',
      nullif(new.preacher, ''),
      nullif(new.season, ''),
      new.church_name,
      upper(substr(new.location, 1, 1)) || substr(new.location, 2),
      ${p.joinJsonList('new.collections')},
      CASE WHEN new.streamed = 1 THEN 'Online te volgen via de livestream' END,
      nullif(new.notes_text, '')),
    'service', new.id, new.starts_at);`;

const TRIGGERS = ['services_search_insert', 'services_search_update', 'services_search_delete'];

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await db.schema
      .createTable('services')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull().check(sql.raw(`location IN (${LOCATIONS.map((l) => `'${l}'`).join(', ')})`)))
      .addColumn('church_name', 'text', (c) => c.notNull())
      .addColumn('preacher', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('season', 'text', (c) => c.notNull().defaultTo(''))
      // A JSON array of strings: a service can collect for more than one purpose.
      .addColumn('collections', 'text', (c) => c.notNull().defaultTo('[]').check(p.jsonValid('collections')))
      .addColumn('streamed', 'integer', (c) => c.notNull().defaultTo(0).check(sql`streamed IN (0, 1)`))
      .addColumn('stream_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('recording_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('notes_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    await db.schema.createIndex('services_starts_at').on('services').columns(['starts_at', 'id']).execute();
    await db.schema.createIndex('services_location_starts_at').on('services').columns(['location', 'starts_at']).execute();

    await p.createTrigger({ name: 'services_search_insert', table: 'services', event: 'INSERT', body: indexRow(p) });
    await p.createTrigger({
      name: 'services_search_update',
      table: 'services',
      event: 'UPDATE',
      body: `
          DELETE FROM search_index WHERE type = 'service' AND ref_id = old.id; ${indexRow(p)}`,
    });
    await p.createTrigger({ name: 'services_search_delete', table: 'services', event: 'DELETE', body: `DELETE FROM search_index WHERE type = 'service' AND ref_id = old.id;` });
  },

  async down(db: Kysely<unknown>) {
    await sql`DELETE FROM search_index WHERE type = 'service'`.execute(db);
    await db.schema.dropTable('services').execute();
    await portable(db).dropTriggerFunctions(TRIGGERS);
  },
};
