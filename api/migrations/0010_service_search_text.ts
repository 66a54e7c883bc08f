/**
 * A service's searchable text as sentences instead of a list of fields ("ds. Lotte Brouwer ·
 * Kerstnacht · De Ark · Druten · …"), because search results show an excerpt of it:
 *   "<notes> Kerstnacht in De Ark, Druten, met prop. Lotte Brouwer. Collecten: Diaconie, Kerk.
 *    Online te volgen via de livestream."
 * The title stays as migration 0005 wrote it. Replaces the insert and update triggers of 0005 and
 * rewrites the rows of the services already indexed.
 */
import { sql, type Kysely, type Migration } from 'kysely';

const place = "upper(substr(new.location, 1, 1)) || substr(new.location, 2)";
const TITLE = `'Kerkdienst ' || ${place} || CASE WHEN new.preacher <> '' THEN ' – ' || new.preacher ELSE '' END`;

const INSERT_NEW = `INSERT INTO search_index (title, body, type, ref_id, date) VALUES (
  ${TITLE},
  concat_ws(' ',
    nullif(new.notes_text, ''),
    CASE WHEN new.season <> '' THEN new.season ELSE 'Kerkdienst' END || ' in ' || new.church_name
      || CASE WHEN instr(lower(new.church_name), new.location) > 0 THEN '' ELSE ', ' || ${place} END
      || CASE WHEN new.preacher <> '' THEN ', met ' || new.preacher ELSE '' END || '.',
    'Collecten: ' || (SELECT group_concat(value, ', ') FROM json_each(new.collections)) || '.',
    CASE WHEN new.streamed = 1 THEN 'Online te volgen via de livestream.' END),
  'service', new.id, new.starts_at);`;
const DELETE_OLD = `DELETE FROM search_index WHERE type = 'service' AND ref_id = old.id;`;

/** The field list of migration 0005, for `down`. */
const INSERT_FIELDS = `INSERT INTO search_index (title, body, type, ref_id, date) VALUES (
  ${TITLE},
  concat_ws(' · ', nullif(new.preacher, ''), nullif(new.season, ''), new.church_name, ${place},
    (SELECT group_concat(value, ', ') FROM json_each(new.collections)),
    CASE WHEN new.streamed = 1 THEN 'Online te volgen via de livestream' END, nullif(new.notes_text, '')),
  'service', new.id, new.starts_at);`;

async function replaceTriggers(db: Kysely<unknown>, insert: string) {
  await sql`DROP TRIGGER services_search_insert`.execute(db);
  await sql`DROP TRIGGER services_search_update`.execute(db);
  await sql.raw(`CREATE TRIGGER services_search_insert AFTER INSERT ON services BEGIN ${insert} END`).execute(db);
  await sql.raw(`CREATE TRIGGER services_search_update AFTER UPDATE ON services BEGIN ${DELETE_OLD} ${insert} END`).execute(db);
}

/** Rewrites every service's index row through the update trigger. */
const reindex = (db: Kysely<unknown>) => sql`UPDATE services SET id = id`.execute(db);

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await replaceTriggers(db, INSERT_NEW);
    await reindex(db);
  },

  async down(db: Kysely<unknown>) {
    await replaceTriggers(db, INSERT_FIELDS);
    await reindex(db);
  },
};
