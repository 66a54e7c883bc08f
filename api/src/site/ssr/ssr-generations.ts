/**
 * The SSR workers: one live generation (a worker on one version of the shell's server bundle) and
 * at most one warming. A new bundle, a crashed or stuck worker, or N renders start generation N+1;
 * it warms up (the bundle registers the remotes and renders `/`) and only then takes over, while
 * the old one finishes its renders and is terminated. So neither a deploy nor a bad remote restarts
 * the API or costs a visitor more than the budget.
 *
 * The budget is raced here, on the main thread: rendering is synchronous in the worker, so a render
 * stuck in a loop cannot hold up the API's event loop. A late answer is only late: the worker is
 * replaced only when it really hangs (renders in flight and no beat for HANG_MS, ssr-generation.ts),
 * never because its queue is long (a replacement would warm up while the queue grows).
 */
import { EventEmitter } from 'node:events';

import { nowMs } from '../../lib/clock';
import type { SsrRequest, SsrResult } from '@kerk/kit/ssr';
import { Generation, type ApiRead } from './ssr-generation';
import type { BundleSource, SsrWorkerData } from './ssr-worker';

export type SsrDesc = 'ok' | 'timeout' | 'error' | 'skip' | 'off';
export type SsrOk = Extract<SsrResult, { status: 'ok' }>;
export type SsrOutcome = { desc: 'ok'; ms: number; result: SsrOk } | { desc: Exclude<SsrDesc, 'ok'>; ms: number; reason: string };

export interface SsrGenerationsOptions {
  /** Everything the workers get but the bundle. */
  data: Omit<SsrWorkerData, 'bundle'>;
  read: ApiRead;
  budgetMs: number;
  /** Renders after which a worker is replaced (bounds slow leaks in remote code). */
  maxRenders?: number;
  /** How long a worker with renders in flight may stay silent before it counts as hung (default HANG_MS). */
  hangMs?: number;
  /** How long a page waits for the first worker to warm up (default WARM_UP_WAIT_MS). */
  warmUpWaitMs?: number;
  log: (message: string, error?: string) => void;
}

const MAX_RENDERS = 5000;
/**
 * A page asked for while the first worker warms up (the first seconds after a start) waits this
 * long for it, and then has its whole budget: rendered in the browser instead, it would be blank
 * until the scripts ran, and blank for good without JavaScript (the health check keeps a load
 * balancer away meanwhile, but not the first visitor of `npm start`).
 */
export const WARM_UP_WAIT_MS = 5000;
const later = (ms: number) => new Promise<'late'>((resolve) => setTimeout(resolve, Math.max(0, ms), 'late').unref());

/** Emits 'live' (the generation number) when a generation takes over, 'refresh' (a remote's name) when one is reloaded. */
export class SsrGenerations extends EventEmitter {
  private live: Generation | null = null;
  private warming: Generation | null = null;
  private bundle: BundleSource | null = null;
  private count = 0;
  /** Bumped by every `load` (a new shell bundle), not by a worker replaced on the same bundle. */
  private epoch = 0;
  private closed = false;
  /** The current bundle failed to load: renders answer 'error' until another one comes. */
  private broken = false;

  constructor(private readonly options: SsrGenerationsOptions) {
    super();
  }

  /** The live generation's number (0: none). */
  get generation(): number {
    return this.live?.n ?? 0;
  }

  /** The live generation's shell bundle (0: none), for the page cache's key: a replaced or recycled worker keeps the cache. */
  get bundleEpoch(): number {
    return this.live?.bundleEpoch ?? 0;
  }

  /** False only while the first generation on a bundle warms up: a page asked for then is rendered in the browser. */
  get ready(): boolean {
    return !(this.warming && !this.live);
  }

  /** Starts a generation on `bundle` (the first one, or a redeployed shell); null stops rendering. */
  load(bundle: BundleSource | null) {
    this.bundle = bundle;
    this.epoch += 1;
    if (!bundle) {
      void this.warming?.stop();
      void this.live?.stop();
      this.warming = this.live = null;
      return;
    }
    this.start();
  }

  /** A remote was redeployed: the live and the warming worker drop it and load it again. */
  refresh(name: string) {
    this.live?.refresh(name);
    this.warming?.refresh(name);
    this.emit('refresh', name);
  }

  /** Renders within the budget (the pool's, or a background refresh's longer one) counted from `startedAt` (the request's start, clock ms). */
  async render(request: Omit<SsrRequest, 'budgetMs'>, startedAt: number, budgetMs = this.options.budgetMs): Promise<SsrOutcome> {
    let deadline = startedAt + budgetMs;
    const took = () => Math.round(nowMs() - startedAt);
    const generation = this.live ?? this.warming;
    if (!generation) return this.broken ? { desc: 'error', ms: 0, reason: 'the SSR bundle could not be loaded' } : { desc: 'off', ms: 0, reason: 'no SSR bundle' };
    const warmingUp = !this.live;
    const waitUntil = warmingUp ? Math.max(deadline, startedAt + (this.options.warmUpWaitMs ?? WARM_UP_WAIT_MS)) : deadline;
    const ready = await Promise.race([generation.ready, later(waitUntil - nowMs())]);
    if (ready === 'late') return { desc: 'timeout', ms: took(), reason: 'the SSR worker was still warming up' };
    if (!ready) return { desc: 'error', ms: took(), reason: 'the SSR worker could not start' };
    // It waited for the warm-up: the render itself still has its whole budget.
    if (warmingUp) deadline = Math.max(deadline, nowMs() + budgetMs);
    const { answer } = generation.render({ ...request, budgetMs: Math.max(0, deadline - nowMs()) });
    const settled = await Promise.race([answer, later(deadline - nowMs())]);
    if (generation.renders >= (this.options.maxRenders ?? MAX_RENDERS) && generation === this.live && !this.warming) this.start();
    if (settled === 'late') return { desc: 'timeout', ms: took(), reason: `no answer within ${budgetMs} ms` };
    if (settled.error !== undefined || !settled.result) return { desc: 'error', ms: took(), reason: settled.error ?? 'no result' };
    if (settled.result.status === 'skip') return { desc: 'skip', ms: took(), reason: settled.result.reason };
    return { desc: 'ok', ms: took(), result: settled.result };
  }

  async close() {
    this.closed = true;
    const all = [this.warming, this.live];
    this.warming = this.live = null;
    await Promise.all(all.map((generation) => generation?.stop()));
  }

  /** Generation N+1 on the current bundle; it takes over once warm, and the one before it drains. */
  private start() {
    if (!this.bundle || this.closed) return;
    void this.warming?.stop();
    this.broken = false;
    const generation = new Generation(++this.count, { ...this.options.data, bundle: this.bundle }, this.options.read, this.options.log, this.epoch, this.options.hangMs);
    this.warming = generation;
    generation.onEnded(() => this.ended(generation));
    void generation.ready.then((ok) => {
      if (this.warming !== generation) return;
      this.warming = null;
      if (!ok) {
        this.broken = !this.live;
        return;
      }
      const previous = this.live;
      this.live = generation;
      this.emit('live', generation.n);
      if (previous) void this.drain(previous);
    });
  }

  private async drain(generation: Generation) {
    while (generation.busy && !generation.ended) await later(this.options.budgetMs);
    await generation.stop();
  }

  /** A live worker that ended on its own (crash, heap limit, watchdog) is replaced by a new one. */
  private ended(generation: Generation) {
    if (generation !== this.live) return;
    this.live = null;
    if (!this.warming) this.start();
  }
}
