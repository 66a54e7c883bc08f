/**
 * PostgreSQL (DATABASE_URL=postgres://…): Kysely's PostgresDialect over a `pg.Pool`.
 * - int8 (`count(*)`, `sum`) and numeric come back from `pg` as strings; here they are numbers, as
 *   on SQLite (safe: no count or sum in this app comes near 2^53). Set per pool, not globally.
 * - `statement_timeout` 5 s, as SQLite's busy_timeout: a stuck statement fails instead of hanging a request.
 * - `dataVersion()` (synchronous, as the caches need it) is a counter moved by every write through this
 *   instance (a Kysely plugin) plus the last scheduled news instant the clock passed, as on SQLite.
 *   Writes by another instance are not seen yet: LISTEN/NOTIFY and the version poll are issue 18's WP7.
 */
import { Kysely, PostgresDialect, sql, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import pg from 'pg';

import { nowMs } from '../../lib/clock';
import type { Database } from '../schema';

const INT8 = 20;
const NUMERIC = 1700;

/** Type parsers for one pool: int8 and numeric as JS numbers, everything else as `pg` parses it. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  url: string;
  poolMax?: number;
  /**
   * An idle pooled connection that fails (the server restarted, an admin ended it) emits 'error' on
   * the pool, which would end the process if nothing listened. The pool replaces the connection.
   */
  onIdleError?: (error: Error) => void;
}

const READ_ONLY = /^\s*(select|with|show|explain)\b/i;

function isWrite(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') return false;
  if (node.kind === 'RawNode') return !READ_ONLY.test(node.sqlFragments.join('?'));
  return true;
}

/** Counts the statements through this Kysely that may have written something. */
class WriteCounter implements KyselyPlugin {
  writes = 0;
  /** The data version's query in flight, awaited before the pool closes. */
  pending: Promise<unknown> = Promise.resolve();
  readonly #pending = new WeakMap<object, true>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (isWrite(node)) this.#pending.set(queryId, true);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#pending.has(queryId)) this.writes += 1;
    return result;
  }
}

const counters = new WeakMap<Kysely<Database>, WriteCounter>();

export function openPostgres({ url, poolMax = 10, onIdleError = () => undefined }: PostgresOptions): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, statement_timeout: 5000, types });
  pool.on('error', onIdleError);
  const counter = new WriteCounter();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [counter] });
  counters.set(db, counter);
  return db;
}

/** Waits for the data version's query in flight, so closing the pool does not cut it off. */
export async function settlePostgres(db: Kysely<Database>): Promise<void> {
  await counters.get(db)?.pending;
}

/** The synchronous data version of a database from `openPostgres` (see the file's comment). */
export function postgresDataVersion(db: Kysely<Database>): () => string {
  const counter = counters.get(db);
  if (!counter) throw new Error('postgresDataVersion: not a database from openPostgres()');
  let written = -1;
  let nextAt = Infinity;
  let passed = '';
  let lastNow = -Infinity;
  let asked = 0;
  const refreshNext = (now: number) => {
    const ask = ++asked;
    counter.pending = sql<{ next: string | null }>`SELECT min(publish_at) AS next FROM news WHERE published = 1 AND publish_at > ${new Date(now).toISOString()}`
      .execute(db)
      .then(({ rows }) => {
        if (ask === asked) nextAt = rows[0]?.next ? Date.parse(rows[0].next) : Infinity;
      })
      .catch(() => {
        // The pool is closing, or the database went away: the next write asks again.
      });
  };
  return () => {
    const now = nowMs();
    if (now < lastNow) [passed, nextAt] = [`<${now}`, -Infinity];
    lastNow = now;
    if (counter.writes !== written || now >= nextAt) {
      if (now >= nextAt && nextAt !== -Infinity) passed = String(nextAt);
      if (now >= nextAt) nextAt = Infinity;
      written = counter.writes;
      refreshNext(now);
    }
    return `${written}:${passed}`;
  };
}
