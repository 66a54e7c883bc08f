/**
 * The only place that listens. Loads `.env` (api/ first, then the repo root), validates the config,
 * builds the app with the composed site, and closes cleanly on SIGINT/SIGTERM so the SQLite WAL is
 * checkpointed and in-flight requests finish.
 */
import fs from 'node:fs';
import path from 'node:path';

import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

import app, { serverOptions } from './app';
import { startClockAt } from './lib/clock';
import { apiRoot, repoRoot } from './lib/paths';
import { loadConfig, type AppConfig } from './plugins/external/env';

function loadEnvFiles() {
  // process.loadEnvFile never overrides variables already set, so the real environment wins.
  for (const file of [path.join(apiRoot, '.env'), path.join(repoRoot, '.env')]) {
    if (fs.existsSync(file)) process.loadEnvFile(file);
  }
}

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

async function main() {
  loadEnvFiles();
  const config = readConfig();
  if (config.clockStart) startClockAt(config.clockStart);
  const server = Fastify({ ...serverOptions(config), logger: { level: config.logLevel } });
  await server.register(fp(app), { config, serveWeb: true });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.log.error({ err }, 'server closing after an error');
    else server.log.info({ signal }, 'server closing');
    await server.close();
  });

  try {
    await server.listen({ port: config.port, host: config.host });
  } catch (err) {
    server.log.fatal({ err }, 'server failed to start');
    process.exit(1);
  }
}

void main();
