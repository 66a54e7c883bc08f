/**
 * The API's SSR host: the worker pool on the shell's server bundle, the watch that follows
 * deploys, and the worker's reads of the API (GETs through `app.inject`). site-html.ts asks it for
 * a render per page; null when SSR_ENABLED=0.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { internalReadHeaders } from '../../lib/internal-read';
import { ssrRemotes } from '../remotes';
import type { SsrRequest } from '@kerk/kit/ssr';
import { createRemoteWatch } from './remote-watch';
import { SsrGenerations, WARM_UP_WAIT_MS, type SsrOutcome } from './ssr-generations';
import type { FetchAnswer } from './ssr-worker';

/** Request headers the worker may not choose: the API decides how it answers itself. */
const DROPPED = new Set(['host', 'cookie', 'authorization', 'accept-encoding', 'content-length']);

const flatten = (headers: Record<string, string | string[] | number | undefined>) =>
  Object.fromEntries(Object.entries(headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : String(v)]])));

function apiReader(app: FastifyInstance) {
  return async (url: string, headers: Record<string, string>): Promise<FetchAnswer> => {
    const own = Object.fromEntries(Object.entries(headers).filter(([k]) => !DROPPED.has(k.toLowerCase())));
    const response = await app.inject({ method: 'GET', url, headers: { ...own, ...internalReadHeaders() } });
    return { status: response.statusCode, headers: flatten(response.headers), body: response.rawPayload.toString('base64') };
  };
}

export interface SsrHost {
  pool: SsrGenerations;
  /** Starts watching (the first look loads the bundle and warms it); the server calls it once it listens. */
  start(): void;
  /** Within the pool's budget, or `budgetMs` (a background render's) counted from `startedAt`. */
  render(request: Omit<SsrRequest, 'budgetMs'>, startedAt: number, budgetMs?: number): Promise<SsrOutcome>;
  /** True once the first look for the bundle is done and its first worker is warm (or there is none to wait for). */
  ready(): boolean;
  /** Changes with the live worker's shell bundle and every remote's version (not with a worker replaced on the same bundle): part of the page cache key. */
  version(): string;
  close(): Promise<void>;
}

export function createSsrHost(app: FastifyInstance, shellDist: string): SsrHost | null {
  const { config } = app;
  if (config.ssrEnabled === false) return null;
  const log = (message: string, error?: string) => app.log.warn({ error }, message);
  const file = path.join(shellDist, 'server', 'ssr.js');
  const bundle = config.shellSsrUrl ? { url: config.shellSsrUrl } : { file };
  if (config.ssrEnabled && !config.shellSsrUrl && !fs.existsSync(file)) log(`SSR_ENABLED=1, but there is no ${file} (yet): the browser renders pages until it is built`);
  const remotes = ssrRemotes(config);
  const pool = new SsrGenerations({
    data: { remotes: remotes.map(({ name, entry }) => ({ name, entry })), apiUrl: config.apiUrl, test: config.ssrTest },
    read: apiReader(app),
    budgetMs: config.ssrBudgetMs,
    log,
  });
  pool.on('live', (generation: number) => app.log.info({ generation }, 'an SSR worker generation took over'));
  const watch = createRemoteWatch(bundle, remotes, {
    onBundle: (source) => pool.load(source),
    onRemote: (name) => {
      app.log.info({ remote: name }, 'a remote was redeployed: the SSR worker reloads it');
      pool.refresh(name);
    },
    log,
  });
  // The first generation warms up by loading the remotes, which this very server may serve (an
  // entry on 127.0.0.1:PORT): it starts once the server listens, not before (each start logged
  // 'Failed to get manifest' per module, and the first pages were rendered cold). An app that is
  // never listened on (tests, with inject) calls start() itself.
  let looking: Promise<void> | null = null;
  let looked = false;
  const start = () => {
    looking ??= watch.start().then(
      () => undefined,
      () => undefined,
    ).finally(() => (looked = true));
  };
  app.addHook('onListen', start);
  return {
    pool,
    start,
    async render(request, startedAt, budgetMs) {
      // A page asked for before the bundle was found (a start, a bundle fetched over HTTP) waits for
      // it as it waits for the first worker's warm-up (ssr-generations.ts), not answered without a render.
      if (looking && !looked) await Promise.race([looking, new Promise((resolve) => setTimeout(resolve, WARM_UP_WAIT_MS).unref())]);
      watch.check();
      return pool.render(request, startedAt, budgetMs);
    },
    ready: () => looked && pool.ready,
    version: () => `${pool.bundleEpoch}:${watch.version()}`,
    async close() {
      watch.stop();
      await pool.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The composed site's SSR host (site/web.ts); null when SSR_ENABLED=0. Absent without the site. */
    ssrHost?: SsrHost | null;
  }
}
