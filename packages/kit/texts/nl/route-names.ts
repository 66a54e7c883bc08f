import { SITE_ROUTES, TASK_GROUPS } from '../../site-map';

const lastSegment = (path: string) => path.split('/').filter((segment) => segment && !segment.startsWith(':') && segment !== '*').pop() ?? '';

/**
 * @deprecated Kit 0.2's page names by path segment, kept for remotes built against 0.2 until the
 * next breaking release (0.4): read a page's name from the site map (`ROUTES.news.name`). Derived
 * from it, a list or page's name winning over its detail's.
 */
export const routeNames: Record<string, string> = Object.fromEntries([
  ...SITE_ROUTES.filter((route) => route.kind === 'detail').map((route) => [lastSegment(route.path), route.name]),
  ...SITE_ROUTES.filter((route) => route.kind !== 'detail').map((route) => [lastSegment(route.path), route.name]),
  ...TASK_GROUPS.map((group) => [group.slug, group.name]),
]);
