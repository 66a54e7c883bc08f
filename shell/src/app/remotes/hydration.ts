/**
 * Whether the browser hydrates the server's HTML, and the modules it needs in hand to do so
 * (docs/server-rendering.md, Hydration). The API marks a server-rendered page `<div id="root" data-ssr="{shellBuild}">`
 * and puts `ssr: { versions, clientOnly }` into `#kerk-initial-data`. The browser hydrates only when
 * that page came from this very shell build and every module of the route it loaded is the release
 * the server rendered with; otherwise (another shell build, a remote deployed in between, a module
 * that failed to load) it renders the page anew as before, which is always safe.
 */
import { initialDataEntry } from '@kerk/kit/page';
// The matcher and a route's modules (the router's entry carries only what rendering needs).
// eslint-disable-next-line no-restricted-imports
import { eagerModulesOf, matchSiteRoute } from '@kerk/kit/site-map';

import type { GateResult } from './hydrate-when';
import { keepInHand, loadRemoteModule, remoteNameOf, type LoadedRemote, type RemoteModules, type RemoteModuleState } from './remote-modules';

/** Preloading a route's modules before hydrating waits this long at most. */
export const PRELOAD_CAP_MS = 3000;

export interface SsrInfo {
  /** The release of each remote the server rendered with (`mf_agenda` → buildVersion). */
  versions: Record<string, string>;
  /** Modules the server left to the browser (its HTML holds their fallback). */
  clientOnly: string[];
}

/** The server render's facts when #root holds this shell build's server HTML; else null. */
export function serverRender(shellBuild: string, doc: Document = document): SsrInfo | null {
  const root = doc.getElementById('root');
  if (!root || root.dataset.ssr !== shellBuild || !root.firstElementChild) return null;
  const ssr = initialDataEntry('ssr', doc) as Partial<SsrInfo> | undefined;
  if (!ssr || typeof ssr !== 'object') return null;
  return {
    versions: ssr.versions && typeof ssr.versions === 'object' ? ssr.versions : {},
    clientOnly: Array.isArray(ssr.clientOnly) ? ssr.clientOnly.filter((id): id is string => typeof id === 'string') : [],
  };
}

export interface PreloadDeps {
  load: (id: string) => Promise<LoadedRemote>;
  /** Resolves when the cap is reached; tests pass their own (no test waits on the wall clock). */
  cap: () => Promise<void>;
}

type Preloaded = { state: 'ok'; value: LoadedRemote } | { state: 'late' } | { state: 'failed' };

/**
 * Loads the route's modules the server rendered (but not those that hydrate on demand: the home
 * widgets, see `eagerModulesOf`), so `RemoteMount` renders them synchronously while
 * hydrating. A module still loading at the cap is left out: its mount loads it lazily and React
 * keeps that part's server HTML until it is in. Null when hydrating is not safe: a module failed,
 * or its release is not the one the server rendered with.
 */
export async function preloadRouteModules(pathname: string, ssr: SsrInfo, deps: PreloadDeps): Promise<RemoteModules | null> {
  const match = matchSiteRoute(pathname);
  const ids = match ? eagerModulesOf(match.route).filter((id) => !ssr.clientOnly.includes(id)) : [];
  const cap = deps.cap().then((): Preloaded => ({ state: 'late' }));
  const settled = await Promise.all(
    ids.map((id) =>
      Promise.race([
        deps.load(id).then(
          (value): Preloaded => ({ state: 'ok', value }),
          (): Preloaded => ({ state: 'failed' }),
        ),
        cap,
      ]),
    ),
  );
  const modules = new Map<string, RemoteModuleState>();
  for (const [i, result] of settled.entries()) {
    if (result.state === 'failed') return null;
    if (result.state === 'late') continue;
    const expected = ssr.versions[remoteNameOf(ids[i]!)];
    if (expected !== undefined && result.value.version !== expected) return null;
    modules.set(ids[i]!, result.value);
  }
  return { server: false, modules };
}

/** The server render being hydrated (bootstrap sets it): gated parts compare their module's release with it. */
let session: SsrInfo | null = null;

export function setHydrationSession(ssr: SsrInfo | null): void {
  session = ssr;
}

/** True when the server left this module to the browser: its HTML holds only a skeleton, so it should not wait for a touch. */
export const leftToBrowser = (id: string): boolean => session?.clientOnly.includes(id) ?? false;

/**
 * A gated part's `prepare` (HydrateWhen): loads its module and puts it in hand, so the part hydrates
 * in one go. 'anew' when the module is another release than the server rendered with, or failed to
 * load: that part is then rendered in the browser (its mount shows the retry), never hydrated wrongly.
 */
export async function prepareModule(id: string, load: (id: string) => Promise<LoadedRemote> = loadRemoteModule): Promise<GateResult> {
  let loaded: LoadedRemote;
  try {
    loaded = await load(id);
  } catch {
    return 'anew';
  }
  const expected = session?.versions[remoteNameOf(id)];
  if (expected !== undefined && loaded.version !== expected) return 'anew';
  keepInHand(id, loaded);
  return 'hydrate';
}
