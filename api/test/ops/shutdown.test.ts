/**
 * Graceful shutdown: closing the app (what server.ts does on SIGTERM via close-with-grace) lets a
 * request in flight finish and a contact message being mailed finish, and takes no further message.
 * The second test runs the real server.ts and sends it SIGTERM.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { SMTPServer } from 'smtp-server';

import serviceApp, { serverOptions } from '../../src/app';
import { apiRoot } from '../../src/lib/paths';
import { openDatabase } from '../../src/plugins/external/db';
import { testConfig } from '../helper';

const contact = { name: 'Anna de Vries', email: 'anna@example.org', subject: 'Doop', message: 'Wanneer is de volgende doopdienst?', contactType: 'algemeen' };

/** An SMTP server that holds every message until `release()`: a slow mail server mid-delivery. */
async function slowSmtp() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let receiving!: () => void;
  const started = new Promise<void>((resolve) => (receiving = resolve));
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      receiving();
      stream.on('data', () => undefined);
      stream.on('end', () => void gate.then(() => (received.push('mail'), callback())));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return { port, release, started, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const statuses = async (databasePath: string) => {
  const db = openDatabase(databasePath);
  try {
    return (await db.selectFrom('contact_messages').select('status').orderBy('created_at').execute()).map((r) => r.status);
  } finally {
    await db.destroy();
  }
};

describe('graceful shutdown', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finishes the request in flight and the mail being sent, then takes no new message', async () => {
    const smtp = await slowSmtp();
    const databasePath = path.join(dir, 'site.db');
    const config = testConfig({ databasePath, smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    const app = Fastify({ ...serverOptions(config), logger: false });
    await app.register(fp(serviceApp), { config, outbox: { pollIntervalMs: 25 } });
    let inFlight!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (inFlight = resolve));
    app.get('/slow', async () => {
      inFlight();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const subject of ['Eerste', 'Tweede']) await app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, subject } });
      await smtp.started;
      const slow = fetch(`${address}/slow`);
      await handlerStarted;

      const closing = app.close();
      setTimeout(smtp.release, 150);
      const res = await slow;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      await closing;

      expect(smtp.received).toHaveLength(1);
      expect(await statuses(databasePath)).toEqual(['sent', 'queued']);
    } finally {
      await smtp.stop();
    }
  }, 20_000);

  it('server.ts on SIGTERM waits for the mail being sent and exits 0', async () => {
    const smtp = await slowSmtp();
    const databasePath = path.join(dir, 'site.db');
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: databasePath, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, LOG_LEVEL: 'warn', WEB_ROOT: dir };
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'server.ts')], { env, stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 200 && !(await fetch(`${base}/api/health`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
      expect((await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact) })).status).toBe(202);
      await smtp.started;
      child.kill('SIGTERM');
      setTimeout(smtp.release, 300);
      expect(await exited).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(await statuses(databasePath)).toEqual(['sent']);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await smtp.stop();
    }
  }, 30_000);
});
