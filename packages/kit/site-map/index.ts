/**
 * The site map and what is read from it, the same in the browser and on the server: a typed path
 * builder (`pathTo`), React Router's own matcher over the routes (`matchSiteRoute`), the
 * breadcrumbs (spec §2), the menu and the footer links.
 */
import { matchRoutes } from 'react-router';

import { CONTENT_PAGE, FOOTER_LINKS, HOME_WIDGETS, ROUTES, TASK_GROUPS, TOP_TASKS, type RouteId, type SiteRouteData, type TaskGroup } from './routes';

export { CONTENT_PAGE, FOOTER_LINKS, HOME_WIDGETS, ROUTES, TASK_GROUPS, TOP_TASKS };
export type { RecordKind, RemoteId, RouteId, RouteKind, SiteRouteData, TaskGroup } from './routes';

export interface SiteRoute extends SiteRouteData {
  id: RouteId;
}

/** Every route, in the site map's order (menu order). */
export const SITE_ROUTES: SiteRoute[] = (Object.keys(ROUTES) as RouteId[]).map((id) => ({ id, ...ROUTES[id] }));

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Segments<Head> | Segments<Tail> : P;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;
type ParamValue = string | number;
type ParamsOfPath<P extends string> = { [N in RequiredParam<Segments<P>>]: ParamValue } & { [N in OptionalParam<Segments<P>>]?: ParamValue };
type PathParams<K extends RouteId> = ParamsOfPath<(typeof ROUTES)[K]['path']>;

/**
 * `pathTo('newsArticle', { id: 12 })`: the path of a route, its params filled in and encoded (an
 * optional one left out when not given). The types demand every required param, so this needs none
 * of React Router's `generatePath` checks and warnings, which would cost every page a quarter KB.
 */
export function pathTo<K extends RouteId>(id: K, ...params: keyof PathParams<K> extends never ? [] : [PathParams<K>]): string {
  const values: Record<string, ParamValue | undefined> = params[0] ?? {};
  return basePathOf(ROUTES[id].path).replace(/\/:(\w+)\??/g, (_, key: string) => (values[key] === undefined ? '' : `/${encodeURIComponent(values[key])}`));
}

/** A path without its trailing splat: `/beheer/*` → `/beheer`, the app's own address (and canonical path). */
export const basePathOf = (path: string): string => path.replace(/\/\*$/, '') || '/';

/** The path of a task group's page. */
export const taskGroupPath = (slug: TaskGroup['slug']): string => pathTo('taskGroup', { slug });

export const taskGroupOf = (slug: string | undefined): TaskGroup | undefined => TASK_GROUPS.find((group) => group.slug === slug);

/** A remote's federation name: its id with `_` (a JS identifier), `mf-content` → `mf_content`. */
export const federationNameOf = (remote: string): string => remote.replace(/-/g, '_');

/** `mf_content/NewsPage`: the id the shell loads an exposed module by. */
export const moduleIdOf = ({ remote, expose }: { remote?: string; expose?: string }): string => `${federationNameOf(remote!)}/${expose!}`;

/** The exposed modules that render a route: its own, or on the home page the widgets'. */
export const modulesOf = (route: SiteRoute): string[] => (route.remote ? [moduleIdOf(route)] : route.id === 'home' ? HOME_WIDGETS.map(moduleIdOf) : []);

/**
 * The modules a server-rendered route needs before it hydrates: the browser preloads them and the
 * page hints them. The home widgets are left out: each hydrates on demand, near the viewport or on
 * touch (the shell's HydrateWhen), so their scripts are not part of the first load.
 */
export const eagerModulesOf = (route: SiteRoute): string[] => (route.id === 'home' ? [] : modulesOf(route));

export interface SiteRouteMatch {
  route: SiteRoute;
  params: Record<string, string | undefined>;
}

const MATCHABLE = SITE_ROUTES.map((route) => ({ path: route.path, handle: route }));

/** The route of a pathname, by React Router's own ranking and matching (as the shell's <Routes>), or null. */
export function matchSiteRoute(pathname: string): SiteRouteMatch | null {
  const match = matchRoutes(MATCHABLE, pathname)?.[0];
  return match ? { route: match.route.handle, params: match.params } : null;
}

export interface Crumb {
  title: string;
  to?: string;
}

/** A path prefix that is no page of its own (the event detail's first segment) is titled by the route below it. */
const sectionName = (prefix: string): string | undefined => SITE_ROUTES.find((route) => route.path.startsWith(`${prefix}/:`))?.name;

function crumbTitle({ route, params }: SiteRouteMatch, segment: string, title: string | null): string {
  if (route.crumb === 'task-group') return taskGroupOf(params.slug)?.name ?? segment;
  if (route.crumb === 'title') return title ?? segment;
  return route.name;
}

/**
 * Breadcrumbs of spec §2: home, then one crumb per path segment titled from its route's name; a
 * detail segment takes the title its page sets (`title`). Two segments of one route (a pastor's id
 * and name) are one crumb. Crumbs of pages link, the last one and sections without a page do not.
 */
export function crumbsOf(pathname: string, title: string | null = null): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ title: ROUTES.home.name, to: pathTo('home') }];
  let previous: SiteRoute | undefined;
  segments.forEach((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    const match = matchSiteRoute(to);
    if (match && match.route === previous) return;
    previous = match?.route;
    crumbs.push(match ? { title: crumbTitle(match, decodeURIComponent(segment), title), to } : { title: sectionName(to) ?? decodeURIComponent(segment) });
  });
  const last = crumbs.at(-1)!;
  if (crumbs.length > 1) delete last.to;
  return crumbs;
}

export interface MenuItem {
  title: string;
  to: string;
  children?: MenuItem[];
}

function menuItemsBelow(parent: RouteId | null): MenuItem[] {
  return SITE_ROUTES.filter((route) => (parent === null ? route.menu === true : route.menu === parent)).flatMap((route): MenuItem[] => {
    // A detail route in the menu lists its records: the task groups.
    if (route.kind === 'detail') return TASK_GROUPS.map((group) => ({ title: group.name, to: taskGroupPath(group.slug) }));
    const children = menuItemsBelow(route.id);
    return [{ title: route.name, to: pathTo(route.id as never), ...(children.length ? { children } : {}) }];
  });
}

/** The main menu of spec §2: its items in order, children below their parents. */
export const MENU: MenuItem[] = menuItemsBelow(null);

export interface SectionLink {
  to: string;
  title: string;
  /** The page's `summary`. */
  text: string;
}

/**
 * The cards of a section's overview page: the pages below it (its menu children, in site-map
 * order), then its `related` pages, each with its name and summary. A page added below the section
 * is on its overview without any other edit.
 */
export function sectionLinks(id: RouteId): SectionLink[] {
  const parent = ROUTES[id] as SiteRouteData;
  const below = SITE_ROUTES.filter((route) => route.menu === id && route.kind !== 'detail');
  const related = (parent.related ?? []).map((other) => SITE_ROUTES.find((route) => route.id === other)!);
  return [...below, ...related].map((route) => ({ to: pathTo(route.id as never), title: route.name, text: route.summary ?? '' }));
}

/** The footer's "Snel naar" links, in order. */
export const FOOTER: { to: string; label: string }[] = FOOTER_LINKS.map((link) => {
  if (typeof link === 'string') return { to: pathTo(link as never), label: ROUTES[link].name };
  if ('taskGroup' in link) return { to: taskGroupPath(link.taskGroup), label: taskGroupOf(link.taskGroup)!.name };
  return { to: pathTo(link.route as never), label: link.label };
});
