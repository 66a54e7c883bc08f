/** The migrations (api/migrations) applied to a database: at boot, by the seed and users CLIs, and by db:copy. */
import { Migrator, type Kysely } from 'kysely';

import { migrationProvider } from '../../migrations';
import type { Database } from './schema';

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Teams add migrations independently; a database made before a lower-numbered one landed must
  // still accept it instead of refusing to start.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
