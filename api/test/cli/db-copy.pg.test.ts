/**
 * `npm run db:copy` (src/cli/db-copy.ts), run as a separate process as an operator would: a seeded
 * SQLite site with accounts, a page revision, the outbox and the media library → an empty PostgreSQL
 * database. Every table then holds the same rows, the API answers the same on both, a second run
 * changes nothing, and wrong arguments get a clear message and exit code. Into a database whose
 * text rules differ from SQLite's: db-copy-locale.pg.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';

import { openDatabaseFor, type OpenedDatabase } from '../../src/db/dialect';
import type { Database } from '../../src/db/schema';
import { DATA_TABLES } from '../../src/db/tables';
import { openDatabase } from '../../src/plugins/external/db';
import { migrateToLatest } from '../../src/db/migrate';
import { build } from '../helper';
import { dbCopy, emptyDatabase } from './db-copy-helpers';

/** The seeded site, as the server leaves it on first start, plus what editors and visitors add. */
async function seedSite(file: string) {
  const app = build({ config: { databasePath: file } });
  await app.ready();
  await app.close();
  const db = openDatabase(file);
  try {
    const at = '2026-11-20T10:00:00.000Z';
    const { id: userId } = await db.insertInto('users').values({ email: 'scriba@example.org', role: 'beheerder', password_hash: 'x', created_at: at }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('sessions').values({ id: 'a'.repeat(64), user_id: userId, created_at: at, last_seen_at: at, expires_at: '2026-11-20T22:00:00.000Z', ip: '127.0.0.1', user_agent: 'jest' }).execute();
    await db.insertInto('audit_log').values([1, 2].map((n) => ({ at, actor_id: userId, actor_email: 'scriba@example.org', action: `action-${n}`, subject: 'x', ip: '127.0.0.1' }))).execute();
    // SQLite's counter remembers the deleted row's id; PostgreSQL must never hand it out again.
    await db.deleteFrom('audit_log').where('action', '=', 'action-2').execute();
    await db.insertInto('page_revisions').values({ page_name: 'index', version: 2, created_at: at, author: 'scriba@example.org', meta_title: 'Welkom', meta_description: 'Kerk', partials: '[]' }).execute();
    await db.insertInto('contact_messages').values({ id: 'msg-1', contact_type: 'algemeen', name: 'Anna', email: 'anna@example.org', subject: 'Vraag', message: 'Hallo', next_attempt_at: at, created_at: at }).execute();
    await db.insertInto('account_mails').values({ id: 'mail-1', to_email: 'scriba@example.org', subject: 'Welkom', body: 'Link', next_attempt_at: at, created_at: at }).execute();
    const { id: mediaId } = await db.insertInto('media').values({ hash: 'abc123', original_name: 'kerk.jpg', width: 1600, height: 900, alt: 'De kerk', sizes: '[320,640]', created_by: 'scriba@example.org', created_at: at }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('media_usages').values({ media_id: mediaId, kind: 'page', ref: 'index', label: 'Home' }).execute();
    // A deleted article leaves a gap in the ids of news and of search_index, as on a site in use.
    const { id: newsId } = await db.selectFrom('news').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await db.deleteFrom('news').where('id', '=', newsId).execute();
  } finally {
    await db.destroy();
  }
}

/** Every row of every copied table, in key order, with the columns both databases have. */
async function contents(db: Kysely<Database>) {
  const all: Record<string, unknown[]> = {};
  for (const { name, key } of DATA_TABLES) {
    const order = sql.join(key.map((column) => sql.ref(column)));
    const rows = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)} ORDER BY ${order}`.execute(db)).rows;
    all[name] = rows.map(({ tsv: _tsv, flat: _flat, ...row }) => row);
  }
  return all;
}

/** The row versions (xmin) of the target: a row rewritten by an upsert gets a new one. */
async function rowVersions(db: Kysely<Database>) {
  const all: Record<string, string[]> = {};
  for (const { name } of DATA_TABLES) all[name] = (await sql<{ v: string }>`SELECT xmin::text AS v FROM ${sql.table(name)} ORDER BY xmin::text`.execute(db)).rows.map((row) => row.v);
  return all;
}

const ROUTES = [
  '/api/page?name=index',
  '/api/page?name=contact',
  '/api/news',
  '/api/news?pageSize=1',
  '/api/services?pageSize=500',
  '/api/events',
  '/api/churches',
  '/api/pastors',
  '/api/setting',
  '/api/contact-types',
];

const SEARCHES = ['/api/search?q=kerkdienst', '/api/search?q=kerst', '/api/search?q=doop'];

describe('npm run db:copy (SQLite → PostgreSQL)', () => {
  let dir: string;
  let file: string;
  let target: string;
  let drop: () => Promise<void>;
  let pg: OpenedDatabase;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-copy-'));
    file = path.join(dir, 'site.db');
    await seedSite(file);
    // Empty: not even migrated (db:copy migrates it).
    ({ url: target, drop } = await emptyDatabase(`copy_${process.pid}`));
    pg = openDatabaseFor({ databasePath: '', databaseUrl: target });
  }, 60_000);

  afterAll(async () => {
    await pg?.close();
    await drop?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies every table of a seeded site into an empty database, row for row, and says the counts agree', async () => {
    const run = await dbCopy(['--from', `sqlite:${file}`, '--to', target]);
    expect(run).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
    expect(run.stdout).toContain('PostgreSQL gemigreerd: 0001_pages');
    expect(run.stdout).toContain('De fotobestanden zijn niet gekopieerd');
    expect(run.stdout).toContain('Klaar: de aantallen kloppen voor alle tabellen.');
    expect(run.stdout).not.toContain('kerk@'); // the URL is shown without its password
    const lite = openDatabase(file);
    try {
      const expected = await contents(lite);
      for (const table of ['users', 'sessions', 'page_revisions', 'contact_messages', 'account_mails', 'media', 'media_usages', 'search_index', 'news', 'services']) {
        expect({ table, empty: expected[table]?.length === 0 }).toEqual({ table, empty: false });
      }
      expect(await contents(pg.db)).toEqual(expected);
    } finally {
      await lite.destroy();
    }
  }, 60_000);

  it('leaves the target working: its triggers on, its ids past every id SQLite handed out', async () => {
    const { rows: [audit] } = await sql<{ id: number }>`INSERT INTO audit_log (at, actor_email, action, subject, ip) VALUES ('x', 'y', 'z', 's', 'i') RETURNING id`.execute(pg.db);
    expect(audit?.id).toBe(3); // 2 was deleted in SQLite, and stays unused
    await sql`DELETE FROM audit_log WHERE id = 3`.execute(pg.db);
    const before = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM search_index`.execute(pg.db)).rows[0]?.n);
    await sql`INSERT INTO news (title, published_at, publish_at, excerpt, body_text) VALUES ('Na de kopie', '2026-11-24', '2026-11-24T08:00:00.000Z', '', '')`.execute(pg.db);
    expect(Number((await sql<{ n: number }>`SELECT count(*) AS n FROM search_index`.execute(pg.db)).rows[0]?.n)).toBe(before + 1);
    await sql`DELETE FROM news WHERE title = 'Na de kopie'`.execute(pg.db);
    expect(Number((await sql<{ n: number }>`SELECT count(*) AS n FROM search_index`.execute(pg.db)).rows[0]?.n)).toBe(before);
  });

  it('changes nothing when run again', async () => {
    const versions = await rowVersions(pg.db);
    const run = await dbCopy(['--from', 'sqlite:site.db', '--to', target], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('PostgreSQL gemigreerd');
    expect(run.stdout).toMatch(/^news\s+(\d+)\s+\1\s+0\s+0\s+\1\s+0\s+0$/m);
    expect(await rowVersions(pg.db)).toEqual(versions);
  }, 60_000);

  it('takes over what changed in the source, and keeps (and reports) rows only PostgreSQL has', async () => {
    const lite = openDatabase(file);
    await lite.updateTable('contact_messages').set({ status: 'sent', sent_at: '2026-11-20T10:01:00.000Z' }).where('id', '=', 'msg-1').execute();
    // SQLite's revision trigger counts both edits (sequence + 2); the copy takes its count and stamp
    // as they are, and PostgreSQL's own trigger must not count the copy as one more edit.
    await lite.updateTable('events').set({ title: 'Kerstmarkt (verplaatst)' }).where('id', '=', 1).execute();
    await lite.updateTable('events').set({ title: 'Kerstmarkt (weer verplaatst)' }).where('id', '=', 1).execute();
    await pg.db.insertInto('login_throttle').values({ key: 'alleen-in-pg', failures: 1, window_started_at: '2026-11-20T10:00:00.000Z' }).execute();
    // Running instances learn of the copy through the data version (docs/database.md, Several instances): it moves on.
    await sql`CREATE SEQUENCE IF NOT EXISTS data_version_seq`.execute(pg.db);
    const version = async () => (await sql<{ v: string }>`SELECT nextval('data_version_seq')::text AS v`.execute(pg.db)).rows[0]?.v;
    const before = Number(await version());
    const run = await dbCopy(['--from', `sqlite:${file}`, '--to', target]);
    expect(run.code).toBe(0);
    expect(Number(await version())).toBeGreaterThan(before + 1);
    expect(run.stdout).toMatch(/^contact_messages\s+1\s+1\s+0\s+1\s+0\s+0\s+0$/m);
    expect(run.stderr).toMatch(/Let op: login_throttle heeft 1 rij\(en\) die alleen in PostgreSQL staan; die zijn blijven staan\./);
    expect(run.stdout).toMatch(/^events\s+(\d+)\s+\1\s+0\s+1\s+\d+\s+0\s+0$/m);
    // The edited event's search row has a new id in SQLite: taken over, and its old copy gone.
    expect(run.stdout).toMatch(/^search_index\s+(\d+)\s+\1\s+1\s+0\s+\d+\s+1\s+0$/m);
    expect((await pg.db.selectFrom('contact_messages').select('status').executeTakeFirstOrThrow()).status).toBe('sent');
    const [copy, original] = [await contents(pg.db), await contents(lite)];
    await lite.destroy();
    expect(copy.login_throttle).toEqual([expect.objectContaining({ key: 'alleen-in-pg' })]);
    expect({ ...copy, login_throttle: [] }).toEqual(original);
  }, 60_000);

  it('reads what was committed, without waiting for a write the running site has not committed yet', async () => {
    const writer = new SQLite(file);
    try {
      writer.pragma('busy_timeout = 5000');
      writer.exec('BEGIN IMMEDIATE');
      writer.prepare(`INSERT INTO news (title, published_at, publish_at, excerpt, body_text) VALUES ('Nog niet vastgelegd', '2026-11-24', '2026-11-24T08:00:00.000Z', '', '')`).run();
      const run = await dbCopy(['--from', `sqlite:${file}`, '--to', target]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^news\s+(\d+)\s+\1\s+0\s+0\s+\1\s+0\s+0$/m);
      expect(await pg.db.selectFrom('news').where('title', '=', 'Nog niet vastgelegd').select('id').execute()).toEqual([]);
    } finally {
      writer.exec('ROLLBACK');
      writer.close();
    }
  }, 60_000);

  /** GETs every url on an app on the SQLite file and one on the copy; the answers must be the same. */
  async function sameAnswers(urls: string[]) {
    const onSqlite = build({ config: { databasePath: file } });
    const onPg = build({ config: { databaseUrl: target, mediaPath: path.join(dir, 'media') } });
    try {
      for (const url of urls) {
        const [a, b] = [await onSqlite.inject({ url }), await onPg.inject({ url })];
        expect({ url, status: b.statusCode, body: b.json() }).toEqual({ url, status: 200, body: a.json() });
      }
    } finally {
      await onSqlite.close();
      await onPg.close();
    }
  }

  it('gives the same API answers on the copy as on the SQLite site: pages, news, services, events, …', () => sameAnswers(ROUTES), 60_000);

  it('gives the same search answers on the copy as on the SQLite site', () => sameAnswers(SEARCHES), 60_000);

  it('refuses wrong arguments with a clear message: exit 2 for the form, 1 for what is not there', async () => {
    expect(await dbCopy([])).toEqual(expect.objectContaining({ code: 2, stderr: expect.stringContaining('Geef zowel --from als --to.') }));
    expect(await dbCopy(['--from', file, '--to', target])).toEqual(expect.objectContaining({ code: 2, stderr: expect.stringContaining('--from moet een SQLite-bestand zijn, zoals sqlite:data/site.db') }));
    const mysql = await dbCopy(['--from', `sqlite:${file}`, '--to', 'mysql://kerk:geheim@localhost/kerk']);
    expect(mysql).toEqual(expect.objectContaining({ code: 2, stderr: expect.stringContaining('--to moet een PostgreSQL-adres met database zijn') }));
    expect(mysql.stderr).not.toContain('geheim');
    expect(await dbCopy(['--from', `sqlite:${path.join(dir, 'bestaat-niet.db')}`, '--to', target])).toEqual(
      expect.objectContaining({ code: 1, stderr: expect.stringContaining('Kan de SQLite-database') }),
    );
    fs.writeFileSync(path.join(dir, 'kapot.db'), 'dit is geen database');
    expect(await dbCopy(['--from', `sqlite:${path.join(dir, 'kapot.db')}`, '--to', target])).toEqual(
      expect.objectContaining({ code: 1, stderr: expect.stringContaining('kapot.db is geen SQLite-database') }),
    );
    const older = path.join(dir, 'older.db');
    const lite = openDatabase(older);
    await migrateToLatest(lite);
    await sql`DELETE FROM kysely_migration WHERE name = '0020_outbox_lease'`.execute(lite);
    await lite.destroy();
    expect(await dbCopy(['--from', `sqlite:${older}`, '--to', target])).toEqual(
      expect.objectContaining({ code: 1, stderr: expect.stringContaining('older.db mist migraties (0020_outbox_lease). Start de site één keer met deze versie') }),
    );
    const closed = await dbCopy(['--from', `sqlite:${file}`, '--to', 'postgres://kerk:geheim@127.0.0.1:1/kerk']);
    expect(closed).toEqual(expect.objectContaining({ code: 1, stderr: expect.stringContaining('Kan PostgreSQL op postgres://kerk:***@127.0.0.1:1/kerk niet bereiken') }));
    expect(closed.stderr + closed.stdout).not.toContain('geheim');
    const other = new URL(target);
    other.pathname = '/bestaat_niet';
    expect(await dbCopy(['--from', `sqlite:${file}`, '--to', other.toString()])).toEqual(
      expect.objectContaining({ code: 1, stderr: expect.stringContaining('De PostgreSQL-database bestaat_niet bestaat niet.') }),
    );
    const help = await dbCopy(['--help']);
    expect(help).toEqual(expect.objectContaining({ code: 0, stdout: expect.stringContaining('De fotobestanden zelf worden niet gekopieerd') }));
  }, 60_000);
});
