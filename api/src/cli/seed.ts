/**
 * `npm run seed -w api`: migrates and seeds DATABASE_URL (PostgreSQL) or else DATABASE_PATH without starting the server (e.g. to
 * prepare a file before a deploy). Seeding stays idempotent: pages and partials missing by name are
 * added, other domains only while empty, and nothing that exists is changed.
 */
import { seedDatabase } from '../seed/seed';
import { openDatabaseFor } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { loadConfig } from '../plugins/external/env';

async function main() {
  const config = loadConfig(process.env);
  const { db, dialect } = openDatabaseFor(config);
  const where = dialect === 'postgres' ? 'DATABASE_URL' : config.databasePath;
  try {
    const applied = await migrateToLatest(db);
    const seeded = await seedDatabase(db);
    console.log(`${where}: migrations applied [${applied.join(', ')}], seeded [${seeded.join(', ')}]`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
