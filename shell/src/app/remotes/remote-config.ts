/**
 * Runtime composition: the shell learns its remotes from /remotes.json (served no-cache) and
 * registers each remote's manifest. A developer can point one remote elsewhere with
 * `?remote:mf-agenda=http://localhost:3002/mf-manifest.json`; the override is kept in
 * localStorage until cleared with `?remote:mf-agenda=` (empty) or `?remotes=reset`.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';

export interface RemoteEntry {
  id: string;
  name: string;
  entry: string;
}

export interface RuntimeConfig {
  apiUrl: string;
  remotes: RemoteEntry[];
}

export const OVERRIDES_KEY = 'mf-remote-overrides';
const PARAM_PREFIX = 'remote:';

function readOverrides(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(OVERRIDES_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** Reads `?remote:<id>=<url>` parameters into the stored overrides and answers the result. */
export function updateOverrides(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  let overrides = params.get('remotes') === 'reset' ? {} : readOverrides();
  params.forEach((value, key) => {
    if (!key.startsWith(PARAM_PREFIX)) return;
    const id = key.slice(PARAM_PREFIX.length);
    if (value) overrides = { ...overrides, [id]: value };
    else delete overrides[id];
  });
  try {
    if (Object.keys(overrides).length) localStorage.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
    else localStorage.removeItem(OVERRIDES_KEY);
  } catch {
    // Private mode without storage: the override then lasts for this page only.
  }
  return overrides;
}

export function applyOverrides(config: RuntimeConfig, overrides: Record<string, string>): RuntimeConfig {
  return { ...config, remotes: config.remotes.map((r) => (overrides[r.id] ? { ...r, entry: overrides[r.id]! } : r)) };
}

const FALLBACK: RuntimeConfig = { apiUrl: '/api', remotes: [] };

/** Fetches /remotes.json; on failure the shell still renders its chrome and error boundaries. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  let config = FALLBACK;
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (response.ok) config = (await response.json()) as RuntimeConfig;
    else console.warn(`[shell] /remotes.json answered ${response.status}`);
  } catch (error) {
    console.warn('[shell] /remotes.json could not be loaded', error);
  }
  return applyOverrides(config, updateOverrides(window.location.search));
}

let registered: RemoteEntry[] = [];

export function registerRuntimeRemotes(remotes: RemoteEntry[]): void {
  registered = remotes;
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/** Registers one remote again, so a retry after a failed load fetches its manifest anew. */
export function reRegisterRemote(name: string): void {
  const remote = registered.find((r) => r.name === name);
  if (remote) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

