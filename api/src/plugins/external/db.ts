/**
 * The database, migrated to the latest version before any route can run: SQLite (better-sqlite3,
 * the default) or PostgreSQL when DATABASE_URL is set (db/dialect/). Decorates `fastify.db`,
 * `fastify.dbDialect` and `fastify.dataVersion`; the connection (pool) closes with the server.
 * On SQLite prepared statements are kept per SQL text (db/dialect/statement-cache.ts).
 */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import { OTHER_WRITERS_CHECK_MS, openDatabaseFor, openSqlite, sqliteDataVersion, type DialectName } from '../../db/dialect';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /**
     * Changes whenever anything was written to the database (by another process, such as the seed
     * CLI or an admin's sqlite3, within a second): a cheap key for caches of what was read from it.
     */
    dataVersion: () => string;
    /** Which database this is; for logs and tests, never for a repository's query. */
    dbDialect: DialectName;
  }
}

/** Opens (and creates, with its folder) the SQLite file with the pragmas the app relies on. */
export const openDatabase = openSqlite;

/** The data version of a SQLite database from `openDatabase` (db/dialect/sqlite.ts). */
export const dataVersionOf = sqliteDataVersion;

export { OTHER_WRITERS_CHECK_MS };

export default fp(
  async (fastify) => {
    const { config } = fastify;
    const opened = openDatabaseFor(config, { onIdleError: (err) => fastify.log.warn({ err }, 'an idle PostgreSQL connection failed; the pool replaces it') });
    fastify.addHook('onClose', async () => opened.close());
    if (opened.dialect === 'postgres') fastify.log.info({ databasePath: config.databasePath }, 'DATABASE_URL is set: using PostgreSQL, DATABASE_PATH is ignored');
    const applied = await migrateToLatest(opened.db);
    if (applied.length > 0) fastify.log.info({ applied, dialect: opened.dialect }, 'database migrated');
    // Once every plugin is loaded (the seed has written): the data version's baseline includes the
    // seed's writes, so their notifications, still on their way, move nothing.
    fastify.addHook('onReady', () => opened.watch());
    fastify.decorate('db', opened.db);
    fastify.decorate('dbDialect', opened.dialect);
    fastify.decorate('dataVersion', opened.dataVersion);
  },
  { name: 'db', dependencies: ['env'] },
);
