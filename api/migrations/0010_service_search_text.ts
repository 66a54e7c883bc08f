/**
 * A service's searchable text as sentences instead of a list of fields ("ds. Lotte Brouwer ·
 * Kerstnacht · De Ark · Druten · …"), because search results show an excerpt of it:
 *   "<notes> Kerstnacht in De Ark, Druten, met prop. Lotte Brouwer. Collecten: Diaconie, Kerk.
 *    Online te volgen via de livestream."
 * The title stays as migration 0005 wrote it. Replaces the insert and update triggers of 0005 and
 * rewrites the rows of the services already indexed.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { portable, type Portable } from './dialect';

const place = "upper(substr(new.location, 1, 1)) || substr(new.location, 2)";
const TITLE = `'Kerkdienst ' || ${place} || CASE WHEN new.preacher <> '' THEN ' – ' || new.preacher ELSE '' END`;

const insertNew = (p: Portable) => `INSERT INTO search_index (title, body, type, ref_id, date) VALUES (
  ${TITLE},
  concat_ws(' ',
    nullif(new.notes_text, ''),
    CASE WHEN new.season <> '' THEN new.season ELSE 'Kerkdienst' END || ' in ' || new.church_name
      || CASE WHEN ${p.instr('lower(new.church_name)', 'new.location')} > 0 THEN '' ELSE ', ' || ${place} END
      || CASE WHEN new.preacher <> '' THEN ', met ' || new.preacher ELSE '' END || '.',
    'Collecten: ' || ${p.joinJsonList('new.collections')} || '.',
    CASE WHEN new.streamed = 1 THEN 'Online te volgen via de livestream.' END),
  'service', new.id, new.starts_at);`;
const DELETE_OLD = `DELETE FROM search_index WHERE type = 'service' AND ref_id = old.id;`;

/** The field list of migration 0005, for `down`. */
const insertFields = (p: Portable) => `INSERT INTO search_index (title, body, type, ref_id, date) VALUES (
  ${TITLE},
  concat_ws(' · ', nullif(new.preacher, ''), nullif(new.season, ''), new.church_name, ${place},
    ${p.joinJsonList('new.collections')},
    CASE WHEN new.streamed = 1 THEN 'Online te volgen via de livestream' END, nullif(new.notes_text, '')),
  'service', new.id, new.starts_at);`;

async function replaceTriggers(p: Portable, insert: string) {
  await p.dropTrigger('services_search_insert', 'services');
  await p.dropTrigger('services_search_update', 'services');
  await p.createTrigger({ name: 'services_search_insert', table: 'services', event: 'INSERT', body: insert });
  await p.createTrigger({ name: 'services_search_update', table: 'services', event: 'UPDATE', body: `${DELETE_OLD} ${insert}` });
}

/** Rewrites every service's index row through the update trigger. */
const reindex = (db: Kysely<unknown>) => sql`UPDATE services SET id = id`.execute(db);

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await replaceTriggers(p, insertNew(p));
    await reindex(db);
  },

  async down(db: Kysely<unknown>) {
    const p = portable(db);
    await replaceTriggers(p, insertFields(p));
    await reindex(db);
  },
};
