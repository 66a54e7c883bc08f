/**
 * Notices deploys while the API runs, so nothing restarts:
 * - a remote's new manifest (the mtime of dist/<id>/mf-manifest.json when the API serves it, as the
 *   page cache does; otherwise its URL, polled by ETag or body hash) → `refresh(name)` in the worker;
 * - a new shell server bundle (ssr.js's mtime, or its URL's ETag or body hash) → a new worker generation.
 * URLs are polled every 2 s, one fetch at a time; local files also on every page request (`check`).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';

import type { SsrRemoteEntry } from '../remotes';
import type { BundleSource } from './ssr-worker';

export const POLL_MS = 2000;
const FETCH_TIMEOUT_MS = 3000;

export interface WatchTarget {
  onBundle(bundle: BundleSource | null): void;
  onRemote(name: string): void;
  log(message: string, error?: string): void;
}

const mtimeOf = (file: string) => {
  try {
    return String(fs.statSync(file).mtimeMs);
  } catch {
    return '';
  }
};

/** A URL's version: its ETag, or the hash of its body; null when it cannot be read. Keeps the body for ssr.js. */
async function urlVersion(url: string, previous: { etag?: string } | undefined) {
  const headers: Record<string, string> = previous?.etag ? { 'if-none-match': previous.etag } : {};
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // A static server's SPA fallback (index.html for any path) is not a bundle or a manifest.
  if (response.headers.get('content-type')?.includes('text/html')) throw new Error(`${url} answered an HTML page`);
  const body = await response.text();
  const etag = response.headers.get('etag') ?? undefined;
  return { etag, version: createHash('sha256').update(body).digest('base64url').slice(0, 16), body };
}

export function createRemoteWatch(bundle: { file: string } | { url: string }, remotes: SsrRemoteEntry[], target: WatchTarget) {
  const versions = new Map<string, string>();
  const etags = new Map<string, string | undefined>();
  let bundleVersion = '';
  let polling: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  /** Records a new version of `key`; true when it changed after having been seen before. */
  const changed = (key: string, version: string) => {
    const before = versions.get(key);
    versions.set(key, version);
    return before !== undefined && before !== version;
  };

  function checkFiles() {
    if ('file' in bundle) {
      const version = mtimeOf(bundle.file);
      // A bundle that disappears (a rebuild in progress) keeps the running generation.
      if (version && version !== bundleVersion) {
        bundleVersion = version;
        target.onBundle({ file: bundle.file });
      }
    }
    for (const remote of remotes) if (remote.file && changed(remote.name, mtimeOf(remote.file))) target.onRemote(remote.name);
  }

  async function pollUrl(key: string, url: string, onChange: (body: string) => void) {
    try {
      const next = await urlVersion(url, { etag: etags.get(key) });
      if (!next) return;
      etags.set(key, next.etag);
      if (versions.get(key) !== next.version) onChange(next.body);
      versions.set(key, next.version);
    } catch (error) {
      if (versions.get(key) !== 'unreachable') target.log(`SSR: ${url} could not be read`, String(error));
      versions.set(key, 'unreachable');
    }
  }

  async function poll() {
    checkFiles();
    if ('url' in bundle) await pollUrl('ssr.js', bundle.url, (code) => target.onBundle({ code, filename: bundle.url }));
    for (const remote of remotes) {
      if (remote.file) continue;
      const seen = versions.has(remote.name);
      await pollUrl(remote.name, remote.entry, () => seen && target.onRemote(remote.name));
    }
  }

  return {
    /** Starts watching: the first look loads the bundle (a URL bundle once its first fetch is done). */
    start(): Promise<void> {
      polling = poll().finally(() => (polling = null));
      const first = polling;
      timer = setInterval(() => {
        polling ??= poll().finally(() => (polling = null));
      }, POLL_MS).unref();
      return first;
    },
    /** The local files' check (a stat each), cheap enough for every page request. */
    check: checkFiles,
    /** Every remote's version and the bundle's, for the page cache's key. */
    version: () => [bundleVersion || versions.get('ssr.js'), ...remotes.map((r) => versions.get(r.name) ?? '')].join(':'),
    stop() {
      clearInterval(timer);
    },
  };
}

export type RemoteWatch = ReturnType<typeof createRemoteWatch>;
