/**
 * test/helper.ts under jest.postgres.config.js: every app runs on a PostgreSQL database of its own,
 * migrated and seeded, and the database goes when the app closes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { build } from '../helper';
import { dataRoot, onDatabase, PG_URL_ENV } from './embedded-pg';

/** The test databases of this worker (createTestDatabase names them t_<worker>_<pid>_<n>). */
const databases = () =>
  onDatabase(process.env[PG_URL_ENV] ?? '', async (client) =>
    (await client.query<{ name: string }>('SELECT datname AS name FROM pg_database ORDER BY datname')).rows.map((row) => row.name).filter((name) => name.startsWith('t_') && name.includes(`_${process.pid}_`)));

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

describe("the run's cluster", () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps its files in memory (/dev/shm) where the machine has room for them, else under the temp dir', () => {
    jest.spyOn(fs, 'accessSync').mockReturnValue(undefined);
    const room = (bytes: number) => jest.spyOn(fs, 'statfsSync').mockReturnValue({ bavail: bytes / 4096, bsize: 4096 } as fs.StatsFs);
    room(8 * 1024 ** 3);
    expect(dataRoot()).toBe('/dev/shm');
    // A container's 64 MB /dev/shm is too small.
    room(64 * 1024 ** 2);
    expect(dataRoot()).toBe(os.tmpdir());
    jest.spyOn(fs, 'statfsSync').mockImplementation(() => {
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    });
    expect(dataRoot()).toBe(os.tmpdir());
  });

  it('runs in the data dir dataRoot() gives', async () => {
    const dir = await onDatabase(process.env[PG_URL_ENV] ?? '', async (client) => (await client.query<{ data_directory: string }>('SHOW data_directory')).rows[0]?.data_directory);
    expect(dir?.startsWith(path.join(dataRoot(), 'kerk-pg-'))).toBe(true);
  });
});
