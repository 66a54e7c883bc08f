/**
 * `npm run seed -w api`: migrates and seeds DATABASE_PATH without starting the server (e.g. to
 * prepare a file before a deploy). Seeding stays idempotent: pages and partials missing by name are
 * added, other domains only while empty, and nothing that exists is changed.
 */
import { seedDatabase } from '../seed/seed';
import { migrateToLatest, openDatabase } from '../plugins/external/db';
import { loadConfig } from '../plugins/external/env';

async function main() {
  const { databasePath } = loadConfig(process.env);
  const db = openDatabase(databasePath);
  try {
    const applied = await migrateToLatest(db);
    const seeded = await seedDatabase(db);
    console.log(`${databasePath}: migrations applied [${applied.join(', ')}], seeded [${seeded.join(', ')}]`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
