/**
 * The exposed modules a render already has in hand, by id (`mf_agenda/AgendaPage`). The server
 * loads a route's modules before it renders and puts them here, one map per request; `RemoteMount`
 * then renders a module directly instead of through `lazy`, so the HTML holds the remote's own
 * output. A module that failed or came too late is `clientOnly`: the server renders its fallback
 * and the browser renders it itself. Without a provider (the browser today) every mount is lazy.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

import { remoteVersionOf } from './remote-versions-plugin';

export type AnyProps = Record<string, unknown>;

export interface LoadedRemote {
  Component: ComponentType<AnyProps>;
  /** The remote's release (`buildVersion`) this component came from, when its manifest named one. */
  version?: string;
}

export type RemoteModuleState = LoadedRemote | 'clientOnly';

export interface RemoteModules {
  /** True while rendering on the server: a module not in hand is then never loaded lazily. */
  server: boolean;
  modules: ReadonlyMap<string, RemoteModuleState>;
}

const RemoteModulesContext = createContext<RemoteModules>({ server: false, modules: new Map() });

export function RemoteModulesProvider({ value, children }: { value: RemoteModules; children: ReactNode }) {
  return <RemoteModulesContext.Provider value={value}>{children}</RemoteModulesContext.Provider>;
}

/** Modules the browser loaded ahead of a part's hydration (a gated widget's `prepare`), by id. */
const inHand = new Map<string, LoadedRemote>();

/** Puts a loaded module in hand for every later render in this browser. */
export function keepInHand(id: string, loaded: LoadedRemote): void {
  inHand.set(id, loaded);
}

/** What the render knows of one module: loaded, client-only, or nothing yet (load it lazily). */
export function useRemoteModule(id: string): { server: boolean; state: RemoteModuleState | undefined } {
  const { server, modules } = useContext(RemoteModulesContext);
  return { server, state: modules.get(id) ?? (server ? undefined : inHand.get(id)) };
}

/** The federation name of a module id: `mf_agenda/AgendaPage` → `mf_agenda`. */
export const remoteNameOf = (id: string): string => id.split('/')[0]!;

/** Loads one exposed module and checks it has a component as its default export. */
export async function loadRemoteModule(id: string): Promise<LoadedRemote> {
  const mod = await loadRemote<{ default: ComponentType<AnyProps> }>(id);
  if (!mod || (typeof mod.default !== 'function' && typeof mod.default !== 'object')) {
    throw new Error(`Remote module ${id} has no default export`);
  }
  return { Component: mod.default, version: remoteVersionOf(remoteNameOf(id)) };
}
