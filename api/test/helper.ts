/**
 * Builds the real app (same plugins as server.ts) on a fresh in-memory database, migrated and
 * seeded. Call `app.inject` directly: it readies the app. Routes a test needs (e.g. a POST to
 * exercise the error handler) can be added before the first inject.
 */
import SQLite from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Kysely, SqliteDialect } from 'kysely';

import serviceApp, { serverOptions } from '../src/app';
import type { Database } from '../src/db/schema';
import { nowMs } from '../src/lib/clock';
import { migrateToLatest } from '../src/plugins/external/db';
import { seedDatabase } from '../src/seed/seed';
import { DEFAULT_ALLOWED_HOSTS, loadConfig, type AppConfig } from '../src/plugins/external/env';
import { createTestDatabase } from './db/embedded-pg';

export interface BuildOptions {
  serveWeb?: boolean;
  config?: Partial<AppConfig>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // Built from an empty environment so a developer's shell or .env cannot change test results.
  // The tests' site answers as kerk.example.nl, listed as an operator would list their own host.
  const allowedHosts = [...DEFAULT_ALLOWED_HOSTS, 'kerk.example.nl', 'kerk.example'];
  // No server render unless a test asks for it (test/site/ssr-*): a built shell's ssr.js in the
  // checkout must not change what the other tests get.
  return { ...loadConfig({}), databasePath: ':memory:', mediaPath: '', rateLimitMax: 10_000, logLevel: 'silent', allowedHosts, ssrEnabled: false, ...overrides };
}

/**
 * `TEST_DB=postgres` (under jest.postgres.config.js): each app gets its own PostgreSQL database, copied
 * from the run's migrated template, and dropped when the app closes. A test that names its own SQLite
 * file (databasePath) keeps it.
 */
const onPostgres = (options: BuildOptions) => process.env.TEST_DB === 'postgres' && !options.config?.databasePath && !options.config?.databaseUrl;

/**
 * The migrated and seeded in-memory database, serialized, per instant of the clock (the seed dates
 * its content from now): each app of a test file starts as a copy of it instead of migrating and
 * seeding again (a second of a busy machine's time per test). The app still runs its migrations and
 * seed over the copy, as on any restart, and finds nothing to do.
 */
const templates = new Map<number, Promise<Buffer>>();
async function seededTemplate(): Promise<Buffer> {
  const sqlite = new SQLite(':memory:');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
    return sqlite.serialize();
  } finally {
    await db.destroy();
  }
}
const templateAt = (instant: number) => {
  let template = templates.get(instant);
  if (!template) templates.set(instant, (template = seededTemplate()));
  return template;
};

const inMemory = (config: AppConfig) => config.databasePath === ':memory:' && !config.databaseUrl && !config.databaseTemplate;

export function build(options: BuildOptions = {}): FastifyInstance {
  const config = testConfig(options.config);
  // pluginTimeout: a safety net, not a speed target (as jest's testTimeout): on a busy 2-core machine
  // the seed of two instances on one database can take longer than Fastify's 10 s default.
  const app = Fastify({ ...serverOptions(config), logger: false, pluginTimeout: 120_000 });
  if (onPostgres(options)) {
    // Registered first, so the database exists before the db plugin reads config.databaseUrl.
    app.register(async (instance) => {
      const database = await createTestDatabase();
      config.databaseUrl = database.url;
      instance.addHook('onClose', database.drop);
    });
  } else if (inMemory(config)) {
    app.register(async () => {
      config.databaseTemplate = await templateAt(nowMs());
    });
  }
  app.register(fp(serviceApp), { config, serveWeb: options.serveWeb ?? false });
  return app;
}

/** Builds, and closes after each test of the calling file. */
export function useApp(options: BuildOptions = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeEach(() => {
    app = build(options);
  });
  afterEach(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('useApp: no app outside a test');
    return app;
  };
}
