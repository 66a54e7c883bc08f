/**
 * Kysely's SQLite driver calls `prepare(sql)` for every query, so SQLite parses and plans the same
 * SELECT on every request. This wrapper hands Kysely the prepared statement of an SQL text it has
 * seen before (better-sqlite3 statements are reusable; every call is synchronous, so one statement
 * is never used by two queries at once). Bounded (lru-cache): the least recently used text goes first.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

export const STATEMENT_CACHE_SIZE = 500;

export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: size });
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
