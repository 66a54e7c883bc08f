/**
 * What the editing app calls a page and where the public site shows it, read from the site map
 * (`@kerk/kit/site-map`): the route's name and path, a task group's name and path, or for a page
 * no route shows its own name and no path. The footer is edited as the page named `footer`.
 */
import { formatDate, formatTime } from '@kerk/kit/dates';
import { SITE_ROUTES, TASK_GROUPS, basePathOf, taskGroupPath } from '@kerk/kit/site-map';

export const FOOTER = 'footer';
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

/** The Dutch sentences of page editing the API answers with. */
export const editingApiMessages = {
  notFound: 'Deze pagina bestaat niet.',
  unknownPartial: 'Dit tekstonderdeel hoort niet bij deze pagina.',
  revisionNotFound: 'Deze eerdere versie bestaat niet.',
  footerForbidden: 'Alleen een beheerder kan de voettekst wijzigen.',
  preconditionRequired: 'Er is niet meegestuurd welke versie u heeft bewerkt (If-Match). Laad de pagina opnieuw en probeer het nog eens.',
  badVersion: 'De meegestuurde versie (If-Match) is niet juist. Laad de pagina opnieuw en probeer het nog eens.',
  invalid: 'Niet alle teksten konden worden opgeslagen. Bekijk de meldingen bij de velden.',
  /** 409: who published in between, and when (Amsterdam time, as the site writes dates and times). */
  conflict: (name: string, by: string | null, at: string | null) => {
    const what = name === FOOTER ? 'De voettekst is' : 'Deze pagina is';
    const who = by ? ` door ${by}` : '';
    const when = at ? ` op ${formatDate(at, 'D MMMM YYYY')} om ${formatTime(at)}` : '';
    return `${what} intussen gewijzigd${who}${when}. Bekijk de nieuwste versie hieronder en neem uw wijzigingen daarin over.`;
  },
} as const;
