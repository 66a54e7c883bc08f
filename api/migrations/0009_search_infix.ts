/**
 * Search inside words: 'doop' finds 'gedoopt' and 'kinderdoop', 'kerst' finds 'kerstmarkt'.
 * `search_index` becomes a plain table (the one copy of every indexed text), still written by the
 * services, news and events triggers exactly as before, and two FTS5 indexes read their text from it
 * (external content), kept in step by the triggers below:
 *   search_words   unicode61, diacritics folded, prefix indexes: whole words and word starts (ranked first);
 *   search_infix   trigram, diacritics folded: any part of a word of three or more characters.
 * The rows already indexed are copied over and both indexes rebuilt from them.
 */
import { sql, type Kysely, type Migration } from 'kysely';

const COLUMNS = sql.raw('title, body, type, ref_id, date');
const INDEXES = ['search_words', 'search_infix'] as const;

async function copyRows(db: Kysely<unknown>, makeTarget: () => Promise<void>) {
  await sql`CREATE TEMP TABLE search_copy AS SELECT ${COLUMNS} FROM search_index`.execute(db);
  await sql`DROP TABLE search_index`.execute(db);
  await makeTarget();
  await sql`INSERT INTO search_index (${COLUMNS}) SELECT ${COLUMNS} FROM search_copy`.execute(db);
  await sql`DROP TABLE temp.search_copy`.execute(db);
}

async function createIndexes(db: Kysely<unknown>) {
  await sql`CREATE VIRTUAL TABLE search_words USING fts5(title, body, content = 'search_index', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`.execute(db);
  await sql`CREATE VIRTUAL TABLE search_infix USING fts5(title, body, content = 'search_index', content_rowid = 'id',
    tokenize = 'trigram remove_diacritics 1')`.execute(db);
  for (const index of INDEXES) {
    const name = sql.raw(index);
    await sql`INSERT INTO ${name} (${name}) VALUES ('rebuild')`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${index}_insert`)} AFTER INSERT ON search_index BEGIN
      INSERT INTO ${name} (rowid, title, body) VALUES (new.id, new.title, new.body);
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${index}_delete`)} AFTER DELETE ON search_index BEGIN
      INSERT INTO ${name} (${name}, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${index}_update`)} AFTER UPDATE ON search_index BEGIN
      INSERT INTO ${name} (${name}, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
      INSERT INTO ${name} (rowid, title, body) VALUES (new.id, new.title, new.body);
    END`.execute(db);
  }
}

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await copyRows(db, async () => {
      await sql`CREATE TABLE search_index (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL DEFAULT '',
        body TEXT NOT NULL DEFAULT '',
        type TEXT NOT NULL,
        ref_id INTEGER NOT NULL,
        date TEXT NOT NULL DEFAULT ''
      )`.execute(db);
      await sql`CREATE INDEX search_index_ref ON search_index (type, ref_id)`.execute(db);
    });
    await createIndexes(db);
  },

  async down(db: Kysely<unknown>) {
    for (const index of INDEXES) await sql`DROP TABLE ${sql.raw(index)}`.execute(db);
    // As migration 0002 made it.
    await copyRows(db, async () => {
      await sql`CREATE VIRTUAL TABLE search_index USING fts5(title, body, type UNINDEXED, ref_id UNINDEXED, date UNINDEXED,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`.execute(db);
    });
  },
};
