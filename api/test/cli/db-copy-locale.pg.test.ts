/**
 * `npm run db:copy` into a PostgreSQL database whose text rules are not SQLite's (an ICU Dutch
 * locale): it refuses addresses that database would lower-case differently, before copying anything;
 * it warns that lists would sort differently; and a unique conflict rolls the whole copy back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabaseFor, type OpenedDatabase } from '../../src/db/dialect';
import { openDatabase } from '../../src/plugins/external/db';
import { migrateToLatest } from '../../src/db/migrate';
import { dbCopy, emptyDatabase } from './db-copy-helpers';

describe('into a database that does not sort and fold text as SQLite does (ICU, Dutch)', () => {
  const name = `copy_icu_${process.pid}`;
  let url: string;
  let drop: () => Promise<void>;
  let dir: string;
  let other: string;
  let icu: OpenedDatabase;

  beforeAll(async () => {
    ({ url, drop } = await emptyDatabase(name, `LOCALE_PROVIDER icu ICU_LOCALE 'nl' LOCALE 'C' TEMPLATE template0`));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-copy-locale-'));
    icu = openDatabaseFor({ databasePath: '', databaseUrl: url });
    // A bare migrated site: SQLite's lower() folds ASCII only, so it took this address as lower case.
    other = path.join(dir, 'other.db');
    const lite = openDatabase(other);
    await migrateToLatest(lite);
    await lite.insertInto('users').values({ email: 'Émile@example.org', role: 'redacteur', created_at: '2026-11-20T10:00:00.000Z' }).execute();
    await lite.insertInto('pages').values({ name: 'welkom' }).execute();
    await lite.destroy();
  });

  afterAll(async () => {
    await icu?.close();
    await drop?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const users = async () => (await icu.db.selectFrom('users').select('email').execute()).map((row) => row.email);

  it('refuses, before copying anything, an address PostgreSQL would lower further', async () => {
    const run = await dbCopy(['--from', `sqlite:${other}`, '--to', url]);
    expect(run).toEqual(expect.objectContaining({ code: 1, stderr: expect.stringContaining('PostgreSQL zet deze e-mailadressen anders in kleine letters dan SQLite') }));
    expect(run.stderr).toContain('Émile@example.org');
    expect(await users()).toEqual([]);
  }, 60_000);

  it('warns that lists may be ordered differently, and copies', async () => {
    const lite = openDatabase(other);
    await lite.updateTable('users').set({ email: 'emile@example.org' }).execute();
    await lite.destroy();
    const run = await dbCopy(['--from', `sqlite:${other}`, '--to', url]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Let op: Deze PostgreSQL-database sorteert tekst niet zoals SQLite');
    expect(await users()).toEqual(['emile@example.org']);
  }, 60_000);

  it('rolls everything back, and says why, when the target already holds other rows with the same unique value', async () => {
    await icu.db.deleteFrom('pages').execute();
    await icu.db.insertInto('pages').values({ id: 500, name: 'welkom' }).execute();
    const lite = openDatabase(other);
    await lite.insertInto('users').values({ email: 'nieuw@example.org', role: 'redacteur', created_at: '2026-11-20T10:00:00.000Z' }).execute();
    await lite.destroy();
    const run = await dbCopy(['--from', `sqlite:${other}`, '--to', url]);
    expect(run).toEqual(expect.objectContaining({ code: 1, stderr: expect.stringContaining('Tabel pages: PostgreSQL weigert een rij') }));
    expect(run.stderr).toContain('Kopieer naar een lege database. Er zijn geen gegevens gekopieerd (alles is teruggedraaid).');
    expect(await users()).toEqual(['emile@example.org']);
  }, 60_000);
});
