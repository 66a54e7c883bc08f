/**
 * globalSetup of jest.postgres.config.js: one embedded PostgreSQL for the whole run, and
 * `kerk_template` with every migration applied, which each test's database is copied from.
 */
import { openDatabaseFor } from '../../src/db/dialect';
import { migrateToLatest } from '../../src/db/migrate';
import { onDatabase, PG_URL_ENV, startEmbeddedPg, TEMPLATE } from './embedded-pg';

export default async function globalSetup() {
  const started = performance.now();
  const running = await startEmbeddedPg();
  globalThis.kerkTestPg = running;
  const clusterMs = performance.now() - started;
  try {
    await onDatabase(running.adminUrl, (client) => client.query(`CREATE DATABASE ${TEMPLATE}`));
    const { db, close } = openDatabaseFor({ databasePath: '', databaseUrl: running.urlOf(TEMPLATE), databasePoolMax: 1 });
    try {
      await migrateToLatest(db);
    } finally {
      await close();
    }
  } catch (error) {
    await running.stop();
    throw error;
  }
  process.env[PG_URL_ENV] = running.adminUrl;
  // test/helper.ts's build() then gives every app a database of its own on this cluster.
  process.env.TEST_DB = 'postgres';
  if (process.env.PG_TIMING) console.log(`\nembedded PostgreSQL on port ${running.port}, cluster up in ${Math.round(clusterMs)} ms, template migrated in ${Math.round(performance.now() - started - clusterMs)} ms`);
}
