/**
 * How the migration tests set up: a fresh SQLite database in memory, brought to migration `name` (a
 * running site just before the migration under test), handed to `test` with its migrator (to migrate
 * on, or back down again), and closed afterwards.
 */
import { Migrator, sql, type Kysely } from 'kysely';

import { migrationProvider } from '../../migrations';
import type { Database } from '../../src/db/schema';
import { openDatabase } from '../../src/plugins/external/db';

export async function withSqliteAt(name: string, test: (db: Kysely<Database>, migrator: Migrator) => Promise<void>): Promise<void> {
  const db = openDatabase(':memory:');
  try {
    const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
    await test(db, migrator);
  } finally {
    await db.destroy();
  }
}

/** The column names of `table`, as SQLite lists them. */
export const columnsOf = async (db: Kysely<Database>, table: string): Promise<string[]> =>
  (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)).rows.map((row) => row.name);
