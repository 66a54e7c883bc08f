/** db/tables.ts against the migrated SQLite schema (the cases: tables-cases.ts). */
import { openDatabase } from '../../src/plugins/external/db';
import { migrateToLatest } from '../../src/db/migrate';
import { sqliteSchema, tablesCases } from './tables-cases';

describe('the copied tables (db/tables.ts) on SQLite', () => {
  tablesCases(async () => {
    const db = openDatabase(':memory:');
    await migrateToLatest(db);
    return { schema: await sqliteSchema(db).load(), close: () => db.destroy() };
  });
});
