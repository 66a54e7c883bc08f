/**
 * The site-wide search index (SQLite FTS5). Each domain keeps its own rows in it with triggers
 * created by its own migration (services, news, events), so search never scans tables with LIKE:
 *   INSERT INTO search_index(type, ref_id, title, body, date) VALUES ('event', new.id, ...)
 * `remove_diacritics 2` makes "kerkdienst" find "kérkdienst"; prefix indexes make "adv*" cheap.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE VIRTUAL TABLE search_index USING fts5(
      title,
      body,
      type UNINDEXED,
      ref_id UNINDEXED,
      date UNINDEXED,
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3 4'
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE search_index`.execute(db);
  },
};
