/**
 * The schema a fresh SQLite database gets from the migrations 0001–0019, as `sqlite_master` holds it (type,
 * name, table, SQL text with its whitespace collapsed), for the guard in sqlite-schema.test.ts.
 * `npx tsx test/db/sqlite-schema.ts > test/db/sqlite-schema.snapshot.json` wrote the snapshot from the
 * migrations as they were before issue 18 made them portable; it is never rewritten to make the test pass.
 */
import { Migrator, sql } from 'kysely';

import { migrationProvider } from '../../migrations';
import { openDatabase } from '../../src/plugins/external/db';

/** The last of the migrations the snapshot covers: the ones issue 18 rewrote. Later ones are new, and not rewritten. */
export const LAST_REWRITTEN = '0019_community_editing';

export interface SchemaRow {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

export const normaliseSql = (text: string | null) => (text === null ? null : text.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim());

export async function sqliteSchema(): Promise<SchemaRow[]> {
  const db = openDatabase(':memory:');
  try {
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(LAST_REWRITTEN);
    if (error) throw error;
    const { rows } = await sql<SchemaRow>`SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`.execute(db);
    return rows.map((row) => ({ ...row, sql: normaliseSql(row.sql) }));
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  void sqliteSchema().then((rows) => process.stdout.write(`${JSON.stringify(rows, null, 1)}\n`));
}
