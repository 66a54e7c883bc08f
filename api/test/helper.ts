/**
 * Builds the real app (same plugins as server.ts) on a fresh in-memory database, migrated and
 * seeded. Call `app.inject` directly: it readies the app. Routes a test needs (e.g. a POST to
 * exercise the error handler) can be added before the first inject.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import SQLite from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Kysely, SqliteDialect } from 'kysely';

import serviceApp, { serverOptions } from '../src/app';
import type { Database } from '../src/db/schema';
import { nowMs } from '../src/lib/clock';
import { named } from '../src/lib/named-plugin';
import { migrateToLatest } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/seed';
import { DEFAULT_ALLOWED_HOSTS, loadConfig, type AppConfig } from '../src/plugins/external/env';
import { openDatabaseFor } from '../src/db/dialect';
import { createTestDatabase, ensureTemplate } from './db/embedded-pg';

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
 * The migrated and seeded in-memory database, serialized, per minute of the clock (the seed dates
 * its content from now, to the minute: services and events start on whole minutes): each app of a
 * test file starts as a copy of it instead of migrating and seeding again (a second of a busy
 * machine's time per test). The app still runs its migrations and seed over the copy, as on any
 * restart, and finds nothing to do. (Keyed by the instant, as before, the running clock made every
 * app seed anew.)
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

/**
 * The same on PostgreSQL: a template database per minute of the clock, seeded once per jest worker
 * (made of the run's migrated `kerk_template`), which each app's database is copied from. Seeding each
 * app's database anew took most of a PostgreSQL test's time.
 */
const pgTemplates = new Map<number, Promise<string>>();
const pgTemplateAt = (minute: number) => {
  let template = pgTemplates.get(minute);
  if (!template) {
    template = ensureTemplate(`kerk_seeded_${process.pid}_${minute}`, async (url) => {
      const { db, close } = openDatabaseFor({ databasePath: '', databaseUrl: url, databasePoolMax: 1 });
      try {
        await seedDatabase(db);
      } finally {
        await close();
      }
    });
    pgTemplates.set(minute, template);
  }
  return template;
};

/**
 * One pair of schema compilers for every app a test file builds. Each app compiles every route's
 * validators (Ajv) and response serializers (fast-json-stringify) anew: with a new app per test,
 * that was most of a test's time. The schemas are the same objects in every app of a file (module
 * constants), so each is compiled once: Ajv keeps what it compiled per schema, and the serializers
 * are kept here per schema. The functions are the ones each app would have compiled itself.
 */
const buildValidator = AjvCompiler();
const serializerFactory = SerializerSelector();
const serializers = new Map<string, WeakMap<object, unknown>>();
const buildSerializer: typeof serializerFactory = (externalSchemas, options) => {
  const compile = serializerFactory(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options]);
  let kept = serializers.get(key);
  if (!kept) serializers.set(key, (kept = new WeakMap()));
  const cache = kept;
  return (route) => {
    const schema = route.schema as object;
    let serialize = cache.get(schema) as ReturnType<typeof compile> | undefined;
    if (!serialize) cache.set(schema, (serialize = compile(route)));
    return serialize;
  };
};

const inMemory = (config: AppConfig) => config.databasePath === ':memory:' && !config.databaseUrl && !config.databaseTemplate;

export function build(options: BuildOptions = {}): FastifyInstance {
  const config = testConfig(options.config);
  // pluginTimeout: a safety net, not a speed target (as jest's testTimeout): on a busy 2-core machine
  // the seed of two instances on one database can take longer than Fastify's 10 s default.
  const app = Fastify({ ...serverOptions(config), logger: false, pluginTimeout: 120_000, schemaController: { compilersFactory: { buildValidator, buildSerializer } } });
  if (onPostgres(options)) {
    // Registered first, so the database exists before the db plugin reads config.databaseUrl.
    app.register(named(async (instance) => {
      const database = await createTestDatabase(await pgTemplateAt(Math.floor(nowMs() / 60_000)));
      config.databaseUrl = database.url;
      instance.addHook('onClose', database.drop);
    }, 'test database'));
  } else if (inMemory(config)) {
    app.register(named(async () => {
      config.databaseTemplate = await templateAt(Math.floor(nowMs() / 60_000));
    }, 'test template'));
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
