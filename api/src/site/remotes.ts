/**
 * /remotes.json: the run-time wiring of the composed site. The shell reads it before loading any
 * remote, so a deploy can point a remote (or the API) elsewhere without rebuilding the shell.
 */
import path from 'node:path';

import { federationName, REMOTES } from '@kerk/kit/federation';

import type { AppConfig, RemoteId } from '../plugins/external/env';

export interface RemoteEntry {
  id: RemoteId;
  /** Module-federation container name: the id with underscores (JS identifier rules). */
  name: string;
  /** Manifest URL (mf-manifest.json) the shell hands to the federation runtime. */
  entry: string;
}

export interface RemotesManifest {
  apiUrl: string;
  remotes: RemoteEntry[];
}

export function remotesManifest(config: Pick<AppConfig, 'apiUrl' | 'remoteUrls'>): RemotesManifest {
  return {
    apiUrl: config.apiUrl,
    remotes: REMOTES.map((id) => ({
      id,
      name: federationName(id),
      entry: config.remoteUrls[id] ?? `/${id}/mf-manifest.json`,
    })),
  };
}

export const remotesManifestSchema = {
  // Part of the site, not of the API: kept out of /api/docs.
  hide: true,
  response: {
    200: {
      type: 'object',
      required: ['apiUrl', 'remotes'],
      properties: {
        apiUrl: { type: 'string' },
        remotes: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'name', 'entry'],
            properties: { id: { type: 'string' }, name: { type: 'string' }, entry: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

/** A remote as the SSR worker loads it: an absolute manifest URL the API itself can reach. */
export interface SsrRemoteEntry extends RemoteEntry {
  /** The manifest file in WEB_ROOT when the API serves this remote itself (watched by mtime), else null (polled by URL). */
  file: string | null;
}

/**
 * The remotes for the SSR worker: REMOTE_<NAME>_SSR_URL, else an absolute REMOTE_<NAME>_URL, else
 * the API's own copy through the loopback (`npm start` serves every dist itself).
 */
export function ssrRemotes(config: Pick<AppConfig, 'apiUrl' | 'remoteUrls' | 'remoteSsrUrls' | 'port' | 'webRoot'>): SsrRemoteEntry[] {
  const self = `http://127.0.0.1:${config.port}`;
  return remotesManifest(config).remotes.map((remote) => {
    const own = config.remoteSsrUrls[remote.id] ?? config.remoteUrls[remote.id];
    const entry = own && URL.canParse(own) ? own : new URL(remote.entry, self).href;
    const file = own ? null : path.join(config.webRoot, remote.id, 'dist', 'mf-manifest.json');
    return { ...remote, entry, file };
  });
}
