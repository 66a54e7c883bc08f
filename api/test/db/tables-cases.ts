/**
 * db/tables.ts against a migrated database (run on SQLite by tables.test.ts, on PostgreSQL by
 * tables.pg.test.ts): every table is listed exactly once, except the migration tool's and the
 * engine's own; the keys are the primary keys; a table comes after every table it refers to.
 */
import { sql, type Kysely } from 'kysely';

import type { Database } from '../../src/db/schema';
import { DATA_TABLES, NOT_COPIED } from '../../src/db/tables';

export interface Schema {
  tables: string[];
  primaryKey: (table: string) => Promise<string[]>;
  /** The tables `table` refers to by foreign key. */
  parents: (table: string) => Promise<string[]>;
}

export const sqliteSchema = (db: Kysely<Database>): Schema & { load: () => Promise<Schema> } => {
  const names = async (query: ReturnType<typeof sql<{ name: string }>>) => (await query.execute(db)).rows.map((row) => row.name);
  const schema: Schema = {
    tables: [],
    primaryKey: (table) => names(sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) WHERE pk > 0 ORDER BY pk`),
    parents: (table) => names(sql<{ name: string }>`SELECT DISTINCT "table" AS name FROM pragma_foreign_key_list(${table})`),
  };
  return { ...schema, load: async () => ({ ...schema, tables: await names(sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`) }) };
};

export const postgresSchema = (db: Kysely<Database>): Schema & { load: () => Promise<Schema> } => {
  const names = async (query: ReturnType<typeof sql<{ name: string }>>) => (await query.execute(db)).rows.map((row) => row.name);
  const schema: Schema = {
    tables: [],
    primaryKey: (table) =>
      names(sql<{ name: string }>`SELECT a.attname AS name FROM pg_index i JOIN unnest(i.indkey) WITH ORDINALITY AS k(attnum, n) ON true
        JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum WHERE i.indrelid = ${table}::regclass AND i.indisprimary ORDER BY k.n`),
    parents: (table) =>
      names(sql<{ name: string }>`SELECT DISTINCT confrelid::regclass::text AS name FROM pg_constraint WHERE conrelid = ${table}::regclass AND contype = 'f'`),
  };
  return { ...schema, load: async () => ({ ...schema, tables: await names(sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`) }) };
};

export function tablesCases(open: () => Promise<{ schema: Schema; close: () => Promise<void> }>) {
  let schema: Schema;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ schema, close } = await open());
  });
  afterAll(() => close());

  const listed = DATA_TABLES.map((table) => table.name as string);

  it('lists every table of the migrated schema once, and only the migration and engine tables are left out', () => {
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(schema.tables.filter((name) => !NOT_COPIED.test(name)).sort());
    expect(schema.tables).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']));
  });

  it('names each table\'s primary key as its key', async () => {
    for (const { name, key } of DATA_TABLES) expect({ name, key: await schema.primaryKey(name) }).toEqual({ name, key: [...key] });
  });

  it('puts every table after the tables it refers to', async () => {
    for (const [position, { name }] of DATA_TABLES.entries()) {
      for (const parent of await schema.parents(name)) {
        expect({ table: name, parent, before: listed.indexOf(parent) < position }).toEqual({ table: name, parent, before: true });
      }
    }
  });
}
