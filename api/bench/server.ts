/**
 * One bench server in its own process, so autocannon's load generation does not share an event
 * loop with the server it measures. `app`: the real API on DATABASE_PATH (or DATABASE_URL); `hello`: a bare Fastify
 * hello-world as the yardstick. Prints `{"address": …}` on one line once it listens.
 */
import Fastify from 'fastify';
import fp from 'fastify-plugin';

import app, { serverOptions } from '../src/app';
import { loadConfig } from '../src/plugins/external/env';

async function start(kind: string) {
  if (kind === 'hello') {
    const hello = Fastify({ logger: false });
    hello.get('/', async () => ({ hello: 'world' }));
    return hello;
  }
  const config = { ...loadConfig({}), databasePath: process.env.DATABASE_PATH ?? ':memory:', databaseUrl: process.env.DATABASE_URL || undefined, rateLimitMax: 1_000_000_000, logLevel: 'silent' as const };
  const server = Fastify({ ...serverOptions(config), logger: false });
  await server.register(fp(app), { config });
  return server;
}

async function main() {
  const server = await start(process.argv[2] ?? 'app');
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ address })}\n`);
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

void main();
