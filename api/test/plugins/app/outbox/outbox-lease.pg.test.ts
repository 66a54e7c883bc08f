/**
 * The outbox lease cases (outbox-lease-cases.ts) on PostgreSQL: two pools on one database made from
 * the migrated template, so the claims of 'never hands one row to both instances' really run at
 * the same time (FOR UPDATE SKIP LOCKED in the claim).
 */
import { openDatabaseFor } from '../../../../src/db/dialect';
import { seedContact } from '../../../../src/seed/seed-contact';
import { createTestDatabase } from '../../../db/embedded-pg';
import { outboxLeaseCases } from './outbox-lease-cases';

outboxLeaseCases(async () => {
  const database = await createTestDatabase();
  const a = openDatabaseFor({ databasePath: 'not used', databaseUrl: database.url });
  const b = openDatabaseFor({ databasePath: 'not used', databaseUrl: database.url });
  await seedContact(a.db);
  return {
    dbA: a.db,
    dbB: b.db,
    close: async () => {
      await a.close();
      await b.close();
      await database.drop();
    },
  };
});
