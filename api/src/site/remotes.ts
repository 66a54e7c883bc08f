/**
 * /remotes.json: the run-time wiring of the composed site. The shell reads it before loading any
 * remote, so a deploy can point a remote (or the API) elsewhere without rebuilding the shell.
 */
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
