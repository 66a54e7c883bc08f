/**
 * The shell's route table: every spec path mapped to the exposed module that renders it. The
 * shell reaches remotes only through these module ids (loadRemote), never through imports.
 */
import { matchPath } from '@kerk/kit/router';

import { agendaRoutes } from './agenda-routes';
import { communityRoutes } from './community-routes';
import { contactRoutes } from './contact-routes';
import { contentRoutes } from './content-routes';
import { remoteOf, type RemoteRoute } from './route-types';

export const remoteRoutes: RemoteRoute[] = [...contentRoutes, ...agendaRoutes, ...communityRoutes, ...contactRoutes];

/** True when a path has a page (home or a remote route): breadcrumbs link only to those. */
export const hasPage = (path: string): boolean => path === '/' || remoteRoutes.some((r) => matchPath({ path: r.path, end: true }, path));

/** Remotes behind the main menu's routes, prefetched after start-up (spec §9). */
export const menuRemotes = (menuPaths: string[]): string[] =>
  [...new Set(remoteRoutes.filter((r) => menuPaths.some((p) => matchPath({ path: r.path, end: true }, p))).map((r) => remoteOf(r.module)))];

export { remoteOf, type RemoteRoute };
