/**
 * Cache policy of the built front ends. Entry points keep a stable name across deploys, so they must
 * be revalidated every time; everything else in a dist is content-hashed and never changes. The
 * server builds (dist/server/: a remote's remoteEntry.js and manifest, the shell's ssr.js) too.
 */
import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'ssr.js', 'ssr.js.map']);

export function cacheControlFor(filePath: string): string {
  return ENTRY_FILES.has(path.basename(filePath)) ? NO_CACHE : IMMUTABLE;
}

/** `setHeaders` for @fastify/static; remotes also get CORS because a dev shell may load them cross-origin. */
export function staticHeaders(options: { cors: boolean }) {
  return (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
    res.setHeader('cache-control', cacheControlFor(filePath));
    if (options.cors) res.setHeader('access-control-allow-origin', '*');
  };
}
