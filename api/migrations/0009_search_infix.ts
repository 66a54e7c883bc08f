/**
 * Search inside words: 'doop' finds 'gedoopt' and 'kinderdoop', 'kerst' finds 'kerstmarkt'.
 * `search_index` becomes a plain table (the one copy of every indexed text), still written by the
 * services, news and events triggers exactly as before, and two FTS5 indexes read their text from it
 * (external content), kept in step by the triggers below:
 *   search_words   unicode61, diacritics folded, prefix indexes: whole words and word starts (ranked first);
 *   search_infix   trigram, diacritics folded: any part of a word of three or more characters.
 * The rows already indexed are copied over and both indexes rebuilt from them.
 *
 * PostgreSQL (docs/database.md, Search): `search_index` is already a plain table (0002). It gets two
 * generated columns with GIN indexes, kept in step by PostgreSQL itself (no triggers):
 *   tsv    the words of title (weight A) and body (B) through the `kerk` text search configuration
 *          (`simple` with `unaccent`: no stemming, diacritics folded, as SQLite's unicode61); prefix
 *          queries (`word:*`) take the place of the prefix indexes;
 *   flat   title and body lower-cased without diacritics, under a pg_trgm index: `flat LIKE '%doop%'`
 *          takes the place of the trigram index.
 * The query side is search-repository.ts's.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { portable } from './dialect';

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

/** The PostgreSQL objects of this migration, in the order they are made. */
async function createPostgresSearch(db: Kysely<unknown>) {
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  // Where unaccent landed, so the functions below name it whatever the search_path of a later session.
  const { rows } = await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent'`.execute(db);
  const schema = `"${(rows[0]?.schema ?? 'public').replace(/"/g, '""')}"`;
  // A generated column needs an IMMUTABLE function; unaccent() is only STABLE (its dictionary could change).
  const unaccent = `SELECT ${schema}.unaccent('${schema.replace(/'/g, "''")}.unaccent'::regdictionary, $1)`;
  await sql`CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS ${sql.lit(unaccent)}`.execute(db);
  await sql`CREATE TEXT SEARCH CONFIGURATION kerk (COPY = pg_catalog.simple)`.execute(db);
  await sql`ALTER TEXT SEARCH CONFIGURATION kerk ALTER MAPPING FOR word, hword, hword_part WITH ${sql.raw(schema)}.unaccent, simple`.execute(db);
  await sql`ALTER TABLE search_index ADD COLUMN tsv tsvector GENERATED ALWAYS AS
    (setweight(to_tsvector('kerk'::regconfig, title), 'A') || setweight(to_tsvector('kerk'::regconfig, body), 'B')) STORED`.execute(db);
  await sql`ALTER TABLE search_index ADD COLUMN flat text GENERATED ALWAYS AS (lower(f_unaccent(title || ' ' || body))) STORED`.execute(db);
  await sql`CREATE INDEX search_index_ref ON search_index (type, ref_id)`.execute(db);
  await sql`CREATE INDEX search_index_tsv ON search_index USING gin (tsv)`.execute(db);
  await sql`CREATE INDEX search_index_flat ON search_index USING gin (flat gin_trgm_ops)`.execute(db);
}

async function dropPostgresSearch(db: Kysely<unknown>) {
  for (const index of ['search_index_flat', 'search_index_tsv', 'search_index_ref']) await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db);
  await sql`ALTER TABLE search_index DROP COLUMN IF EXISTS flat, DROP COLUMN IF EXISTS tsv`.execute(db);
  await sql`DROP TEXT SEARCH CONFIGURATION IF EXISTS kerk`.execute(db);
  await sql`DROP FUNCTION IF EXISTS f_unaccent(text)`.execute(db);
  // The extensions stay: another database object may use them, and they cost nothing.
}

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    if (portable(db).dialect === 'postgres') return createPostgresSearch(db);
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
    if (portable(db).dialect === 'postgres') return dropPostgresSearch(db);
    for (const index of INDEXES) await sql`DROP TABLE ${sql.raw(index)}`.execute(db);
    // As migration 0002 made it.
    await copyRows(db, async () => {
      await sql`CREATE VIRTUAL TABLE search_index USING fts5(title, body, type UNINDEXED, ref_id UNINDEXED, date UNINDEXED,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`.execute(db);
    });
  },
};
