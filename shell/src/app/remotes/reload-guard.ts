/**
 * Spec §8/§9: a failed chunk load reloads the page once; a second failure within 10 seconds shows
 * the error page instead of reloading forever (e.g. after a redeploy removed an old chunk).
 */
export const RELOAD_GUARD_MS = 10_000;
const KEY = 'chunk-reload-at';

const LOAD_FAILURE = /ChunkLoadError|Loading (CSS )?chunk|ScriptExternalLoadError|RUNTIME-00[38]|Failed to fetch dynamically imported module|Failed to (fetch|load)/i;

/** True for errors that mean "a script or manifest could not be loaded" (not a render bug). */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return LOAD_FAILURE.test(error.name) || LOAD_FAILURE.test(error.message);
}

/** Reloads when the guard allows it; answers whether a reload was started. */
export function reloadOnce(now = Date.now(), reload = () => window.location.reload()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
