/**
 * PostgreSQL (DATABASE_URL=postgres://…): Kysely's PostgresDialect over a `pg.Pool`.
 * - int8 (`count(*)`, `sum`) and numeric come back from `pg` as strings; here they are numbers, as
 *   on SQLite (safe: no count or sum in this app comes near 2^53). Set per pool, not globally.
 * - `statement_timeout` 5 s, as SQLite's busy_timeout: a stuck statement fails instead of hanging a request.
 * - `dataVersion()` (synchronous, as the caches need it) moves with every public write through this
 *   instance at once (a Kysely plugin counts them: public-writes.ts), with every public write through
 *   another instance (migrations 0021 and 0026: such a write moves `data_version_seq` and notifies `data_changed`; a connection of its own LISTENs, and
 *   the sequence is read once a second in case that connection was lost, so another instance's write
 *   is seen within about a second), and when the clock passes a scheduled news instant, as on SQLite.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

import { nowMs } from '../../lib/clock';
import type { Database } from '../schema';
import { DATA_CHANGED_CHANNEL, DATA_VERSION_SEQUENCE } from './data-version';
import { PublicWriteCounter } from './public-writes';

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

/** How often the sequence is read, besides the notifications (a lost listener is noticed within this). */
export const DATA_VERSION_POLL_MS = 1000;
/** The longest wait before the listener connects again after it was lost. */
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * The highest `data_version_seq` value this instance has heard of: from the notifications of a
 * connection of its own, and from reading the sequence every DATA_VERSION_POLL_MS. Started by the
 * first `dataVersion()` (after the migrations made the sequence); stopped when the pool closes.
 */
class OtherWrites {
  seen = 0;
  #client: pg.Client | undefined;
  #poll: NodeJS.Timeout | undefined;
  #retry: NodeJS.Timeout | undefined;
  #retryMs = 250;
  #stopped = false;
  #reading: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly db: Kysely<Database>,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Listens and polls from now on; resolves once the sequence was read the first time (the baseline). */
  start(): Promise<void> {
    this.#listen();
    this.#poll = setInterval(() => {
      this.#reading = this.#read();
    }, DATA_VERSION_POLL_MS).unref();
    this.#reading = this.#read();
    return this.#reading.then(() => undefined);
  }

  #see(value: number) {
    if (Number.isFinite(value) && value > this.seen) this.seen = value;
  }

  async #read(): Promise<void> {
    try {
      const { rows } = await sql<{ value: number | string; called: boolean }>`
        SELECT last_value AS value, is_called AS called FROM ${sql.raw(DATA_VERSION_SEQUENCE)}`.execute(this.db);
      if (rows[0]?.called) this.#see(Number(rows[0].value));
    } catch {
      // The pool is closing, or the database is away for a moment: the next tick reads again.
    }
  }

  #listen(): void {
    if (this.#stopped) return;
    const client = new pg.Client({ connectionString: this.url });
    this.#client = client;
    const lost = (error?: Error) => {
      if (this.#client !== client) return;
      this.#client = undefined;
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (this.#stopped) return;
      if (error) this.onError(error);
      this.#retry = setTimeout(() => this.#listen(), this.#retryMs).unref();
      this.#retryMs = Math.min(this.#retryMs * 2, LISTEN_RETRY_MAX_MS);
    };
    client.on('notification', ({ channel, payload }) => {
      if (channel === DATA_CHANGED_CHANNEL) this.#see(Number(payload));
    });
    client.on('error', lost);
    client.on('end', () => lost());
    client
      .connect()
      .then(() => client.query(`LISTEN ${DATA_CHANGED_CHANNEL}`))
      .then(() => {
        this.#retryMs = 250;
        // A write between the loss and now sent its notification to nobody: read the sequence.
        this.#reading = this.#read();
      })
      .catch(lost);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#poll);
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
    await this.#reading;
  }
}

interface Instance {
  counter: PublicWriteCounter;
  others: OtherWrites;
  started?: Promise<void>;
}

const instances = new WeakMap<Kysely<Database>, Instance>();

export function openPostgres({ url, poolMax = 10, onIdleError = () => undefined }: PostgresOptions): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, statement_timeout: 5000, types });
  pool.on('error', onIdleError);
  const counter = new PublicWriteCounter();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [counter] });
  instances.set(db, { counter, others: new OtherWrites(url, db, onIdleError) });
  return db;
}

/**
 * Starts following the other instances' writes (after the migrations made the sequence) and waits
 * for the first read of it, so the data version does not move on the first requests merely because
 * that read came in (which would empty every cache once, right after the start).
 */
export function watchPostgres(db: Kysely<Database>): Promise<void> {
  const instance = instances.get(db);
  if (!instance) throw new Error('watchPostgres: not a database from openPostgres()');
  return (instance.started ??= instance.others.start());
}

/** Stops listening for other instances' writes and waits for the data version's queries in flight, so closing the pool cuts none off. */
export async function settlePostgres(db: Kysely<Database>): Promise<void> {
  const instance = instances.get(db);
  if (!instance) return;
  await instance.others.stop();
  await instance.counter.pending;
}

/** The synchronous data version of a database from `openPostgres` (see the file's comment). */
export function postgresDataVersion(db: Kysely<Database>): () => string {
  const instance = instances.get(db);
  if (!instance) throw new Error('postgresDataVersion: not a database from openPostgres()');
  const { counter, others } = instance;
  void watchPostgres(db);
  let other = 0;
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
    if (counter.writes !== written || others.seen !== other || now >= nextAt) {
      if (now >= nextAt && nextAt !== -Infinity) passed = String(nextAt);
      if (now >= nextAt) nextAt = Infinity;
      written = counter.writes;
      other = others.seen;
      refreshNext(now);
    }
    return `${other}:${written}:${passed}`;
  };
}
