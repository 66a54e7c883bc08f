/**
 * The database: better-sqlite3 behind Kysely, migrated to the latest version before any route can
 * run. Decorates `fastify.db`; the connection closes with the server.
 */
import fs from 'node:fs';
import path from 'node:path';

import SQLite from 'better-sqlite3';
import fp from 'fastify-plugin';
import { Kysely, Migrator, SqliteDialect } from 'kysely';

import { migrationProvider } from '../../../migrations';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Opens (and creates, with its folder) the SQLite file with the pragmas the app relies on. */
export function openDatabase(databasePath: string): Kysely<Database> {
  if (databasePath !== ':memory:') fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const sqlite = new SQLite(databasePath);
  // WAL lets readers continue while a write (e.g. a contact message) commits; busy_timeout
  // makes a second process (seed/backup CLI) wait instead of failing on a locked file.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite ships with foreign keys off; partials must cascade with their page.
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

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

export default fp(
  async (fastify) => {
    const db = openDatabase(fastify.config.databasePath);
    fastify.addHook('onClose', async () => db.destroy());
    const applied = await migrateToLatest(db);
    if (applied.length > 0) fastify.log.info({ applied }, 'database migrated');
    fastify.decorate('db', db);
  },
  { name: 'db', dependencies: ['env'] },
);
