/**
 * The shell's routes, read from the kit's site map: each remote route is the exposed module that
 * renders it. The shell reaches remotes only through these module ids (loadRemote), never imports.
 */
import { federationNameOf, moduleIdOf, SITE_ROUTES } from '@kerk/kit/router';

export interface RemoteRoute {
  path: string;
  /** `<federation name>/<expose>`, e.g. `mf_content/PrivacyPage`. */
  module: string;
}

export const remoteRoutes: RemoteRoute[] = SITE_ROUTES.filter((route) => route.remote).map((route) => ({ path: route.path, module: moduleIdOf(route) }));

/** Federation names of the remotes behind the main menu's routes, prefetched after start-up (spec §9). */
export const menuRemotes = (): string[] => [...new Set(SITE_ROUTES.filter((route) => route.menu && route.remote).map((route) => federationNameOf(route.remote!)))];
