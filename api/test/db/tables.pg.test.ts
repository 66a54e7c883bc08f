/** db/tables.ts against the migrated PostgreSQL schema (the cases: tables-cases.ts). */
import { openDatabaseFor } from '../../src/db/dialect';
import { createTestDatabase } from './embedded-pg';
import { postgresSchema, tablesCases } from './tables-cases';

describe('the copied tables (db/tables.ts) on PostgreSQL', () => {
  tablesCases(async () => {
    const database = await createTestDatabase();
    const { db, close } = openDatabaseFor({ databasePath: '', databaseUrl: database.url });
    return {
      schema: await postgresSchema(db).load(),
      close: async () => {
        await close();
        await database.drop();
      },
    };
  });
});
