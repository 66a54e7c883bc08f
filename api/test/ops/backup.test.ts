/**
 * `npm run backup`: an online copy of the SQLite file (better-sqlite3's backup API) taken while the
 * server has the database open and has just written to it (still in the WAL, not yet checkpointed).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import SQLite from 'better-sqlite3';

import { apiRoot } from '../../src/lib/paths';
import { build } from '../helper';

const run = promisify(execFile);
const contact = { name: 'Anna de Vries', email: 'anna@example.org', subject: 'Back-up', message: 'Dit bericht moet in de kopie staan.', contactType: 'algemeen' };

describe('backup CLI', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const backup = (databasePath: string, ...args: string[]) => backupWith({ DATABASE_PATH: databasePath }, ...args);
  const backupWith = (env: Record<string, string>, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'cli', 'backup.ts'), ...args], { env: { ...process.env, ...env } });

  it('copies a database in use, including its latest writes, to a consistent file', async () => {
    const databasePath = path.join(dir, 'site.db');
    const app = build({ config: { databasePath } });
    try {
      expect((await app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode).toBe(202);
      const target = path.join(dir, 'kopie.db');
      const { stdout } = await backup(databasePath, target);
      expect(stdout).toContain(`backup written to ${target}`);

      const copy = new SQLite(target, { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(copy.prepare('SELECT subject FROM contact_messages').pluck().all()).toEqual(['Back-up']);
        expect(copy.prepare('SELECT count(*) FROM pages').pluck().get()).toBeGreaterThan(20);
      } finally {
        copy.close();
      }
    } finally {
      await app.close();
    }
  }, 30_000);

  it('writes to <db folder>/backups/ with a timestamp when no target is given', async () => {
    const databasePath = path.join(dir, 'site.db');
    const app = build({ config: { databasePath } });
    await app.ready();
    await app.close();
    await backup(databasePath);
    const files = fs.readdirSync(path.join(dir, 'backups'));
    expect(files).toEqual([expect.stringMatching(/^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.db$/)]);
  }, 30_000);

  it('fails with a message for a database that does not exist', async () => {
    await expect(backup(path.join(dir, 'bestaat-niet.db'), path.join(dir, 'x.db'))).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/./) });
  }, 30_000);

  it('refuses to run on PostgreSQL (DATABASE_URL), pointing to pg_dump instead of copying some SQLite file', async () => {
    const databasePath = path.join(dir, 'site.db');
    await expect(backupWith({ DATABASE_PATH: databasePath, DATABASE_URL: 'postgres://kerk:kerk@127.0.0.1:9/kerk', MEDIA_PATH: dir }, path.join(dir, 'x.db'))).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Back up PostgreSQL with pg_dump'),
    });
    expect(fs.existsSync(path.join(dir, 'x.db'))).toBe(false);
  }, 30_000);
});
