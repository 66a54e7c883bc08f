/**
 * `npm run bench -w api` (or `npm run bench` at the root): req/s and latency of the hot read
 * endpoints over a 10 000-item dataset, next to a bare Fastify hello-world measured in the same run
 * on the same machine. Each server runs in its own process; each target gets a 1 s warm-up and a
 * BENCH_SECONDS (default 5) measurement. It prints numbers, it asserts nothing.
 * Goals (issue 3): /api/page ≥ 0.5× hello-world req/s; search p95 ≤ 20 ms.
 * A repeated search is answered from the search cache; the `<900 in turn>` targets ask more
 * different questions than it keeps, so they measure the database path every time.
 * BENCH_ONLY=search (any text): measure only the targets whose path contains it (plus hello-world).
 * BENCH_DB=postgres: the same dataset and targets on an embedded PostgreSQL cluster (dataset.ts;
 * PG_PORTS=8500-8549 keeps its port in a range), e.g. `BENCH_DB=postgres BENCH_ONLY=search npm run bench -w api`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

import autocannon from 'autocannon';

import { createBenchDatabase, ITEMS } from './dataset';
import { measureRoosterImport, ROOSTER_ROWS } from './rooster-import';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = process.env.BENCH_ONLY ?? '';
const CONNECTIONS = 10;

/**
 * 18 words × limits 1–50: more different searches than the search cache keeps (256), asked in turn.
 * 'doop' and 'maal' start no word of the dataset: they are found inside words only (trigram index).
 */
const MISS_WORDS = ['kerk', 'dienst', 'avondmaal', 'pasen', 'pinksteren', 'advent', 'beuningen', 'druten', 'wijchen', 'leur', 'horssen', 'bergharen', 'batenburg', 'diaconie', 'zondag', 'collecte', 'doop', 'maal'];
const MISS_PATHS = MISS_WORDS.flatMap((word) => Array.from({ length: 50 }, (_, i) => `/api/search?q=${word}&limit=${i + 1}`));
const MISSES = `/api/search?q=<${MISS_PATHS.length} in turn>`;

/** `connections: 1` measures the latency of one visitor at a time (the search goal), not queueing. */
const TARGETS: { server: 'hello' | 'app'; path: string; connections?: number; paths?: string[] }[] = [
  { server: 'hello', path: '/' },
  { server: 'app', path: '/api/page?name=index' },
  { server: 'app', path: '/api/services' },
  { server: 'app', path: '/api/services?location=druten&page=40' },
  { server: 'app', path: '/api/search?q=avondmaal' },
  // Every service title starts with "Kerkdienst": the widest prefix match there is.
  { server: 'app', path: '/api/search?q=kerk' },
  { server: 'app', path: '/api/search?q=avondmaal', connections: 1 },
  { server: 'app', path: '/api/search?q=kerk', connections: 1 },
  { server: 'app', path: '/api/search?q=doop', connections: 1 },
  { server: 'app', path: MISSES, paths: MISS_PATHS },
  { server: 'app', path: MISSES, paths: MISS_PATHS, connections: 1 },
];

interface Row {
  target: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** Starts `bench/server.ts <kind>` and resolves with its address once it listens. */
function startServer(kind: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'server.ts'), kind], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server '${kind}' exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).once('line', (line) => resolve({ child, address: (JSON.parse(line) as { address: string }).address }));
  });
}

/** Sends SIGTERM and resolves once the server has exited. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Every request of the run takes the next of `paths` (round robin), or the url's own path. */
function rotating(paths: string[] | undefined) {
  if (!paths) return {};
  let next = 0;
  return { requests: [{ setupRequest: (request: { path?: string }) => ({ ...request, path: paths[next++ % paths.length] }) }] };
}

async function measure(url: string, connections: number, paths?: string[]): Promise<Omit<Row, 'target'>> {
  await autocannon({ url, connections, duration: 1, ...rotating(paths) });
  const times: number[] = [];
  const run = autocannon({ url, connections, duration: SECONDS, ...rotating(paths) });
  run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await run;
  times.sort((a, b) => a - b);
  return { rps: result.requests.average, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), errors: result.errors + result.non2xx };
}

function printTable(rows: Row[]) {
  const hello = rows[0]!.rps;
  const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);
  console.log(`\n${'target'.padEnd(42)} ${'req/s'.padStart(9)} ${'× hello'.padStart(8)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)} ${'errors'.padStart(7)}`);
  for (const r of rows) {
    console.log(`${r.target.padEnd(42)} ${Math.round(r.rps).toString().padStart(9)} ${(r.rps / hello).toFixed(2).padStart(8)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.errors).padStart(7)}`);
  }
  const page = rows.find((r) => r.target.startsWith('/api/page'));
  const search = rows.filter((r) => r.target.startsWith('/api/search'));
  if (page) console.log(`\n/api/page = ${(page.rps / hello).toFixed(2)}× hello-world (goal ≥ 0.5×)`);
  const goal = search.find((r) => r.target === `${MISSES} [1 conn]`);
  if (goal) console.log(`search p95 = ${goal.p95.toFixed(2)} ms for one visitor asking ${MISS_PATHS.length} different searches, none cached (goal ≤ 20 ms)`);
  if (search.length > 0) console.log(`search p95, every target = ${search.map((r) => `${r.p95.toFixed(2)} ms (${r.target})`).join(', ')}; with 10 at once, p95 is mostly queueing on one process`);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kerk-bench-'));
  const children: ChildProcess[] = [];
  let closeDatabase = async () => undefined as void;
  try {
    const started = Date.now();
    const database = await createBenchDatabase(dir);
    closeDatabase = database.close;
    console.log(`dataset: ${ITEMS} services, ${database.indexed} search rows in ${database.where} (${Date.now() - started} ms)`);
    console.log(`autocannon: ${CONNECTIONS} connections (or 1 where marked), 1 s warm-up + ${SECONDS} s per target, ${os.cpus().length} CPU(s)`);
    const env = { ...process.env, ...database.env, LOG_LEVEL: 'silent' };
    const servers = { hello: await startServer('hello', env), app: await startServer('app', env) };
    children.push(servers.hello.child, servers.app.child);
    const rows: Row[] = [];
    for (const target of TARGETS.filter((t) => t.server === 'hello' || t.path.includes(ONLY))) {
      const connections = target.connections ?? CONNECTIONS;
      const name = `${target.server === 'hello' ? 'hello-world (bare Fastify)' : target.path}${connections === 1 ? ' [1 conn]' : ''}`;
      const url = `${servers[target.server].address}${target.paths ? '/' : target.path}`;
      const row = { target: name, ...(await measure(url, connections, target.paths)) };
      console.log(`  measured ${row.target}`);
      rows.push(row);
    }
    printTable(rows);
    const rooster = await measureRoosterImport(database.env);
    console.log(
      `rooster import of ${ROOSTER_ROWS} rows = ${(rooster.previewMs + rooster.confirmMs).toFixed(0)} ms (preview ${rooster.previewMs.toFixed(0)} ms + save ${rooster.confirmMs.toFixed(0)} ms, ${rooster.imported} saved; goal ≤ 2000 ms)`,
    );
  } finally {
    // The servers go first: a PostgreSQL cluster stops only once their connections are gone.
    await Promise.all(children.map(stopServer));
    await closeDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
