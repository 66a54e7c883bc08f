/**
 * Several API instances on one PostgreSQL (issue 18): each keeps its caches (JSON answers, search,
 * the served HTML) until the data changes, so each must learn of a write made through another.
 * Every table gets a statement-level trigger (`<table>_data_changed`) that moves `data_version_seq`
 * and notifies channel `data_changed` with its new value. PostgreSQL delivers a notification at
 * commit, never for a rollback. An instance listens, and reads the sequence once a second in case
 * its listening connection was lost (src/db/dialect/postgres.ts).
 *
 * SQLite needs none of it (one file; `PRAGMA data_version` sees every other connection's write), so
 * there this migration does nothing. A table made by a later migration needs the trigger too:
 * `watchDataChanges(db, table)` from migrations/dialect.ts; test/db/migrations.pg.test.ts checks
 * that every table has it.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { DATA_CHANGED_CHANNEL, DATA_CHANGED_FUNCTION, DATA_VERSION_SEQUENCE, dialectOf, watchDataChanges } from './dialect';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'postgres') return;
    await sql.raw(`CREATE SEQUENCE ${DATA_VERSION_SEQUENCE}`).execute(db);
    await sql
      .raw(
        `CREATE FUNCTION ${DATA_CHANGED_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN ` +
          `PERFORM pg_notify('${DATA_CHANGED_CHANNEL}', nextval('${DATA_VERSION_SEQUENCE}')::text); RETURN NULL; END $fn$`,
      )
      .execute(db);
    const { rows } = await sql<{ name: string }>`
      SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE 'kysely_migration%' ORDER BY tablename`.execute(db);
    for (const { name } of rows) await watchDataChanges(db, name);
  },
  async down(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'postgres') return;
    await sql.raw(`DROP FUNCTION ${DATA_CHANGED_FUNCTION}() CASCADE`).execute(db);
    await sql.raw(`DROP SEQUENCE ${DATA_VERSION_SEQUENCE}`).execute(db);
  },
};
