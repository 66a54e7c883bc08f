/**
 * The shell's server bundle (`dist/server/ssr.js`, `module.exports.createRenderer`), run by the API
 * in a worker thread (protocol.ts; docs/server-rendering.md). This bundle is the one provider of the
 * shared singletons on the server (React, emotion, dayjs, the kit); the remotes' server builds take
 * those copies, as their web builds take the shell's in the browser.
 */
// As in the browser: the shell provides dayjs with its plugins and the nl locale.
import '@kerk/kit/dates';
import { configureApiBase } from '@kerk/kit/http';
// eslint-disable-next-line no-restricted-imports -- the server's door to the site map (see render-page.tsx)
import { modulesOf, SITE_ROUTES } from '@kerk/kit/site-map';
import { registerRemotes } from '@module-federation/enhanced/runtime';

import { loadRemoteModule, remoteNameOf } from '../app/remotes/remote-modules';
import type { SsrHost, SsrLogEntry, SsrRenderer, SsrRequest } from '@kerk/kit/ssr';
import { renderPage } from './render-page';

export type * from '@kerk/kit/ssr';

declare const __SHELL_BUILD__: string | undefined;

/** The shell's release, the same in its web build: the browser hydrates only HTML of its own release. */
export const SHELL_BUILD = typeof __SHELL_BUILD__ === 'string' ? __SHELL_BUILD__ : 'dev';

/** Every module a public page renders on the server, once. */
const PUBLIC_MODULES = [...new Set(SITE_ROUTES.filter((route) => !route.browserOnly).flatMap(modulesOf))];

const WARM_BUDGET_MS = 5000;

interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: { options: { name: string } }[] };
}

/**
 * A redeployed remote's new entry needs a federation instance of its own. Otherwise the runtime
 * (checked against @module-federation/runtime 2.9.2 and node 2.7.52) hands it the old release's
 * instance, whose plugins are kept by name: the node plugin's chunk loader stays bound to the OLD
 * bundle, and the new one reads its chunks from the local disk (ENOENT '/mf-contact/server/…'), so
 * the remote was never rendered on the server again. Renders in flight keep the instance they hold.
 */
function forgetInstancesOf(remoteName: string) {
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? [];
  for (let i = instances.length - 1; i >= 0; i--) if (instances[i]!.options.name === remoteName) instances.splice(i, 1);
}

/**
 * The host's log, each line once per worker: a broken module fails on every render of its pages,
 * and its release is in the message, so a redeploy that still fails is logged again.
 */
function onceEach(log: SsrHost['log']): SsrHost['log'] {
  if (!log) return undefined;
  const logged = new Set<string>();
  return (entry: SsrLogEntry) => {
    const key = `${entry.message}\n${entry.error?.split('\n')[0] ?? ''}`;
    if (logged.has(key)) return;
    logged.add(key);
    log(entry);
  };
}

async function preload(ids: string[]): Promise<void> {
  await Promise.allSettled(ids.map(loadRemoteModule));
}

export function createRenderer(host: SsrHost): SsrRenderer {
  // The kit's request helper asks for '/api/...': the host's fetch answers those from the API.
  globalThis.fetch = host.fetch;
  configureApiBase(host.apiUrl);
  registerRemotes(host.remotes.map(({ name, entry }) => ({ name, entry })));

  const log = onceEach(host.log);
  const render = (request: SsrRequest) => renderPage(request, { load: loadRemoteModule, shellBuild: SHELL_BUILD, log });
  return {
    render,
    async refresh(remoteName) {
      const remote = host.remotes.find((r) => r.name === remoteName);
      if (!remote) return;
      forgetInstancesOf(remote.name);
      registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
      await preload(PUBLIC_MODULES.filter((id) => remoteNameOf(id) === remoteName));
    },
    async warm() {
      await preload(PUBLIC_MODULES);
      // Any instant will do: the warm-up's page is thrown away.
      await render({ url: '/', theme: 'light', budgetMs: WARM_BUDGET_MS, now: new Date().toISOString(), initial: { settings: null, pages: null } });
    },
  };
}
