/**
 * What the mail integration tests share: the app with a real SMTP URL and fast outbox timers, a
 * free port (nothing listens there: "SMTP down" refuses at once), and `eventually` for what the
 * outbox worker does on its own timer. The SMTP server itself: smtp-catcher.ts.
 */
import net from 'node:net';

import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import serviceApp, { serverOptions } from '../../src/app';
import type { ContactOptions } from '../../src/plugins/app/contact/contact-config';
import { testConfig } from '../helper';

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The app sending to `smtp://127.0.0.1:<smtpPort>`, its outbox polled every 25 ms; `contact`: the form's rate limit. */
export async function startMailApp(
  smtpPort: number,
  { databasePath, publicUrl, contact }: { databasePath?: string; publicUrl?: string; contact?: Partial<ContactOptions> } = {},
): Promise<FastifyInstance> {
  const config = testConfig({ ...(databasePath ? { databasePath } : {}), ...(publicUrl ? { publicUrl } : {}), smtpUrl: `smtp://127.0.0.1:${smtpPort}` });
  const app = Fastify({ ...serverOptions(config), logger: false });
  await app.register(fp(serviceApp), { config, outbox: { pollIntervalMs: 25, retryBaseMs: 50, retryMaxMs: 200 }, contact: contact ?? {} });
  await app.ready();
  return app;
}

/** Polls until `check` holds (the worker runs on its own timer); fails with `what` after 10 s. */
export async function eventually(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
