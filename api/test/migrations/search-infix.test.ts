/**
 * Migrations 0009 (infix search) and 0010 (a service's text as sentences) on a database made before
 * them: the rows already indexed must be searchable at once, inside words too, and `down` must
 * give back the index of 0002.
 */
import { sql } from 'kysely';

import { seedEvents } from '../../src/seed/seed-events';
import { seedServices } from '../../src/seed/seed-services';
import { createSearchRepository } from '../../src/plugins/app/search/search-repository';
import { openDatabase } from '../../src/plugins/external/db';
import { migrateToLatest } from '../../src/db/migrate';
import { withSqliteAt } from './sqlite-at';

const count = async (db: ReturnType<typeof openDatabase>, query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(db)).rows[0]?.n);

describe('migrations 0009 and 0010 on an existing database', () => {
  it('fill both new indexes from the rows already indexed, and rewrite service texts as sentences', async () => {
    await withSqliteAt('0008_contact', async (db, migrator) => {
      // The indexed domains only: today's seeds of pages and news write columns 0008 does not have yet (0013, 0017);
      // today's services have their musical contribution (0024) and their collections as purposes (0031),
      // which are put aside for the seed, and so are the sign-ups of services and events (0035).
      const signups = ['signups', 'signup_seats', 'signup_closes_date', 'signup_closes_time', 'signup_max_seats', 'signup_question'];
      for (const table of ['services', 'events']) for (const column of signups) await sql.raw(`ALTER TABLE ${table} ADD COLUMN ${column} TEXT NOT NULL DEFAULT ''`).execute(db);
      await sql`ALTER TABLE services ADD COLUMN music TEXT NOT NULL DEFAULT ''`.execute(db);
      await sql`ALTER TABLE services ADD COLUMN purpose_ids TEXT NOT NULL DEFAULT '[]'`.execute(db);
      await sql`CREATE TABLE purposes (id INTEGER PRIMARY KEY, name TEXT NOT NULL, active INTEGER NOT NULL DEFAULT 1, migrated INTEGER NOT NULL DEFAULT 0)`.execute(db);
      for (const seed of [seedServices, seedEvents]) await seed(db);
      await sql`DROP TABLE purposes`.execute(db);
      await sql`ALTER TABLE services DROP COLUMN purpose_ids`.execute(db);
      await sql`ALTER TABLE services DROP COLUMN music`.execute(db);
      for (const table of ['services', 'events']) for (const column of signups) await sql.raw(`ALTER TABLE ${table} DROP COLUMN ${column}`).execute(db);
      const before = await count(db, sql`SELECT count(*) AS n FROM search_index`);
      expect(before).toBeGreaterThan(100);
      // Services say 'gedoopt', which the word index of 0002 cannot find for 'doop'.
      expect(await count(db, sql`SELECT count(*) AS n FROM search_index WHERE type = 'service' AND body LIKE '%gedoopt%'`)).toBeGreaterThan(0);
      expect(await count(db, sql`SELECT count(*) AS n FROM search_index WHERE search_index MATCH '"doop"*' AND type = 'service'`)).toBe(0);

      // These three first; later migrations (0012 accounts, …) follow them.
      expect((await migrateToLatest(db)).slice(0, 3)).toEqual(['0009_search_infix', '0010_service_search_text', '0011_search_date']);
      expect(await count(db, sql`SELECT count(*) AS n FROM search_index`)).toBe(before);
      expect(await count(db, sql`SELECT count(*) AS n FROM search_index WHERE type = 'service' AND body LIKE '% · %'`)).toBe(0);
      const results = await createSearchRepository(db).search('doop', 50);
      expect(results.filter((r) => r.type === 'service' && r.excerpt.includes('gedoopt')).length).toBeGreaterThan(0);
      expect(results.map((r) => r.title)).toContain('Doopgesprek voor ouders');

      expect((await migrator.migrateTo('0008_contact')).error).toBeUndefined();
      expect(await count(db, sql`SELECT count(*) AS n FROM search_index WHERE search_index MATCH '"gedoopt"'`)).toBeGreaterThan(0);
      expect(await count(db, sql`SELECT count(*) AS n FROM search_index`)).toBe(before);
    });
  });
});
