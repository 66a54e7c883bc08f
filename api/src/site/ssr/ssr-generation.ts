/**
 * One worker generation: a worker_thread on one version of the shell's server bundle, the renders
 * it has in flight, and the API reads it asks for (answered here with the app's inject).
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { apiRoot } from '../../lib/paths';
import type { SsrRequest, SsrResult } from '@kerk/kit/ssr';
import type { FetchAnswer, FromWorker, SsrWorkerData, ToWorker } from './ssr-worker';

/** Source under tsx or jest (a .ts file, loaded through tsx's require hook); dist/site/ssr/ssr-worker.js when built. */
const FROM_SOURCE = __filename.endsWith('.ts');
const WORKER_FILE = FROM_SOURCE ? path.join(__dirname, 'ssr-worker.ts') : path.join(apiRoot, 'dist', 'site', 'ssr', 'ssr-worker.js');
/** A name, not a literal: tsx is a dev dependency, and esbuild need not resolve it for the built API. */
const TSX_REQUIRE_HOOK = 'tsx/cjs';
const EXEC_ARGV = FROM_SOURCE ? ['--require', require.resolve(TSX_REQUIRE_HOOK)] : [];
/** A heap bound per worker: a leaking remote costs one worker (replaced), not the API. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256 };
/** Loading the bundle plus its warm-up (which the worker cuts off at 5 s). */
const START_MS = 30_000;
/** How often the watchdog looks (the worker beats at this pace too: ssr-worker.ts BEAT_MS). */
export const BEAT_MS = 1000;
/** A worker with renders in flight that sends nothing (no beat, no answer, no read) this long is hung. */
export const HANG_MS = 10_000;

export type ApiRead = (url: string, headers: Record<string, string>) => Promise<FetchAnswer>;
type Settle = (answer: { result?: SsrResult; error?: string }) => void;

export class Generation {
  readonly worker: Worker;
  /** true once warm, false when the bundle could not be loaded or the worker ended before that. */
  readonly ready: Promise<boolean>;
  renders = 0;
  ended = false;
  private pending = new Map<number, Settle>();
  private nextId = 0;
  private onEnd: (error: string) => void = () => {};
  /** Watchdog looks in a row that found renders in flight and heard nothing from the worker. */
  private silent = 0;
  private readonly watchdog: NodeJS.Timeout;

  constructor(
    readonly n: number,
    data: SsrWorkerData,
    read: ApiRead,
    log: (message: string, error?: string) => void,
    /** The shell bundle this generation runs (the page cache's key: a replaced worker on the same bundle keeps the cache). */
    readonly bundleEpoch: number,
    hangMs = HANG_MS,
  ) {
    this.worker = new Worker(WORKER_FILE, { workerData: data, env: {}, execArgv: EXEC_ARGV, resourceLimits: RESOURCE_LIMITS });
    // Counted in looks, not clock time: a main thread held up for a while misses looks instead of
    // finding every worker silent at once. A long queue is not a hang: the worker keeps beating.
    this.watchdog = setInterval(() => {
      if (!this.busy || this.ended) return void (this.silent = 0);
      if (++this.silent * BEAT_MS < hangMs) return;
      log(`an SSR worker sent no sign of life for ${hangMs} ms with renders in flight (stuck in a loop?); replacing worker generation ${n}`);
      void this.stop();
    }, BEAT_MS).unref();
    let ready = false;
    this.ready = new Promise<boolean>((resolve) => {
      this.worker.on('message', (message: FromWorker) => {
        this.silent = 0;
        if (message.type === 'beat') return;
        if (message.type === 'ready') {
          ready = true;
          if (message.warmError) log('the SSR warm-up failed; rendering anyway', message.warmError);
          resolve(true);
        } else if (message.type === 'failed') {
          log('the SSR bundle could not be loaded', message.error);
          resolve(false);
          void this.stop();
        } else if (message.type === 'rendered') {
          this.pending.get(message.id)?.(message);
          this.pending.delete(message.id);
        } else if (message.type === 'fetch') {
          read(message.url, message.headers).then(
            (answer) => this.send({ type: 'fetched', id: message.id, answer }),
            (error: unknown) => this.send({ type: 'fetched', id: message.id, error: String(error) }),
          );
        } else log(message.message, message.error);
      });
      this.worker.on('error', (error) => log('an SSR worker failed', error.stack ?? error.message));
      // A bundle that never reports ready (stuck while loading) is given up on.
      setTimeout(() => {
        if (this.ended || ready) return;
        log(`the SSR worker was not ready after ${START_MS} ms`);
        void this.stop();
      }, START_MS).unref();
      this.worker.on('exit', () => {
        resolve(false);
        this.end('the SSR worker ended');
      });
    });
  }

  /** Called once when the worker ends (crash, heap limit, terminate). */
  onEnded(callback: (error: string) => void) {
    this.onEnd = callback;
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Starts a render: its id (for `running`) and its answer (an error when the worker ends first). */
  render(request: SsrRequest): { id: number; answer: Promise<{ result?: SsrResult; error?: string }> } {
    const id = ++this.nextId;
    if (this.ended) return { id, answer: Promise.resolve({ error: 'the SSR worker has ended' }) };
    this.renders += 1;
    const answer = new Promise<{ result?: SsrResult; error?: string }>((resolve) => {
      this.pending.set(id, resolve);
      this.send({ type: 'render', id, request });
    });
    return { id, answer };
  }

  refresh(name: string) {
    this.send({ type: 'refresh', name });
  }

  async stop(): Promise<void> {
    this.end('the SSR worker was stopped');
    await this.worker.terminate();
  }

  private send(message: ToWorker) {
    if (!this.ended) this.worker.postMessage(message);
  }

  private end(error: string) {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.watchdog);
    for (const settle of this.pending.values()) settle({ error });
    this.pending.clear();
    this.onEnd(error);
  }
}
