import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';

import { migrations } from '../../../migrations';
import { openDatabase } from '../../../src/plugins/external/db';
import { migrateToLatest } from '../../../src/db/migrate';

describe('database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-db-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('opens a file in WAL mode with foreign keys on, creating its folder', async () => {
    const db = openDatabase(path.join(dir, 'a', 'b', 'site.db'));
    try {
      const { rows: mode } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      const { rows: fk } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(mode[0]?.journal_mode).toBe('wal');
      expect(fk[0]?.foreign_keys).toBe(1);
    } finally {
      await db.destroy();
    }
  });

  it('applies every migration once, in name order', async () => {
    const db = openDatabase(':memory:');
    try {
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).sort());
      expect(await migrateToLatest(db)).toEqual([]);
      const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
      expect(tables).toEqual(expect.arrayContaining(['footer_partials', 'page_partials', 'pages', 'settings']));
    } finally {
      await db.destroy();
    }
  });

  it('keeps settings to a single row', async () => {
    const db = openDatabase(':memory:');
    try {
      await migrateToLatest(db);
      await db.insertInto('settings').values({ id: 1 }).execute();
      // Not `rejects.toThrow`: better-sqlite3's native errors may come from another realm than Jest's
      // sandbox, and then do not count as Error instances there (seen as a flaky "did not throw").
      const failure: unknown = await db.insertInto('settings').values({ id: 2 }).execute().then(() => 'inserted', (e: unknown) => e);
      expect(String((failure as { message?: string }).message ?? failure)).toMatch(/CHECK constraint failed/);
    } finally {
      await db.destroy();
    }
  });
});
