/**
 * Breadcrumb rules of spec §2: start with home; each path segment becomes a crumb titled from its
 * translated route name; a purely numeric segment uses the title set by the page (if any); a
 * page-supplied list replaces the computed one.
 */
import type { Crumb } from '@kerk/kit/store';
import { routeNames } from '@kerk/kit/texts';

export interface CrumbInput {
  pathname: string;
  pageTitle: string | null;
  pageCrumbs: Crumb[] | null;
  /** Paths that have a page of their own; other crumbs are not links. */
  linkable: (path: string) => boolean;
}

const humanize = (segment: string) => {
  const words = decodeURIComponent(segment).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function buildCrumbs({ pathname, pageTitle, pageCrumbs, linkable }: CrumbInput): Crumb[] {
  const home: Crumb = { title: routeNames[''] ?? 'Home', to: '/' };
  if (pageCrumbs) return [home, ...pageCrumbs];
  const segments = pathname.split('/').filter(Boolean);
  const crumbs = segments.map((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    const title = /^\d+$/.test(segment) ? (pageTitle ?? segment) : (routeNames[segment] ?? humanize(segment));
    const last = index === segments.length - 1;
    return last || !linkable(to) ? { title } : { title, to };
  });
  return [home, ...crumbs];
}
