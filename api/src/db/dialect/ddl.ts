/**
 * What a migration writes differently on SQLite and on PostgreSQL (docs/database.md, One code path), so that the
 * same migrations 0001–… run on both. On SQLite every helper produces exactly the SQL the migrations
 * wrote before they were made portable: the files in use have recorded those as applied, and the
 * schema must not drift (test/db/sqlite-schema.test.ts compares sqlite_master with a snapshot).
 *
 *   const p = portable(db);
 *   .addColumn('id', 'integer', p.idColumn)
 *   await p.createTrigger({ name: 'news_search_insert', table: 'news', event: 'INSERT', body: '…;' });
 */
import { sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder } from 'kysely';

import { DATA_CHANGED_FUNCTION } from './data-version';
import { dialectOf, type DialectName } from './index';

export interface TriggerSpec {
  name: string;
  table: string;
  /** 'INSERT', 'DELETE', 'UPDATE' or 'UPDATE OF a, b': the row event, always AFTER and FOR EACH ROW. */
  event: string;
  /** One or more statements, each ending in ';', reading `new.` and `old.` as on both databases. */
  body: string;
}

export interface Portable {
  dialect: DialectName;
  /** An integer primary key the database numbers: `autoincrement` on SQLite, an identity on PostgreSQL. */
  idColumn: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** The current instant as ISO text with milliseconds ('2026-11-23T19:30:00.123Z'), as SQL. */
  isoNow: string;
  /** A CHECK that `column` holds valid JSON. */
  jsonValid: (column: string) => RawBuilder<unknown>;
  /** A JSON array of strings (an SQL expression) joined with ', ' ; NULL for an empty array. */
  joinJsonList: (expression: string) => string;
  /** The 1-based position of `needle` in `haystack`, 0 when absent (SQLite instr, PostgreSQL strpos). */
  instr: (haystack: string, needle: string) => string;
  /** `a` and `b` differ, NULL counting as a value (SQLite IS NOT, PostgreSQL IS DISTINCT FROM). */
  isNot: (a: string, b: string) => string;
  /** AFTER … FOR EACH ROW trigger; on PostgreSQL with its plpgsql function `<name>_fn`. */
  createTrigger: (trigger: TriggerSpec) => Promise<void>;
  /** Drops a trigger (and on PostgreSQL its function). */
  dropTrigger: (name: string, table: string, options?: { ifExists?: boolean }) => Promise<void>;
  /** PostgreSQL only: drops the functions of triggers that went with their table; nothing on SQLite. */
  dropTriggerFunctions: (names: readonly string[]) => Promise<void>;
}

/** SQL statements run one by one (PostgreSQL's extended protocol takes one statement per query). */
const run = async (db: Kysely<unknown>, statements: string[]) => {
  for (const statement of statements) await sql.raw(statement).execute(db);
};

export const functionOf = (trigger: string) => `${trigger}_fn`;

export function portable(db: Kysely<unknown>): Portable {
  const dialect = dialectOf(db);
  if (dialect === 'sqlite') {
    return {
      dialect,
      idColumn: (c) => c.primaryKey().autoIncrement(),
      isoNow: `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      jsonValid: (column) => sql`json_valid(${sql.raw(column)})`,
      joinJsonList: (expression) => `(SELECT group_concat(value, ', ') FROM json_each(${expression}))`,
      instr: (haystack, needle) => `instr(${haystack}, ${needle})`,
      isNot: (a, b) => `${a} IS NOT ${b}`,
      createTrigger: ({ name, table, event, body }) => run(db, [`CREATE TRIGGER ${name} AFTER ${event} ON ${table} BEGIN ${body} END`]),
      dropTrigger: (name, _table, { ifExists = false } = {}) => run(db, [`DROP TRIGGER ${ifExists ? 'IF EXISTS ' : ''}${name}`]),
      dropTriggerFunctions: async () => undefined,
    };
  }
  return {
    dialect,
    idColumn: (c) => c.primaryKey().generatedByDefaultAsIdentity(),
    isoNow: `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    jsonValid: (column) => sql`${sql.raw(column)} IS JSON`,
    joinJsonList: (expression) => `(SELECT string_agg(value, ', ') FROM jsonb_array_elements_text((${expression})::jsonb))`,
    instr: (haystack, needle) => `strpos(${haystack}, ${needle})`,
    isNot: (a, b) => `${a} IS DISTINCT FROM ${b}`,
    createTrigger: ({ name, table, event, body }) =>
      run(db, [
        `CREATE OR REPLACE FUNCTION ${functionOf(name)}() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN ${body} RETURN NULL; END $fn$`,
        `CREATE TRIGGER ${name} AFTER ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${functionOf(name)}()`,
      ]),
    dropTrigger: (name, table, { ifExists = false } = {}) =>
      run(db, [`DROP TRIGGER ${ifExists ? 'IF EXISTS ' : ''}${name} ON ${table}`, `DROP FUNCTION ${ifExists ? 'IF EXISTS ' : ''}${functionOf(name)}()`]),
    dropTriggerFunctions: (names) => run(db, names.map((name) => `DROP FUNCTION IF EXISTS ${functionOf(name)}() CASCADE`)),
  };
}


/**
 * PostgreSQL: makes every write to `table` move the data version and notify the other instances
 * (migration 0021 made the function). Nothing on SQLite. Every table needs it, or an edit to it
 * would leave the other instances' caches stale; test/db/migrations.pg.test.ts checks.
 */
export async function watchDataChanges(db: Kysely<unknown>, table: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql
    .raw(`CREATE TRIGGER ${table}_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${DATA_CHANGED_FUNCTION}()`)
    .execute(db);
}
