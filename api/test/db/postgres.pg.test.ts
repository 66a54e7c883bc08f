/**
 * The PostgreSQL side of the dialect switch (db/dialect/postgres.ts) on the run's embedded cluster:
 * what the repositories rely on from SQLite holds here too.
 */
import { sql } from 'kysely';

import { openDatabaseFor, takeTurns, type OpenedDatabase } from '../../src/db/dialect';
import { createTestDatabase, type TestDatabase } from './embedded-pg';

describe('PostgreSQL through openDatabaseFor', () => {
  let database: TestDatabase;
  let opened: OpenedDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
    opened = openDatabaseFor({ databasePath: 'not used', databaseUrl: database.url });
  });

  afterEach(async () => {
    await opened.close();
    await database.drop();
  });

  it('is PostgreSQL, in a database that sorts text byte-wise (C) in UTF-8, as SQLite does', async () => {
    expect(opened.dialect).toBe('postgres');
    const { rows } = await sql<{ collate: string; encoding: string }>`
      SELECT datcollate AS collate, pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = current_database()`.execute(opened.db);
    expect(rows).toEqual([{ collate: 'C', encoding: 'UTF8' }]);
    const { rows: sorted } = await sql<{ word: string }>`SELECT word FROM (VALUES ('b'), ('B'), ('a'), ('É')) AS t(word) ORDER BY word`.execute(opened.db);
    expect(sorted.map((row) => row.word)).toEqual(['B', 'a', 'b', 'É']);
  });

  it('lets a transaction wait its turn longer than one statement may take, then gives it the pool\'s statement timeout again', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const turnTaken = new Promise<void>((resolve) => (taken = resolve));
    const first = opened.db.transaction().execute(async (trx) => {
      await takeTurns(trx, 'seed');
      taken();
      await holding;
    });
    await turnTaken;
    const second = opened.db.transaction().execute(async (trx) => {
      await takeTurns(trx, 'seed');
      return (await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(trx)).rows[0]!.statement_timeout;
    });
    // Longer than the pool's statement_timeout (5 s): the waiting one must not fail.
    await new Promise((resolve) => setTimeout(resolve, 5500));
    release();
    await first;
    expect(await second).toBe('5s');
  }, 20_000);

  it('returns count(*), sum and numeric as numbers, not strings', async () => {
    const { rows } = await sql<{ n: unknown; total: unknown; ratio: unknown }>`
      SELECT count(*) AS n, sum(x::bigint) AS total, avg(x)::numeric(10, 2) AS ratio FROM generate_series(1, 4) AS x`.execute(opened.db);
    expect(rows).toEqual([{ n: 4, total: 10, ratio: 2.5 }]);
  });

  it('moves the data version on a write through this instance, not on a read', async () => {
    const first = opened.dataVersion();
    await sql`SELECT * FROM news`.execute(opened.db);
    await opened.db.selectFrom('news').selectAll().execute();
    expect(opened.dataVersion()).toBe(first);
    await sql`INSERT INTO news (title, published_at, publish_at) VALUES ('Nieuws', '2000-01-01', '2000-01-01T08:00:00.000Z')`.execute(opened.db);
    const second = opened.dataVersion();
    expect(second).not.toBe(first);
    await opened.db.updateTable('news').set({ published: 0 }).execute();
    expect(opened.dataVersion()).not.toBe(second);
  });
});
