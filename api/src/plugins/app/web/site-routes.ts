/**
 * The site's route table on the server: every path of the shell's route files (kept in step by
 * test/plugins/app/web/site-routes.test.ts, which reads shell/src/app/routes/*.ts) with what the
 * server needs to answer it without running the SPA: the page-store page that gives its title and
 * description, or the kind of record a detail path shows, and the federated modules to preload.
 */
import { routeNames } from '@kerk/kit/texts';

export type DetailKind = 'news' | 'service' | 'event' | 'pastor' | 'task-group';

export interface SiteRoute {
  /** Pattern in the shell's syntax: `:id` a segment, `:name?` an optional last segment. */
  path: string;
  /** Exposed modules that render the path (`mf_content/NewsPage`); home lists its widgets. */
  modules: string[];
  /** Page-store page whose metaTitle/metaDescription describe the path. */
  page?: string;
  /** Detail paths: the record behind `:id` / `:slug` (unknown → 404). */
  detail?: DetailKind;
}

/** Home sections in the shell's order (shell/src/app/home/home-widgets.ts). */
export const HOME_MODULES = [
  'mf_content/ServicesWidget',
  'mf_agenda/EventsWidget',
  'mf_content/NewsWidget',
  'mf_content/StreamsWidget',
  'mf_content/PublicationsWidget',
  'mf_content/BookletWidget',
  'mf_community/PastoralTeamWidget',
];

/** Task-group slugs under /gemeente/taakgroepen/ → their page (as mf-community's task-groups.ts). */
export const TASK_GROUP_PAGES: Record<string, string> = {
  'taakgroep-duurzaamheid': 'sustainability',
  'taakgroep-eredienst': 'worship',
  'taakgroep-youth': 'youth',
  'taakgroep-kunst-in-de-kerk': 'art',
  'taakgroep-pastoraat': 'pastoral',
  'taakgroep-pr-en-communicatie': 'communication',
  'taakgroep-vos': 'vos',
};

const route = (path: string, module: string | null, page?: string, detail?: DetailKind): SiteRoute => ({
  path,
  modules: module ? [module] : [],
  ...(page ? { page } : {}),
  ...(detail ? { detail } : {}),
});

export const SITE_ROUTES: SiteRoute[] = [
  { path: '/', modules: HOME_MODULES, page: 'index' },
  route('/anbi', 'mf_content/AnbiPage', 'anbi'),
  route('/privacy', 'mf_content/PrivacyPage', 'privacy'),
  route('/nieuws', 'mf_content/NewsPage', 'news'),
  route('/nieuws/:id', 'mf_content/NewsArticlePage', undefined, 'news'),
  route('/stroom', 'mf_content/StroomPage', 'book'),
  route('/zijstroom', 'mf_content/ZijstroomPage', 'paper'),
  route('/diensten', 'mf_content/ServicesPage', 'services'),
  route('/diensten/:id', 'mf_content/ServiceDetailPage', undefined, 'service'),
  // No page-store page: the title comes from the route name ('Zoeken').
  route('/zoeken', 'mf_content/SearchPage'),
  route('/agenda', 'mf_agenda/AgendaPage', 'agenda'),
  route('/evenement/:id', 'mf_agenda/EventPage', undefined, 'event'),
  route('/gemeente', 'mf_community/CongregationPage', 'municipality'),
  route('/gemeente/kerkenraad', 'mf_community/ChurchCouncilPage', 'municipality-church-council'),
  route('/gemeente/college-van-diakenen-cvd', 'mf_community/DeaconsPage', 'municipality-cvd'),
  route('/gemeente/college-van-kerkrentmeesters-cvk', 'mf_community/KerkrentmeestersPage', 'municipality-cvk'),
  route('/gemeente/pastoraal-team', 'mf_community/PastoralTeamPage', 'municipality-pastors'),
  route('/gemeente/pastoraal-team/:id/:name?', 'mf_community/PastorPage', undefined, 'pastor'),
  route('/gemeente/beroepswerk-2025', 'mf_community/ProfessionalWorkPage', 'municipality-professional-work-2025'),
  route('/gemeente/taakgroepen', 'mf_community/TaskGroupsPage', 'municipality-task-group'),
  route('/gemeente/taakgroepen/:slug', 'mf_community/TaskGroupPage', undefined, 'task-group'),
  route('/vertrouwenspersonen', 'mf_community/ConfidantsPage', 'confidants'),
  route('/onze-kerken', 'mf_community/ChurchesPage', 'churches'),
  route('/contact', 'mf_contact/ContactPage', 'contact'),
  route('/toegankelijkheid', 'mf_content/AccessibilityPage', 'accessibility'),
];

export interface RouteMatch {
  route: SiteRoute;
  params: Record<string, string>;
}

function matchOne(route: SiteRoute, segments: string[]): Record<string, string> | null {
  const pattern = route.path.split('/').filter(Boolean);
  const required = pattern.filter((p) => !p.endsWith('?')).length;
  if (segments.length < required || segments.length > pattern.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i];
    if (part.startsWith(':')) {
      if (segment !== undefined) params[part.replace(/^:|\?$/g, '')] = segment;
      // Like React Router's matchPath: static segments ignore case.
    } else if (segment?.toLowerCase() !== part) return null;
  }
  return params;
}

/** The route of a decoded pathname (a trailing slash is ignored), or null for an unknown path. */
export function matchRoute(pathname: string, routes: SiteRoute[] = SITE_ROUTES): RouteMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  if (pathname.includes('//')) return null;
  for (const candidate of routes) {
    const params = matchOne(candidate, segments);
    if (params) return { route: candidate, params };
  }
  return null;
}

/** The route's name as breadcrumbs show it: the title when the page store has none. */
export function routeTitle(route: SiteRoute): string {
  const last = route.path.split('/').filter((s) => s && !s.startsWith(':')).pop() ?? '';
  return routeNames[last] ?? '';
}

/** Federation name → remote id (`mf_content` → `mf-content`). */
export const remoteIdOf = (module: string): string => module.split('/')[0]!.replace(/_/g, '-');
