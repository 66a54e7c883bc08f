/**
 * PostgreSQL finds the same words as SQLite (issue 18). Its text search parser keeps some runs of
 * text whole that FTS5's unicode61 tokenizer splits at every character that is no letter or digit:
 * numbers with a point or comma ('10.30', '14.500'), e-mail and web addresses, paths
 * ('www.pkn.nl/leur' held no word 'leur'). So `tsv` is now made from the text with each run of other
 * characters replaced by one space first; the parser then sees plain words only, as FTS5 does.
 * Letters and digits are Unicode's, through the character classes of the `pg_c_utf8` collation
 * (PostgreSQL 17 or later; the database's own C collation knows ASCII ones only).
 * SQLite: nothing to do.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { dialectOf } from './dialect';

/** The words of `column` as the parser should see them: Unicode letters and digits, all else a space. */
const words = (column: 'title' | 'body', split: boolean) =>
  split ? `to_tsvector('kerk'::regconfig, regexp_replace(${column} COLLATE pg_c_utf8, '[^[:alnum:]]+', ' ', 'g'))` : `to_tsvector('kerk'::regconfig, ${column})`;

async function makeTsv(db: Kysely<unknown>, split: boolean) {
  await sql`DROP INDEX search_index_tsv`.execute(db);
  await sql`ALTER TABLE search_index DROP COLUMN tsv`.execute(db);
  await sql
    .raw(`ALTER TABLE search_index ADD COLUMN tsv tsvector GENERATED ALWAYS AS (setweight(${words('title', split)}, 'A') || setweight(${words('body', split)}, 'B')) STORED`)
    .execute(db);
  await sql`CREATE INDEX search_index_tsv ON search_index USING gin (tsv)`.execute(db);
}

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') await makeTsv(db, true);
  },
  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') await makeTsv(db, false);
  },
};
