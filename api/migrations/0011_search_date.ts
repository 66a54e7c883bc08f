/**
 * An index on the date of every indexed text. A search that matches most of the site (a word in
 * more than half of the rows, such as 'kerk') is ranked newest first along this index instead of
 * scoring every row (search-repository.ts).
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE INDEX search_index_date ON search_index (date)`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX search_index_date`.execute(db);
  },
};
