/**
 * The API server as src/server.ts starts it, for an e2e spec that must move the server's clock
 * (e2e/support/stepped-server.ts starts it):
 * it listens for `{ stepMs }` from the spec's process (Node's IPC channel), steps the one clock
 * (api/src/lib/clock.ts) that far, lets the newsletter's worker look at once (as its next tick
 * would), and answers `{ stepped }`. Never in production.
 */
import Fastify from 'fastify';
import fp from 'fastify-plugin';

import app, { serverOptions } from '../src/app';
import { startClockAt, stepClock } from '../src/lib/clock';
import { loadConfig } from '../src/plugins/external/env';

async function main() {
  const config = loadConfig(process.env);
  if (config.clockStart) startClockAt(config.clockStart);
  const server = Fastify({ ...serverOptions(config), logger: { level: config.logLevel } });
  await server.register(fp(app), { config, serveWeb: true });
  await server.listen({ port: config.port, host: config.host });
  process.on('message', (message: { stepMs?: unknown }) => {
    if (typeof message.stepMs !== 'number') return;
    stepClock(message.stepMs);
    server.newsletter.wake();
    process.send?.({ stepped: message.stepMs });
  });
  process.on('disconnect', () => void server.close().then(() => process.exit(0)));
}

void main();
