/**
 * One Zijstroom issue, two API processes (the real server.ts) on one PostgreSQL: every confirmed
 * subscriber gets it exactly once.
 * - Both alive: they share the rows (FOR UPDATE SKIP LOCKED claims), no address twice.
 * - One killed with SIGKILL in the middle of the send: A mails through a server that takes its
 *   first messages and then never answers a DATA, so A dies holding a claim it never finished; B
 *   takes that row over once A's lease (OUTBOX_LEASE_MS=2000) has passed and sends the rest.
 * The issue is started by the database alone (a scheduled row, as the editing app leaves it); each
 * instance finds it on its own poll (every 15 s, the contact outbox's interval).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabaseFor, type OpenedDatabase } from '../../src/db/dialect';
import type { NewsletterMailStatus } from '../../src/db/schema';
import { now } from '../../src/lib/clock';
import { apiRoot } from '../../src/lib/paths';
import { createIssuesRepository } from '../../src/plugins/app/newsletter/issues-repository';
import { createTestDatabase, type TestDatabase } from '../db/embedded-pg';
import { eventually, freePort } from './mail-harness';
import { startSmtp, stopSmtp, type Received } from './smtp-catcher';

const SUBSCRIBERS = 40;

describe('a Zijstroom issue sent by two API instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let db: OpenedDatabase | undefined;
  let media: string;
  const children: ChildProcess[] = [];
  const sinks: Awaited<ReturnType<typeof startSmtp>>[] = [];

  async function sink(options: Parameters<typeof startSmtp>[1] = {}) {
    const server = await startSmtp(0, options);
    sinks.push(server);
    return server;
  }

  async function start(id: string, smtpPort: number) {
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      MEDIA_PATH: media,
      WEB_ROOT: media,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      INSTANCE_ID: id,
      OUTBOX_LEASE_MS: '2000',
      NEWSLETTER_RATE: '0',
      LOG_LEVEL: 'warn',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'server.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    children.push(child);
    await eventually(`${id} answers (${output.join('').slice(-500)})`, () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false), 60_000);
    return child;
  }

  /** Confirmed subscribers and one issue due now, written straight into the database. */
  async function prepare(): Promise<number> {
    db = openDatabaseFor({ databasePath: 'not used', databaseUrl: database.url });
    const at = now().toISOString();
    const rows = Array.from({ length: SUBSCRIBERS }, (_, i) => ({ email: `lid${i + 1}@example.org`, status: 'confirmed' as const, created_at: at, confirmed_at: at, confirm_hash: null, confirm_expires_at: null, confirm_sent_at: null, undeliverable_at: null }));
    await db.db.insertInto('newsletter_subscribers').values(rows).execute();
    const issues = createIssuesRepository(db.db);
    const id = await issues.create({ title: 'Zijstroom voor iedereen', body: '<p>Eén keer, niet twee keer.</p>' }, 'redactie@example.org');
    await issues.schedule(id, now(), 'https://kerk.example.nl', 'redactie@example.org');
    return id;
  }

  const everyoneOnce = (received: Received[]) => {
    const to = received.flatMap((m) => m.to);
    expect(to).toHaveLength(SUBSCRIBERS);
    expect(new Set(to).size).toBe(SUBSCRIBERS);
  };

  beforeEach(async () => {
    database = await createTestDatabase();
    media = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-instances-'));
  });
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await db?.close();
    db = undefined;
    for (const s of sinks.splice(0)) await stopSmtp(s.server);
    await database.drop();
    fs.rmSync(media, { recursive: true, force: true });
  });

  it('shares the rows between two live instances and mails every subscriber exactly once', async () => {
    // A slow relay: the send outlasts one poll interval (15 s), so the other instance's poll comes while it runs.
    const shared = await sink({ delayMs: 500 });
    await Promise.all([start('api-a', shared.port), start('api-b', shared.port)]);
    const id = await prepare();
    await eventually('every subscriber got the issue', () => shared.received.length >= SUBSCRIBERS, 60_000);
    await eventually('the issue is sent', async () => (await createIssuesRepository(db!.db).find(id))?.status === 'sent', 30_000);
    // Past another lease: nothing comes twice.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    everyoneOnce(shared.received);
    const claimedBy = await db!.db.selectFrom('newsletter_mails').select('claimed_by').distinct().where('issue_id', '=', id).execute();
    expect(claimedBy.map((r) => r.claimed_by).sort()).toEqual(['api-a', 'api-b']);
  }, 180_000);

  it('finishes the send of an instance killed with SIGKILL mid-send, without sending anyone a second copy', async () => {
    const first = await sink({ holdAfter: 5 });
    const second = await sink();
    const a = await start('api-a', first.port);
    const id = await prepare();
    // A has mailed five and hangs on the sixth: kill it there.
    await eventually('A mailed five', () => first.received.length === 5, 60_000);
    // Its five marked sent and the sixth claimed: the kill lands while the sixth is unanswered (a
    // kill between a relay's 250 and the row's update would be a second copy no outbox can prevent).
    const rowsOfA = async (status: NewsletterMailStatus) => (await db!.db.selectFrom('newsletter_mails').select('id').where('status', '=', status).where('claimed_by', '=', 'api-a').where('kind', '=', 'issue').execute()).length;
    await eventually('A marked five sent and holds the sixth', async () => (await rowsOfA('sent')) === 5 && (await rowsOfA('sending')) === 1, 30_000);
    a.kill('SIGKILL');
    await start('api-b', second.port);
    await eventually('B sent the rest', () => first.received.length + second.received.length >= SUBSCRIBERS, 90_000);
    await eventually('the issue is sent', async () => (await createIssuesRepository(db!.db).find(id))?.status === 'sent', 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    everyoneOnce([...first.received, ...second.received]);
    expect(first.received).toHaveLength(5);
  }, 240_000);
});
