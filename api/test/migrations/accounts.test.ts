/**
 * Migration 0012 (accounts): the table itself refuses what the code must never store (an e-mail
 * address with capitals, an unknown role, a second account for one address, a one-time token of
 * an unknown purpose), and `down` removes every table it made.
 */
import { Migrator, sql } from 'kysely';

import { migrationProvider } from '../../migrations';
import { openDatabase } from '../../src/plugins/external/db';
import { migrateToLatest } from '../../src/db/migrate';

const TABLES = ['account_mails', 'account_tokens', 'audit_log', 'login_throttle', 'sessions', 'users'];
/** A users row; `role` as any text, to see what the table itself accepts. */
const user = (email: string, role: string = 'beheerder') => ({ email, role: role as 'beheerder', password_hash: null, password_set_at: null, created_at: '2026-11-23T20:05:00.000Z' });

/**
 * What a query failed with, as text. Not `rejects.toThrow`: better-sqlite3's native module is loaded
 * once per Jest process, so after another test file its SqliteError is not an Error of this file's realm.
 */
const failure = (query: Promise<unknown>) => query.then(() => 'no error', (error: unknown) => String(error));

describe('migration 0012_accounts', () => {
  const db = openDatabase(':memory:');
  beforeAll(() => migrateToLatest(db));
  afterAll(() => db.destroy());

  it('refuses capitals in an address, an unknown role and a second account for one address', async () => {
    await db.insertInto('users').values(user('anna@example.org')).execute();
    expect(await failure(db.insertInto('users').values(user('Bert@example.org')).execute())).toMatch(/CHECK constraint failed/);
    expect(await failure(db.insertInto('users').values(user('bert@example.org', 'paus')).execute())).toMatch(/CHECK constraint failed/);
    expect(await failure(db.insertInto('users').values(user('anna@example.org')).execute())).toMatch(/UNIQUE constraint failed/);
  });

  it('refuses a one-time token of an unknown purpose, and one for a user that does not exist', async () => {
    const token = { id: 'a'.repeat(64), user_id: 1, purpose: 'reset', created_at: 'x', expires_at: 'y', used_at: null } as const;
    expect(await failure(db.insertInto('account_tokens').values({ ...token, purpose: 'login' as 'reset' }).execute())).toMatch(/CHECK constraint failed/);
    expect(await failure(db.insertInto('account_tokens').values({ ...token, user_id: 999 }).execute())).toMatch(/FOREIGN KEY constraint failed/);
  });

  it('goes down cleanly', async () => {
    const other = openDatabase(':memory:');
    try {
      await migrateToLatest(other);
      const tables = async () => (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(other)).rows.map((row) => row.name);
      expect(await tables()).toEqual(expect.arrayContaining(TABLES));
      const migrator = new Migrator({ db: other, provider: migrationProvider, allowUnorderedMigrations: true });
      expect((await migrator.migrateTo('0011_search_date')).error).toBeUndefined();
      const left = await tables();
      for (const table of TABLES) expect(left).not.toContain(table);
    } finally {
      await other.destroy();
    }
  });
});
