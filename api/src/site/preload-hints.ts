/**
 * Preload hints for the first route: without them the browser learns of /remotes.json only after
 * the shell's script ran, of the remote's manifest only after /remotes.json, of remoteEntry.js only
 * after the manifest, and of the page's chunk only after remoteEntry.js: a four-step chain. With
 * the hints all of these start together with the shell's own script.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { RemotesManifest } from './remotes';
import type { PreloadHint } from './head-html';

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

const manifests = new Map<string, { mtimeMs: number; manifest: FederationManifest | null }>();

/** A remote's built manifest from disk, re-read when the file changes (a redeploy of that remote). */
function readManifest(file: string): FederationManifest | null {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = manifests.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: FederationManifest | null = null;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as FederationManifest;
  } catch {
    // Half-written during a deploy: no hints this time rather than wrong ones.
  }
  manifests.set(file, { mtimeMs, manifest });
  return manifest;
}

const joinUrl = (base: string, ...parts: string[]) => [base.replace(/\/+$/, ''), ...parts.filter(Boolean).map((p) => p.replace(/^\/+|\/+$/g, ''))].join('/');

/** Hints for one remote: its manifest, its remoteEntry.js and the first chunk of each module shown. */
function remoteHints(entry: string, exposes: string[], manifest: FederationManifest | null): PreloadHint[] {
  const base = entry.slice(0, entry.lastIndexOf('/'));
  const remoteEntry = manifest?.metaData?.remoteEntry;
  const hints: PreloadHint[] = [
    { href: entry, as: 'fetch', crossorigin: true },
    { href: joinUrl(base, remoteEntry?.path ?? '', remoteEntry?.name ?? 'remoteEntry.js'), as: 'script', crossorigin: false },
  ];
  for (const expose of manifest?.exposes ?? []) {
    if (!expose.name || !exposes.includes(expose.name)) continue;
    for (const file of expose.assets?.js?.sync ?? []) hints.push({ href: joinUrl(base, file), as: 'script', crossorigin: false });
  }
  return hints;
}

/**
 * Hints for the modules of a route, remote by remote. A remote served from this server's WEB_ROOT is
 * read from its dist (and skipped when it is not built, to avoid a preload that fails); one on
 * another origin gets its manifest and remoteEntry.js by convention.
 */
/** Federation name → remote id (`mf_content` → `mf-content`). */
const remoteIdOf = (module: string): string => module.split('/')[0]!.replace(/_/g, '-');

export function preloadHints(modules: string[], remotes: RemotesManifest['remotes'], webRoot: string): PreloadHint[] {
  const hints: PreloadHint[] = [{ href: '/remotes.json', as: 'fetch', crossorigin: true }];
  const ids = [...new Set(modules.map(remoteIdOf))];
  for (const id of ids) {
    const remote = remotes.find((r) => r.id === id);
    if (!remote) continue;
    const exposes = modules.filter((m) => remoteIdOf(m) === id).map((m) => m.split('/')[1]!);
    if (remote.entry !== `/${id}/mf-manifest.json`) {
      hints.push(...remoteHints(remote.entry, exposes, null));
      continue;
    }
    const manifest = readManifest(path.join(webRoot, id, 'dist', 'mf-manifest.json'));
    if (manifest) hints.push(...remoteHints(remote.entry, exposes, manifest));
  }
  // Modules that share a chunk (the home widgets do) name it once each.
  return hints.filter((hint, i) => hints.findIndex((h) => h.href === hint.href) === i);
}
