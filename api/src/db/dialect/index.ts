/**
 * The one place that knows which database the API runs on. `DATABASE_URL=postgres://…` selects
 * PostgreSQL (postgres.ts); unset, SQLite at DATABASE_PATH (sqlite.ts), exactly as before.
 * Repositories never ask which one it is; the migrations' helpers (ddl.ts) do.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

import type { Database } from '../schema';
import { openPostgres, postgresDataVersion, settlePostgres, watchPostgres } from './postgres';
import { openSqlite, sqliteDataVersion } from './sqlite';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseConfig {
  databasePath: string;
  /** postgres://…; when set, databasePath is not used. */
  databaseUrl?: string;
  databasePoolMax?: number;
  /** An in-memory SQLite database starts as a copy of this serialized one (AppConfig.databaseTemplate). */
  databaseTemplate?: Buffer;
}

export interface OpenOptions {
  /** Told about a pooled PostgreSQL connection that failed while idle (the pool replaces it). */
  onIdleError?: (error: Error) => void;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** A key that changes whenever the data may have changed (made on first call: after the migrations). */
  dataVersion: () => string;
  /**
   * After the migrations: starts following other instances' writes (PostgreSQL) and resolves once
   * the data version stands, so caches filled from now on stay valid until the data changes.
   */
  watch: () => Promise<void>;
  close: () => Promise<void>;
}

export function openDatabaseFor(config: DatabaseConfig, { onIdleError }: OpenOptions = {}): OpenedDatabase {
  const dialect: DialectName = config.databaseUrl ? 'postgres' : 'sqlite';
  const db = config.databaseUrl ? openPostgres({ url: config.databaseUrl, poolMax: config.databasePoolMax, onIdleError }) : openSqlite(config.databasePath, config.databaseTemplate);
  let version: (() => string) | undefined;
  return {
    db,
    dialect,
    dataVersion: () => (version ??= dialect === 'postgres' ? postgresDataVersion(db) : sqliteDataVersion(db))(),
    watch: async () => {
      if (dialect === 'postgres') await watchPostgres(db);
    },
    close: async () => {
      if (dialect === 'postgres') await settlePostgres(db);
      await db.destroy();
    },
  };
}

/** Which dialect a Kysely instance (or a transaction of one, as a migration gets) speaks. */
export function dialectOf(db: Pick<Kysely<never>, 'getExecutor'>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Inside a transaction that reads before it writes (is the table empty? then seed it): makes such
 * transactions of several instances take turns. SQLite has one writer at a time already; PostgreSQL
 * runs them side by side (READ COMMITTED), so two instances starting together would both find the
 * tables empty and both seed. There a transaction-scoped advisory lock per `purpose` serialises
 * them; it is released at commit or rollback.
 */
export async function takeTurns(trx: Pick<Kysely<never>, 'getExecutor'>, purpose: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  const db = trx as Kysely<never>;
  // The wait is for the other instance's whole transaction (a seed: many statements), not one stuck
  // statement: the pool's 5 s statement_timeout does not bound it (on a busy machine a seed took
  // longer). Then this transaction's statements have the pool's timeout again.
  await sql`SET LOCAL statement_timeout = ${sql.lit(TURN_WAIT_MS)}`.execute(db);
  await sql`SELECT pg_advisory_xact_lock(hashtext(${purpose}))`.execute(db);
  await sql`SET LOCAL statement_timeout TO DEFAULT`.execute(db);
}

/** How long a transaction waits for its turn (takeTurns) before it fails. */
export const TURN_WAIT_MS = 120_000;

export { OTHER_WRITERS_CHECK_MS, openSqlite, sqliteDataVersion } from './sqlite';
export { openPostgres, postgresDataVersion } from './postgres';
