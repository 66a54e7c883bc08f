/**
 * Two API processes (the real server.ts) on one PostgreSQL (issue 18): they share the work.
 * - The contact outbox: a message posted to instance A, which is killed with SIGKILL right after its
 *   202, reaches the SMTP sink exactly once, through instance B: on B's next look at the outbox
 *   (every 15 s), after A's lease has passed (OUTBOX_LEASE_MS=2000). A mails through a server that
 *   never answers a message's DATA, so A can never finish a delivery of its own before it dies.
 * - Caches: a change saved through B shows through A within 2 s, although A had the old answer cached.
 * Both start together on an empty database: they migrate and seed it once between them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabaseFor, type OpenedDatabase } from '../../src/db/dialect';
import { apiRoot } from '../../src/lib/paths';
import { hashPassword } from '../../src/plugins/app/accounts/passwords';
import { createUsersRepository } from '../../src/plugins/app/accounts/users-repository';
import { PASSWORD } from '../admin-helper';
import { createTestDatabase, type TestDatabase } from '../db/embedded-pg';
import { eventually, freePort } from './mail-harness';
import { startSmtp, stopSmtp } from './smtp-catcher';

const contact = { name: 'Anna de Vries', email: 'anna@example.org', subject: 'Twee servers', message: 'Komt dit bericht precies één keer aan?', contactType: 'algemeen' };

interface Instance {
  id: string;
  base: string;
  child: ChildProcess;
  output: string[];
}

describe('two API instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let db: OpenedDatabase;
  let media: string;
  const instances: Instance[] = [];
  let sink: Awaited<ReturnType<typeof startSmtp>>;
  let hole: Awaited<ReturnType<typeof startSmtp>>;

  async function start(id: string, smtpPort = sink.port): Promise<Instance> {
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      MEDIA_PATH: media,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      INSTANCE_ID: id,
      OUTBOX_LEASE_MS: '2000',
      LOG_LEVEL: 'warn',
      WEB_ROOT: media,
    };
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'server.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const instance = { id, base: `http://127.0.0.1:${port}`, child, output };
    instances.push(instance);
    return instance;
  }

  // A process that compiles the api's TypeScript as it starts (tsx): beside Playwright on a 2-core
  // machine that took over 30 s once on a clean-clone run, so it has 90 s to answer.
  const up = async (instance: Instance) =>
    eventually(`${instance.id} answers (${instance.output.join('').slice(-500)})`, () => fetch(`${instance.base}/api/health`).then((r) => r.ok, () => false), 90_000);

  beforeEach(async () => {
    database = await createTestDatabase();
    media = fs.mkdtempSync(path.join(os.tmpdir(), 'two-instances-'));
    sink = await startSmtp();
    hole = await startSmtp(0, { hold: true });
  });

  afterEach(async () => {
    for (const { child } of instances.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await db?.close();
    await stopSmtp(sink.server);
    await stopSmtp(hole.server);
    await database.drop();
    fs.rmSync(media, { recursive: true, force: true });
  });

  it('seed an empty database once between them, deliver a message of a killed instance exactly once, and see each other\'s changes within 2 s', async () => {
    const [a, b] = [await start('api-a', hole.port), await start('api-b')];
    await Promise.all([up(a), up(b)]);
    db = openDatabaseFor({ databasePath: 'not used', databaseUrl: database.url });
    // Seeded once: one of each page, not two.
    const { n } = await db.db.selectFrom('pages').select((eb) => eb.fn.countAll<number>().as('n')).where('name', '=', 'index').executeTakeFirstOrThrow();
    expect(n).toBe(1);

    // The outbox: A takes the message and dies.
    const posted = await fetch(`${a.base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact) });
    expect(posted.status).toBe(202);
    const { data } = (await posted.json()) as { data: { id: string } };
    a.child.kill('SIGKILL');
    await eventually('the sink received the message', () => sink.received.length > 0, 30_000);
    const row = await db.db.selectFrom('contact_messages').select(['status', 'claimed_by']).where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', claimed_by: 'api-b' });
    // And no second copy: wait past another lease.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.raw).toContain('Twee servers');

    // Caches: A2 (a new A) caches the public settings, B saves a change, A2 shows it within 2 s.
    const a2 = await start('api-a2');
    await up(a2);
    const users = createUsersRepository(db.db);
    const user = (await users.create('koster@example.org', 'beheerder'))!;
    await users.setPasswordHash(user.id, await hashPassword(PASSWORD));
    const phone = async () => ((await (await fetch(`${a2.base}/api/setting`)).json()) as { data: { phone: string } }).data.phone;
    expect(await phone()).toBe('024 123 12 34');
    expect(await phone()).toBe('024 123 12 34');

    const session = await fetch(`${b.base}/api/admin/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'koster@example.org', password: PASSWORD }) });
    expect(session.status).toBe(200);
    const cookie = session.headers.getSetCookie().find((c) => /kerk_sessie=/.test(c))!.split(';')[0]!;
    const { csrfToken } = ((await session.json()) as { data: { csrfToken: string } }).data;
    const current = (await (await fetch(`${b.base}/api/admin/settings`, { headers: { cookie } })).json()) as { data: { settings: Record<string, string>; version: string } };
    const saved = await fetch(`${b.base}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken, 'if-match': `"${current.data.version}"` },
      body: JSON.stringify({ ...current.data.settings, phone: '024 765 43 21' }),
    });
    expect(saved.status).toBe(200);
    const savedAt = performance.now();
    await eventually('A2 shows the new phone number', async () => (await phone()) === '024 765 43 21', 2000);
    expect(performance.now() - savedAt).toBeLessThan(2000);
  }, 240_000);
});
