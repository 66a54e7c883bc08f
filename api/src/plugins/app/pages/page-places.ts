/**
 * What the editing app calls a page and where the public site shows it, read from the site map
 * (`@kerk/kit/site-map`): the route's name and path, a task group's name and path, or for a page
 * no route shows its own name and no path. The footer is edited as the page named `footer`.
 */
import { FOOTER_PAGE, pageEditingMessages } from '@kerk/kit/content-types';
import { SITE_ROUTES, TASK_GROUPS, basePathOf, taskGroupPath } from '@kerk/kit/site-map';

export const FOOTER = FOOTER_PAGE;
export const FOOTER_LABEL = 'Voettekst';

export interface PagePlace {
  label: string;
  path: string | null;
  /** Site-map order, so the list reads like the menu; pages no route shows come last. */
  order: number;
}

export function placeOf(name: string): PagePlace {
  if (name === FOOTER) return { label: FOOTER_LABEL, path: null, order: Number.MAX_SAFE_INTEGER };
  const index = SITE_ROUTES.findIndex((route) => route.page === name);
  const route = SITE_ROUTES[index];
  if (route) return { label: route.name, path: basePathOf(route.path), order: index };
  const group = TASK_GROUPS.findIndex((g) => g.page === name);
  const found = TASK_GROUPS[group];
  if (found) return { label: `Taakgroep ${found.name}`, path: taskGroupPath(found.slug), order: SITE_ROUTES.length + group };
  return { label: name, path: null, order: SITE_ROUTES.length + TASK_GROUPS.length };
}

/** The Dutch sentences of page editing the API answers with: the kit's, which the editing app's tests read too. */
export const editingApiMessages = pageEditingMessages;
