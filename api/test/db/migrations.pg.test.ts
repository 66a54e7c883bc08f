/**
 * Migrations 0001–0019 on PostgreSQL (issue 18, WP2): they make the schema they make on SQLite
 * (the same tables and columns, indexes and triggers; search as generated columns instead of FTS5),
 * the triggers write the same search rows, everything migrates down to nothing and up again,
 * and the seed fills the tables as it does on SQLite.
 */
import { Migrator, NO_MIGRATIONS, sql, type Kysely } from 'kysely';

import { migrationProvider, migrations } from '../../migrations';
import { openDatabaseFor, type OpenedDatabase } from '../../src/db/dialect';
import type { Database } from '../../src/db/schema';
import { openDatabase } from '../../src/plugins/external/db';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDatabase } from '../../src/seed/seed';
import { HIDDEN_TABLES } from '../../src/db/dialect/public-writes';
import { createTestDatabase, type TestDatabase } from './embedded-pg';

/** SQLite's FTS5 tables and their shadow tables and triggers, which PostgreSQL does without. */
const FTS = /^(search_words|search_infix)|^sqlite_/;

async function sqliteMigrated(): Promise<Kysely<Database>> {
  const db = openDatabase(':memory:');
  await migrateToLatest(db);
  return db;
}

async function sqliteNames(db: Kysely<Database>, type: 'table' | 'index' | 'trigger'): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = ${type} AND sql IS NOT NULL ORDER BY name`.execute(db);
  return rows.map((row) => row.name).filter((name) => !FTS.test(name));
}

async function columnsOnSqlite(db: Kysely<Database>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) ORDER BY cid`.execute(db);
  return rows.map((row) => row.name);
}

const pgNames = async (db: Kysely<Database>, query: ReturnType<typeof sql<{ name: string }>>) => (await query.execute(db)).rows.map((row) => row.name).sort();

const pgTables = (db: Kysely<Database>) => pgNames(db, sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`);
const pgIndexes = (db: Kysely<Database>) => pgNames(db, sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()`);
const pgTriggers = (db: Kysely<Database>) => pgNames(db, sql<{ name: string }>`SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal`);
const pgFunctions = (db: Kysely<Database>) =>
  pgNames(db, sql<{ name: string }>`SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema()
    AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`);
const pgColumns = async (db: Kysely<Database>, table: string) =>
  (await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(db)).rows.map((row) => row.name);

describe('the migrations on PostgreSQL', () => {
  let database: TestDatabase;
  let pg: OpenedDatabase;
  let lite: Kysely<Database>;

  beforeEach(async () => {
    database = await createTestDatabase();
    pg = openDatabaseFor({ databasePath: 'not used', databaseUrl: database.url });
    lite = await sqliteMigrated();
  });

  afterEach(async () => {
    await lite.destroy();
    await pg.close();
    await database.drop();
  });

  it('are all applied to the template every test database is copied from', async () => {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(pg.db);
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(pg.db)).toEqual([]);
  });

  it('make the tables, columns, indexes and triggers SQLite has (search as generated columns instead of FTS5)', async () => {
    const tables = await sqliteNames(lite, 'table');
    expect(tables).toEqual(expect.arrayContaining(['pages', 'services', 'news', 'events', 'search_index', 'users', 'sessions', 'media', 'content_revisions']));
    expect(tables).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']));
    expect(await pgTables(pg.db)).toEqual(tables);
    for (const table of tables) {
      const expected = await columnsOnSqlite(lite, table);
      expect({ table, columns: await pgColumns(pg.db, table) }).toEqual({ table, columns: table === 'search_index' ? [...expected, 'flat', 'tsv'] : expected });
    }
    const indexes = await pgIndexes(pg.db);
    expect(indexes).toEqual(expect.arrayContaining(await sqliteNames(lite, 'index')));
    expect(indexes).toEqual(expect.arrayContaining(['search_index_tsv', 'search_index_flat']));
    const triggers = await pgTriggers(pg.db);
    expect(triggers.filter((name) => !name.endsWith('_data_changed'))).toEqual(await sqliteNames(lite, 'trigger'));
    // PostgreSQL only (0021, 0026): every table a visitor sees tells the other instances of a write;
    // the migrator's and the hidden ones (drafts, sessions, …: tables.ts) do not.
    expect(triggers.filter((name) => name.endsWith('_data_changed'))).toEqual(
      tables.filter((table) => !table.startsWith('kysely_migration') && !HIDDEN_TABLES.has(table)).map((table) => `${table}_data_changed`).sort(),
    );
  });

  it('keep search_index in step through the triggers exactly as on SQLite', async () => {
    const write = async (db: Kysely<Database>) => {
      await sql`INSERT INTO services (starts_at, location, church_name, preacher, season, collections, streamed, notes_text)
        VALUES ('2026-12-24T21:00:00.000Z', 'druten', 'De Ark', 'prop. Lotte Brouwer', 'Kerstnacht', '["Diaconie", "Kerk"]', 1, 'Met koor.')`.execute(db);
      await sql`INSERT INTO services (starts_at, location, church_name) VALUES ('2026-12-27T09:30:00.000Z', 'leur', 'Kerk van Leur')`.execute(db);
      await sql`INSERT INTO services (starts_at, location, church_name) VALUES ('2026-12-28T09:30:00.000Z', 'wijchen', 'Kerk')`.execute(db);
      await sql`UPDATE services SET preacher = 'ds. Jan de Vries' WHERE location = 'leur'`.execute(db);
      await sql`DELETE FROM services WHERE location = 'wijchen'`.execute(db);
      await sql`INSERT INTO news (title, published_at, publish_at, excerpt, body_text) VALUES ('Gedoopt', '2026-11-01', '2026-11-01T08:00:00.000Z', 'Kort', 'Drie kinderen gedoopt')`.execute(db);
      await sql`INSERT INTO news (title, published_at, publish_at, published) VALUES ('Concept', '2026-11-02', '2026-11-02T08:00:00.000Z', 0)`.execute(db);
      await sql`UPDATE news SET published = 1 WHERE title = 'Concept'`.execute(db);
      await sql`INSERT INTO events (title, plain_text, church_name, starts_at, ends_at, location, uid)
        VALUES ('Kerstmarkt', 'Markt', 'De Ark', '2026-12-12T10:00:00.000Z', '2026-12-12T16:00:00.000Z', 'druten', 'e1')`.execute(db);
      await sql`UPDATE events SET title = 'Kerstmarkt en koffie' WHERE uid = 'e1'`.execute(db);
      await sql`UPDATE events SET version = 2, updated_at = '2026-11-20T10:00:00.000Z', church_name = 'De Ark, Druten' WHERE uid = 'e1'`.execute(db);
      const { rows: index } = await sql`SELECT title, body, type, ref_id, date FROM search_index ORDER BY type, ref_id`.execute(db);
      const { rows: events } = await sql<{ sequence: number; updated_at: string }>`SELECT sequence, updated_at FROM events`.execute(db);
      return { index, events };
    };
    const onSqlite = await write(lite);
    const onPg = await write(pg.db);
    expect(onSqlite.index).toHaveLength(5);
    expect(onPg.index).toEqual(onSqlite.index);
    expect(onSqlite.index).toContainEqual(expect.objectContaining({
      body: 'Met koor. Kerstnacht in De Ark, Druten, met prop. Lotte Brouwer. Collecten: Diaconie, Kerk. Online te volgen via de livestream.',
    }));
    // The revision trigger counts both edits; the second one's own stamp is kept.
    expect(onPg.events).toEqual([{ sequence: 2, updated_at: '2026-11-20T10:00:00.000Z' }]);
    expect(onPg.events).toEqual(onSqlite.events);
    await sql`UPDATE events SET title = 'Kerstmarkt' WHERE uid = 'e1'`.execute(pg.db);
    const { rows } = await sql<{ sequence: number; updated_at: string }>`SELECT sequence, updated_at FROM events`.execute(pg.db);
    expect(rows[0]).toEqual({ sequence: 3, updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    expect(rows[0]?.updated_at).not.toBe('2026-11-20T10:00:00.000Z');
  });

  it('refuse what SQLite refuses: invalid JSON, a second settings row, an unknown location', async () => {
    const attempts = {
      json: sql`INSERT INTO content_trash (kind, ref_id, data, deleted_at) VALUES ('service', 1, '{kapot', 'x')`,
      settings: sql`INSERT INTO settings (id) VALUES (2)`,
      location: sql`INSERT INTO services (starts_at, location, church_name) VALUES ('x', 'nijmegen', 'y')`,
    };
    const outcomes: Record<string, string> = {};
    for (const [dialect, db] of [['sqlite', lite], ['postgres', pg.db]] as const) {
      for (const [name, attempt] of Object.entries(attempts)) {
        outcomes[`${dialect} ${name}`] = await attempt.execute(db).then(
          () => 'accepted',
          (error: unknown) => (/check constraint|CHECK constraint/.test(String(error)) ? 'refused' : `failed otherwise: ${String(error)}`),
        );
      }
    }
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(outcomes).map((key) => [key, 'refused'])));
    expect(Object.keys(outcomes)).toHaveLength(6);
  });

  it('give search_index words without diacritics (prefix queries) and lower-cased flat text (infix LIKE)', async () => {
    await sql`INSERT INTO search_index (title, body, type, ref_id, date) VALUES ('Café in de kérk', 'Drie kinderen gedoopt', 'news', 1, '2026-11-01')`.execute(pg.db);
    const { rows } = await sql<{ flat: string; prefix: boolean; infix: boolean }>`
      SELECT flat, tsv @@ to_tsquery('kerk', 'kerk:*') AS prefix, flat LIKE '%doop%' AS infix FROM search_index`.execute(pg.db);
    expect(rows).toEqual([{ flat: 'cafe in de kerk drie kinderen gedoopt', prefix: true, infix: true }]);
  });

  it('all go down to an empty database and up again', async () => {
    const migrator = new Migrator({ db: pg.db, provider: migrationProvider, allowUnorderedMigrations: true });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations).sort().reverse());
    expect(await pgTables(pg.db)).toEqual(['kysely_migration', 'kysely_migration_lock']);
    expect(await pgTriggers(pg.db)).toEqual([]);
    expect(await pgFunctions(pg.db)).toEqual([]);
    expect(await migrateToLatest(pg.db)).toEqual(Object.keys(migrations).sort());
  });

  it('take the seed as SQLite does: the same number of rows in every table', async () => {
    const counts = async (db: Kysely<Database>) => {
      const result: Record<string, number> = {};
      for (const table of await sqliteNames(lite, 'table')) {
        const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
        result[table] = Number(rows[0]?.n);
      }
      return result;
    };
    expect(await seedDatabase(pg.db)).toEqual(await seedDatabase(lite));
    const expected = await counts(lite);
    expect(expected.pages).toBeGreaterThan(5);
    expect(expected.search_index).toBeGreaterThan(10);
    expect(await counts(pg.db)).toEqual(expected);
    expect(await seedDatabase(pg.db)).toEqual([]);
  });
});
