/**
 * test/helper.ts under jest.postgres.config.js: every app runs on a PostgreSQL database of its own,
 * migrated and seeded, and the database goes when the app closes.
 */
import { build } from '../helper';
import { onDatabase, PG_URL_ENV } from './embedded-pg';

/** The test databases of this worker (createTestDatabase names them t_<worker>_<pid>_<n>). */
const databases = () =>
  onDatabase(process.env[PG_URL_ENV] ?? '', async (client) =>
    (await client.query<{ name: string }>('SELECT datname AS name FROM pg_database ORDER BY datname')).rows.map((row) => row.name).filter((name) => name.includes(`_${process.pid}_`)));

describe('build() on PostgreSQL', () => {
  it('gives each app its own seeded database and drops it on close', async () => {
    const before = await databases();
    const [a, b] = [build(), build()];
    try {
      const [first, second] = await Promise.all([a.inject({ url: '/api/churches' }), b.inject({ url: '/api/churches' })]);
      expect(a.dbDialect).toBe('postgres');
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toHaveLength(7);
      expect(second.json()).toEqual(first.json());
      expect((await databases()).length).toBe(before.length + 2);
    } finally {
      await a.close();
      await b.close();
    }
    expect(await databases()).toEqual(before);
  });
});
