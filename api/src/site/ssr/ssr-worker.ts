/**
 * One SSR worker (a worker_thread started by ssr-generations.ts): loads the shell's server bundle, hands it
 * a host whose `fetch` sends relative `/api/` GETs to the main thread (which answers them with
 * `app.inject`), warms it, then renders and refreshes on request.
 *
 * It imports nothing of the API but types: no database handle, no config, and `env: {}` from the
 * pool, so remote code running here sees no secrets. Runs as TypeScript under tsx (dev, jest) and as
 * dist/site/ssr/ssr-worker.js in the built API (build.mjs).
 */
import fs from 'node:fs';
import Module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

import type { CreateRenderer, SsrRemote, SsrRenderer, SsrRequest, SsrResult } from '@kerk/kit/ssr';

/** Where the bundle comes from: a file, or a URL's text the main thread fetched (both loaded with require). */
export type BundleSource = { file: string } | { code: string; filename: string };

export interface SsrWorkerData {
  bundle: BundleSource;
  remotes: SsrRemote[];
  apiUrl: string;
  /** NODE_ENV=test only (SSR_FAIL, SSR_DELAY): remotes whose files fail or arrive late (on every render), and a delay before each render. */
  test?: { fail: string[]; delayMs: Record<string, number> };
}

export interface FetchAnswer {
  status: number;
  headers: Record<string, string>;
  /** base64, so any body (JSON, an image) crosses unchanged. */
  body: string;
}

export type ToWorker =
  | { type: 'render'; id: number; request: SsrRequest }
  | { type: 'refresh'; name: string }
  | { type: 'fetched'; id: number; answer?: FetchAnswer; error?: string };

export type FromWorker =
  | { type: 'beat' }
  | { type: 'ready'; warmError?: string }
  | { type: 'failed'; error: string }
  | { type: 'rendered'; id: number; result?: SsrResult; error?: string }
  | { type: 'fetch'; id: number; url: string; headers: Record<string, string> }
  | { type: 'log'; message: string; error?: string };

/** How long the warm-up may take before the worker reports ready anyway. */
const WARM_MS = 5000;
/** The beat that tells the pool this worker's event loop still turns (ssr-generation.ts BEAT_MS). */
const BEAT_MS = 1000;
const port = parentPort!;
const data = workerData as SsrWorkerData;
const post = (message: FromWorker) => port.postMessage(message);
const messageOf = (error: unknown) => (error instanceof Error ? error.stack ?? error.message : String(error));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let nextFetch = 0;
const fetches = new Map<number, { resolve: (answer: FetchAnswer) => void; reject: (error: Error) => void }>();
const nodeFetch = globalThis.fetch;

/** The remote whose files a URL belongs to (its manifest's folder), for the test hooks. */
const remoteOf = (url: string) => data.remotes.find((r) => url.startsWith(r.entry.slice(0, r.entry.lastIndexOf('/') + 1)))?.name;

/** A GET of `/api/...` through the main thread's app.inject: no socket, no rate limit, no proxy rules. */
function apiGet(url: string, init?: RequestInit): Promise<Response> {
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return Promise.reject(new TypeError(`SSR may only read from the API, not ${method} ${url}`));
  const id = ++nextFetch;
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  return new Promise<FetchAnswer>((resolve, reject) => {
    fetches.set(id, { resolve, reject });
    post({ type: 'fetch', id, url, headers });
  }).then((answer) => new Response(answer.status === 204 || answer.status === 304 ? null : Buffer.from(answer.body, 'base64'), { status: answer.status, headers: answer.headers }));
}

/** The renderer's fetch: relative API reads by RPC, absolute URLs (remote manifests and chunks) as usual. */
const hostFetch: typeof fetch = async (input, init) => {
  const request = input instanceof Request ? input : null;
  const url = request ? request.url : String(input);
  if (url.startsWith('/api/') || url === '/api') return apiGet(url, init ?? (request ? { method: request.method, headers: request.headers } : undefined));
  if (url.startsWith('/')) throw new TypeError(`SSR cannot fetch the relative URL ${url}: only /api/ reads are served here`);
  const remote = data.test && remoteOf(url);
  if (remote && data.test!.fail.includes(remote)) throw new TypeError(`SSR_FAIL: ${url} refused (test hook)`);
  if (remote && data.test!.delayMs[remote]) await sleep(data.test!.delayMs[remote]!);
  return nodeFetch(input, init);
};

/**
 * `require` for a file. A URL's text (SHELL_SSR_URL, compose) is written to a file of its own and
 * required the same way: the bundle's federation runtime loads each remote's server entry with
 * `import()`, which code run through `vm` without a dynamic-import callback cannot do
 * (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING: every remote was left to the browser). A file loaded by
 * require runs exactly as the file bundle does. The file goes once loaded; the module stays.
 */
function loadBundle(bundle: BundleSource): { createRenderer?: CreateRenderer } {
  // A path known only at run time, in a fresh worker (so a fresh require cache per generation).
  if ('file' in bundle) return Module.createRequire(bundle.file)(bundle.file) as { createRenderer?: CreateRenderer };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kerk-ssr-'));
  try {
    const file = path.join(dir, 'ssr.js');
    fs.writeFileSync(file, bundle.code);
    return Module.createRequire(file)(file) as { createRenderer?: CreateRenderer };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function start(): Promise<SsrRenderer | null> {
  let renderer: SsrRenderer;
  try {
    const { createRenderer } = loadBundle(data.bundle);
    if (typeof createRenderer !== 'function') throw new Error('the SSR bundle exports no createRenderer');
    renderer = createRenderer({ remotes: data.remotes, fetch: hostFetch, apiUrl: data.apiUrl, log: ({ message, error }) => post({ type: 'log', message, error }) });
  } catch (error) {
    post({ type: 'failed', error: messageOf(error) });
    return null;
  }
  try {
    // A warm-up still waiting for a slow remote goes on in the background: the worker is usable.
    const slow = new Promise<void>((resolve) => setTimeout(resolve, WARM_MS).unref()).then(() => {
      throw new Error(`the warm-up took longer than ${WARM_MS} ms`);
    });
    await Promise.race([renderer.warm(), slow]);
    post({ type: 'ready' });
  } catch (error) {
    // A remote that cannot be reached yet should not keep the shell from rendering the rest.
    post({ type: 'ready', warmError: messageOf(error) });
  }
  return renderer;
}

/**
 * SSR_DELAY=<remote>:<ms>: that remote arrives late on every render, not only on the first load
 * (after which the runtime keeps it): it is reloaded before each render, and its files come <ms> late.
 */
function reloadDelayedRemotes(renderer: SsrRenderer) {
  for (const name of Object.keys(data.test?.delayMs ?? {})) {
    if (name === '*') continue;
    renderer.refresh(name).catch(() => {
      // a late remote's preload may fail: the render marks it client-only either way
    });
  }
}

async function render(renderer: SsrRenderer, id: number, request: SsrRequest) {
  try {
    reloadDelayedRemotes(renderer);
    const delay = data.test?.delayMs['*'];
    if (delay) await sleep(delay);
    post({ type: 'rendered', id, result: await renderer.render(request) });
  } catch (error) {
    post({ type: 'rendered', id, error: messageOf(error) });
  }
}

// Sent while the worker lives; only a loop that holds the thread (a hang) silences it.
setInterval(() => post({ type: 'beat' }), BEAT_MS).unref();
const ready = start();
port.on('message', (message: ToWorker) => {
  if (message.type === 'fetched') {
    const pending = fetches.get(message.id);
    fetches.delete(message.id);
    if (message.answer) pending?.resolve(message.answer);
    else pending?.reject(new TypeError(message.error ?? 'the API did not answer'));
    return;
  }
  void ready.then((renderer) => {
    if (!renderer) return;
    if (message.type === 'render') void render(renderer, message.id, message.request);
    else renderer.refresh(message.name).catch((error: unknown) => post({ type: 'log', message: `refresh of ${message.name} failed`, error: messageOf(error) }));
  });
});
