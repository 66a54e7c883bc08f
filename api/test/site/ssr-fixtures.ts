/**
 * Tiny stand-ins for the shell's server bundle (shell/dist/server/ssr.js): plain CommonJS files
 * that implement the protocol's createRenderer (api/src/site/ssr/protocol.ts), written into a fake
 * web root, so the API's SSR host is tested without webpack, React or the real shell.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import type { SsrGenerations } from '../../src/site/ssr/ssr-generations';
import { HTML, makeWebRoot, useWebApp } from './fake-web-root';

/**
 * A renderer labelled `label`. By path: `/contact` throws, `/onze-kerken` skips, `?stuck=1` loops
 * forever (synchronously: only terminating the worker ends it), `?deels=1` leaves mf_contact/ContactPage to the browser, `?importeer=1` uses `import()` as the federation runtime does, `?kapot=1` logs a module's render error through the host, `/gemeente…` reads `/api/setting`, `/zoeken` lists the remotes it was given and fetches mf_agenda's manifest
 * through the host's fetch; every other page renders `<main data-label>` with the URL, the
 * request's `now`, the number of environment variables and the remotes refreshed so far.
 * Its warm-up takes `warmMs`. A render whose `now` is at or after SLOW_FROM waits SLOW_MS first (the worker stays responsive:
 * a slow page, not a hung worker); a test reaches it by stepping the clock.
 */
export const SLOW_FROM = '2026-11-23T20:07:00Z';
export const SLOW_MS = 2500;

export function fixtureBundle(label: string, { warmMs = 0 } = {}): string {
  return `'use strict';
exports.createRenderer = function createRenderer(host) {
  const refreshed = [];
  return {
    async warm() { await new Promise((resolve) => setTimeout(resolve, ${warmMs})); },
    async refresh(name) { refreshed.push(name); },
    async render(request) {
      const url = new URL(request.url, 'http://x');
      if (Date.parse(request.now) >= ${Date.parse(SLOW_FROM)}) await new Promise((resolve) => setTimeout(resolve, ${SLOW_MS}));
      if (url.searchParams.get('fout') === '1') throw new Error('render failed on purpose');
      if (url.pathname === '/onze-kerken') return { status: 'skip', reason: 'not rendered on the server' };
      if (url.searchParams.get('stuck') === '1') for (;;) {}
      if (url.searchParams.get('kapot') === '1') host.log({ module: 'mf_content/NewsPage', message: 'mf_content/NewsPage threw while rendering on the server', error: 'Error: kapot\\n    at NewsPage (news-page.tsx:12:9)' });
      let api = '';
      // As the federation runtime loads a remote's server entry (and node builtins): import() from a new Function.
      if (url.searchParams.get('importeer') === '1') api += ' import=' + typeof (await new Function('name', 'return import(name)')('node:path')).join;
      if (url.pathname === '/zoeken') {
        const agenda = host.remotes.find((remote) => remote.name === 'mf_agenda');
        api = ' remotes=' + host.remotes.map((remote) => remote.name + '@' + remote.entry).join(',') + ' apiUrl=' + host.apiUrl;
        try { await host.fetch(agenda.entry); } catch (error) { api += ' refused=' + error.message; }
      }
      if (url.pathname.startsWith('/gemeente')) {
        const response = await host.fetch('/api/setting');
        api = ' api=' + response.status + ':' + JSON.stringify(await response.json());
      }
      const env = Object.keys(process.env).length;
      return {
        status: 'ok',
        html: '<main data-label="${label}">${label} ' + request.url + ' at ' + request.now + ' env=' + env + ' refreshed=' + refreshed.join(',') + api + '</main>',
        styles: '<style data-emotion="k 1a2b">.k-1a2b{color:var(--k-text)}</style>',
        state: { queries: { 'getThing(undefined)': { status: 'fulfilled', data: '${label}' } } },
        versions: { mf_agenda: 'agenda-${label}' },
        shellBuild: 'shell-${label}',
        clientOnly: url.searchParams.get('deels') === '1' ? ['mf_contact/ContactPage'] : [],
        ms: 1,
      };
    },
  };
};
`;
}

/**
 * SSR as in production when the bundle exists (SSR_ENABLED unset); the other API tests run with it
 * off (test/helper.ts). A wide budget: on a busy test machine a render that should succeed must not
 * time out; the tests of the budget set their own.
 */
export const SSR_ON = { ssrEnabled: undefined, ssrBudgetMs: 5000 };

export const ssrFile = (root: string) => path.join(root, 'shell', 'dist', 'server', 'ssr.js');

/** Writes a bundle, with an mtime later than the file it replaces (the watch compares mtimes). */
export function writeBundle(root: string, code: string, mtime = new Date(Date.UTC(2030, 0, 1))) {
  fs.mkdirSync(path.dirname(ssrFile(root)), { recursive: true });
  fs.writeFileSync(ssrFile(root), code);
  fs.utimesSync(ssrFile(root), mtime, mtime);
}

/** The fake web root of fake-web-root.ts with a fixture ssr.js in the shell's dist. */
export const makeSsrWebRoot = (label = 'v1') => () => {
  const root = makeWebRoot();
  writeBundle(root, fixtureBundle(label), new Date(Date.UTC(2029, 0, 1)));
  return root;
};

/**
 * The web app with SSR on over the fixture bundle `label`, and `get` for its pages. Each app starts
 * a worker thread (tsx compiles the worker's TypeScript on start): slow, so the file's tests get 30 s
 * each (a safety net, not a timed test).
 */
export function useSsrWebApp(label = 'v1') {
  jest.setTimeout(30_000);
  const web = useWebApp(makeSsrWebRoot(label), SSR_ON);
  return { web, get: (url: string) => web.app().inject({ url, headers: HTML }) };
}

export function poolOf(app: FastifyInstance): SsrGenerations {
  if (!app.ssrHost) throw new Error('SSR is off in this app');
  return app.ssrHost.pool;
}

/** Resolves once the app's SSR worker generation is warm (the first one starts with the app). */
export async function ssrLive(app: FastifyInstance): Promise<number> {
  await app.ready();
  const pool = poolOf(app);
  // Nothing listens in a test: the host starts here instead of on 'onListen'.
  app.ssrHost!.start();
  if (pool.generation > 0) return pool.generation;
  const [generation] = (await once(pool, 'live')) as [number];
  return generation;
}

/** `#kerk-initial-data`, parsed. */
export const initialDataOf = (html: string) => JSON.parse(/<script type="application\/json" id="kerk-initial-data">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
