/**
 * The API server as src/server.ts starts it, for a test that must move the server's clock: the
 * e2e specs' own servers (e2e/support/stepped-server.ts) and the API instances of the PostgreSQL
 * integration tests (test/integration/instances.ts). It listens for `{ stepMs }` from the parent
 * (Node's IPC channel), steps the one clock (api/src/lib/clock.ts) that far, makes the outbox
 * workers (contact, Zijstroom, sign-ups) look at once (as their next tick would: the newsletter
 * starts the issues now due) and,
 * once those looks are done, answers `{ stepped, at, sent }`: the instant it looked at and how many
 * mails each outbox sent then. `TEST_POLL_MS` sets the outboxes' own interval (default 15 s): an
 * hour leaves the looks to the test. Never in production.
 */
import Fastify from 'fastify';
import fp from 'fastify-plugin';

import app, { serverOptions } from '../src/app';
import { nowMs, startClockAt, stepClock } from '../src/lib/clock';
import { loadConfig } from '../src/plugins/external/env';

export interface StepAnswer {
  stepped: number;
  /** The instant (epoch ms) the clock stood at when the workers were woken: they claimed at or after it. */
  at: number;
  sent: { contact: number; newsletter: number; registrations: number };
}

async function main() {
  const config = loadConfig(process.env);
  if (config.clockStart) startClockAt(config.clockStart);
  const pollIntervalMs = process.env.TEST_POLL_MS ? Number(process.env.TEST_POLL_MS) : undefined;
  const server = Fastify({ ...serverOptions(config), logger: { level: config.logLevel } });
  await server.register(fp(app), { config, serveWeb: true, ...(pollIntervalMs ? { outbox: { pollIntervalMs } } : {}) });
  await server.listen({ port: config.port, host: config.host });
  process.on('message', (message: { stepMs?: unknown }) => {
    const { stepMs } = message;
    if (typeof stepMs !== 'number') return;
    stepClock(stepMs);
    const at = nowMs();
    // A drain asked for during one in progress goes round once more: both look at `at` or later.
    void Promise.all([server.contactOutbox.drain(), server.newsletter.drain(), server.registrations.drain()]).then(
      ([contact, newsletter, registrations]) => process.send?.({ stepped: stepMs, at, sent: { contact, newsletter, registrations } } satisfies StepAnswer),
      (error: unknown) => {
        server.log.error({ err: error }, 'a stepped look at the outboxes failed');
        process.send?.({ stepped: stepMs, at, error: String(error) });
      },
    );
  });
  process.on('disconnect', () => void server.close().then(() => process.exit(0)));
}

void main();
