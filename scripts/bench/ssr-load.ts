/**
 * `npm run bench:ssr`: the server render under a Sunday's load. Serves the production build (SSR on,
 * a fresh seeded database), renders each page once, then lets 32 visitors at once ask for /, /agenda,
 * /diensten, /contact, 20 service pages and 10 articles in turn for BENCH_SECONDS (default 20), and
 * /api/page from the same client for as long. Then the HTML of / alone against a Fastify hello-world
 * (api/bench/server.ts), as `npm run bench -w api` measures /api/page. It prints numbers only.
 * Goals: no fallback (Server-Timing other than ssr ok) and no worker replaced; p99 ≤ 300 ms;
 * pages/s ≥ 0.5× /api/page/s. BENCH_PORT: the port (default: any free one).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { pathTo } from '@kerk/kit/site-map';

import { formatTable } from './targets';
import { root, startSite } from './site';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const VISITORS = 32;
/** What the server logs when it ends a worker (ssr-generation.ts, ssr-generations.ts). */
const REPLACED = /replacing worker generation|an SSR worker failed|was not ready after/;

interface Load {
  requests: number;
  seconds: number;
  latencies: number[];
  /** Server-Timing `ssr;…;desc=` of each answer, counted. */
  descs: Map<string, number>;
  cacheHits: number;
  errors: number;
}

/**
 * A GET over a kept-alive socket that reads the answer without decoding it (as autocannon does):
 * the client's own work (brotli-decoding 150 kB pages) would otherwise take the CPU the server is
 * measured on. Asks for br, gzip as a browser does.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function get(url: string, accept: string): Promise<{ status: number; timing: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept, 'accept-encoding': 'br, gzip' } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, timing: String(response.headers['server-timing'] ?? '') }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** `visitors` loops asking for `urls` in turn for `seconds`, each waiting for its answer before the next. */
async function load(urls: string[], seconds: number, visitors = VISITORS, accept = 'text/html'): Promise<Load> {
  const result: Load = { requests: 0, seconds, latencies: [], descs: new Map(), cacheHits: 0, errors: 0 };
  const started = performance.now();
  const end = started + seconds * 1000;
  let next = 0;
  const visitor = async () => {
    while (performance.now() < end) {
      const url = urls[next++ % urls.length]!;
      const t0 = performance.now();
      try {
        const res = await get(url, accept);
        result.latencies.push(performance.now() - t0);
        result.requests += 1;
        if (res.status !== 200) result.errors += 1;
        const { timing } = res;
        const desc = /^ssr;dur=\d+;desc=(\w+)/.exec(timing)?.[1];
        if (desc) result.descs.set(desc, (result.descs.get(desc) ?? 0) + 1);
        if (timing.includes('cache;desc=hit')) result.cacheHits += 1;
      } catch {
        result.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: visitors }, visitor));
  result.seconds = (performance.now() - started) / 1000;
  result.latencies.sort((a, b) => a - b);
  return result;
}

const row = (name: string, l: Load) => {
  const fallbacks = [...l.descs].filter(([desc]) => desc !== 'ok').reduce((n, [, count]) => n + count, 0);
  return [name, String(Math.round(l.requests / l.seconds)), `${percentile(l.latencies, 50).toFixed(1)} ms`, `${percentile(l.latencies, 99).toFixed(1)} ms`, l.descs.size ? String(fallbacks) : '–', String(l.cacheHits), String(l.errors)];
};

/** api/bench/server.ts's Fastify hello-world in its own process. */
function startHello(): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'api/bench/server.ts'), 'hello'], { cwd: join(root, 'api'), stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the hello-world exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve({ child, address: (JSON.parse(line) as { address: string }).address }));
  });
}

async function pagesOf(origin: string): Promise<string[]> {
  const ids = async (path: string) => ((await (await fetch(`${origin}${path}`)).json()) as { data: { id: number }[] }).data.map((item) => item.id);
  const services = (await ids('/api/services?pageSize=20')).slice(0, 20);
  const articles = (await ids('/api/news?pageSize=10')).slice(0, 10);
  return [
    pathTo('home'),
    pathTo('agenda'),
    pathTo('services'),
    pathTo('contact'),
    ...services.map((id) => pathTo('service', { id })),
    ...articles.map((id) => pathTo('newsArticle', { id })),
  ];
}

async function main() {
  // As api/bench does: the per-IP limit would answer most of one client's /api/page asks with 429.
  process.env.RATE_LIMIT_MAX ??= '1000000';
  let replaced = 0;
  const site = await startSite({ onLog: (line) => void (REPLACED.test(line) && (replaced += 1)) });
  try {
    const paths = await pagesOf(site.origin);
    const urls = paths.map((path) => `${site.origin}${path}`);
    // The worker warms up after the server listens: wait for the first server render, then render each page once.
    for (let i = 0; i < 120; i += 1) {
      if ((await fetch(urls[0]!, { headers: { accept: 'text/html' } })).headers.get('server-timing')?.includes('desc=ok')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (const url of urls) await (await fetch(url, { headers: { accept: 'text/html' } })).arrayBuffer();
    console.log(`${paths.length} pages (${paths.slice(0, 4).join(', ')}, ${paths.length - 4} services and articles), each rendered once; ${VISITORS} visitors for ${SECONDS} s`);

    const pages = await load(urls, SECONDS);
    const api = await load([`${site.origin}/api/page?name=index`], SECONDS, VISITORS, 'application/json');
    const home = await load([`${site.origin}/`], SECONDS / 2);
    const hello = await startHello();
    const helloLoad = await load([hello.address], SECONDS / 2, VISITORS, '*/*');
    hello.child.kill('SIGTERM');

    console.log(formatTable(['target', 'req/s', 'p50', 'p99', 'fallbacks', 'cache hits', 'errors'], [
      row(`pages (${paths.length} in turn)`, pages),
      row('/api/page?name=index', api),
      row('/ (HTML)', home),
      row('Fastify hello-world', helloLoad),
    ]));
    console.log(`Server-Timing of the pages: ${[...pages.descs].map(([desc, n]) => `${desc} ${n}`).join(', ')}`);
    console.log(`SSR workers replaced during the run: ${replaced}`);
    const ratio = pages.requests / pages.seconds / (api.requests / api.seconds);
    console.log(`pages/s ÷ /api/page/s = ${ratio.toFixed(2)} (goal ≥ 0.5); / ÷ hello-world = ${(home.requests / home.seconds / (helloLoad.requests / helloLoad.seconds)).toFixed(2)}`);
    const fallbacks = [...pages.descs].filter(([desc]) => desc !== 'ok').reduce((n, [, count]) => n + count, 0);
    console.log(`goals: fallbacks ${fallbacks} (0) ${fallbacks === 0 ? 'met' : 'missed'}; workers replaced ${replaced} (0) ${replaced === 0 ? 'met' : 'missed'}; p99 ${percentile(pages.latencies, 99).toFixed(0)} ms (≤ 300) ${percentile(pages.latencies, 99) <= 300 ? 'met' : 'missed'}; ratio ${ratio >= 0.5 ? 'met' : 'missed'}`);
  } finally {
    agent.destroy();
    await site.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
