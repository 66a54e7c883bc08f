/**
 * Spec §9: one second after start, when the browser is idle, fetch the entries of the remotes
 * behind the menu's routes, so the first click does not wait for a manifest and remoteEntry.js.
 * Only the entries: every page's own chunk up front would cost some twenty requests on the home
 * page (speed budget ≤ 25), for pages most visitors never open.
 */
import { preloadRemote } from '@module-federation/enhanced/runtime';

export const PREFETCH_DELAY_MS = 1000;

/** Asset filter that keeps none of an expose's chunks: the remote entry is preloaded regardless. */
export const entryOnly = (): boolean => false;

export function schedulePrefetch(remoteNames: string[]): () => void {
  const idle = (cb: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(cb, { timeout: 2000 }) : setTimeout(cb, 0);
  const timer = window.setTimeout(() => {
    idle(() => {
      preloadRemote(remoteNames.map((nameOrAlias) => ({ nameOrAlias, resourceCategory: 'sync' as const, filter: entryOnly }))).catch((error: unknown) =>
        console.warn('[shell] prefetch of remote entries failed', error),
      );
    });
  }, PREFETCH_DELAY_MS);
  return () => window.clearTimeout(timer);
}
