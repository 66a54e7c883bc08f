/**
 * SQLite (the default): better-sqlite3 behind Kysely, as the API has always run. Kept byte for byte
 * as it was in plugins/external/db.ts; that file re-exports what callers used from it.
 */
import fs from 'node:fs';
import path from 'node:path';

import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';

import { nowMs } from '../../lib/clock';
import { withStatementCache } from './statement-cache';
import type { Database } from '../schema';
import { PublicWriteCounter } from './public-writes';

const sqliteOf = new WeakMap<Kysely<Database>, { sqlite: SQLite.Database; counter: PublicWriteCounter }>();

/**
 * Opens (and creates, with its folder) the SQLite file with the pragmas the app relies on. An
 * in-memory database given a `template` (a serialized database) starts as a copy of it.
 */
export function openSqlite(databasePath: string, template?: Buffer): Kysely<Database> {
  if (databasePath !== ':memory:') fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const sqlite = new SQLite(databasePath === ':memory:' && template ? template : databasePath);
  // WAL lets readers continue while a write (e.g. a contact message) commits; busy_timeout
  // makes a second process (seed/backup CLI) wait instead of failing on a locked file.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite ships with foreign keys off; partials must cascade with their page.
  sqlite.pragma('foreign_keys = ON');
  const counter = new PublicWriteCounter();
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: [counter] });
  sqliteOf.set(db, { sqlite, counter });
  return db;
}

/** How often a write by another process (the seed CLI, an admin's sqlite3) is looked for. */
export const OTHER_WRITERS_CHECK_MS = 1000;

/**
 * What becomes visible by itself, with no write: a news article scheduled for later (migration 0017).
 * The next such instant after `?` (ISO), or null.
 */
export const NEXT_SCHEDULED = 'SELECT min(publish_at) FROM news WHERE published = 1 AND publish_at > ?';

/**
 * The counter of public writes (public-writes.ts) counts this process's writes a visitor can see
 * (a draft, a session or who is editing what move nothing); `PRAGMA data_version` moves when
 * another connection commits (1 µs, so looked at once a second). Together they change with every
 * published edit; one by this process shows at once, one by another process within a second. A scheduled article becoming visible writes nothing, so the version also
 * names the last scheduled instant the clock has passed: every cache keyed on it (the JSON caches,
 * search, the page cache) lets go of what it held the moment such an article appears.
 */
export function sqliteDataVersion(db: Kysely<Database>): () => string {
  const opened = sqliteOf.get(db);
  if (!opened) throw new Error('dataVersionOf: not a database from openDatabase()');
  const { sqlite, counter } = opened;
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const nextScheduled = sqlite.prepare(NEXT_SCHEDULED).pluck();
  let other = 0;
  let checkedAt = -Infinity;
  let written = '';
  let nextAt = Infinity;
  let passed = '';
  let lastNow = -Infinity;
  return () => {
    const now = nowMs();
    // Only a test moves the clock back; what was visible may then be hidden again.
    if (now < lastNow) [passed, nextAt] = [`<${now}`, -Infinity];
    lastNow = now;
    if (now - checkedAt >= OTHER_WRITERS_CHECK_MS) {
      other = dataVersion.get() as number;
      checkedAt = now;
    }
    const version = `${counter.writes}:${other}`;
    if (version !== written || now >= nextAt) {
      if (now >= nextAt && nextAt !== -Infinity) passed = String(nextAt);
      const next = nextScheduled.get(new Date(now).toISOString()) as string | null;
      nextAt = next ? Date.parse(next) : Infinity;
      written = version;
    }
    return `${version}:${passed}`;
  };
}
