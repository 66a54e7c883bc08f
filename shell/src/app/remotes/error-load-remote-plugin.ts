/**
 * Module federation runtime plugin: a remote that cannot be loaded (manifest or entry down) is
 * logged once with its id and re-thrown, so the mount's error boundary shows the Dutch fallback
 * with a retry while the rest of the page keeps working.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kerk-error-load-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[shell] remote "${id}" could not be loaded (${lifecycle})`, error instanceof Error ? error.message : error);
      // No fail-over module: the runtime re-throws the original error to the boundary.
      return undefined;
    },
  };
}
