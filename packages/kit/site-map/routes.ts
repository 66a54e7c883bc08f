/**
 * The site map (spec §2) as plain data: every route once, with what the shell, the API and the
 * remotes need to know about it. The shell builds its routes, menu, breadcrumbs and footer from
 * it; the API its first view, head tags, sitemap.xml and 404s; each remote its standalone harness
 * and its links (`pathTo`). A new page is a row here, a component and an expose (README).
 *
 * Row order is menu order. Paths use React Router's syntax (`:id` a segment, `:name?` optional,
 * a trailing `/*` for an app that routes the paths below its own itself).
 */
/** A remote's id, one of the federation contract's REMOTES (`@kerk/kit/federation`; a test keeps them one). */
export type RemoteId = string;

/** page: one text page; list: a list of records; detail: one record, named by the path. */
export type RouteKind = 'page' | 'list' | 'detail';

/** The record behind a detail path (an unknown one answers 404). */
export type RecordKind = 'news' | 'service' | 'event' | 'pastor' | 'task-group';

export interface SiteRouteData {
  path: string;
  /** The remote that renders it, and the module in its src/exposes/ (`NewsPage` → news-page.tsx). Home is the shell's. */
  remote?: RemoteId;
  expose?: string;
  /** The page name: menu entry, breadcrumb, and the title when the page store has none. */
  name: string;
  kind: RouteKind;
  /** The page-store page whose texts and meta describe it. */
  page?: string;
  record?: RecordKind;
  /**
   * Where its breadcrumb's title comes from: its `name`, the `title` the page sets (an article's),
   * or the task group's name.
   */
  crumb: 'name' | 'title' | 'task-group';
  /** Menu placement: `true` in the main menu, a route id to sit below that route's item. */
  menu?: true | string;
  /**
   * Not for search engines: left out of sitemap.xml and answered with `robots noindex` (the
   * editing app). Such a route is never in the menu.
   */
  noindex?: true;
}

/** A text page or a list: the page-store page gives its texts; its breadcrumb is its name. */
const page = (kind: 'page' | 'list', path: string, remote: RemoteId, expose: string, name: string, pageName: string, menu?: true | string): SiteRouteData => ({
  path,
  remote,
  expose,
  name,
  kind,
  page: pageName,
  crumb: 'name',
  ...(menu ? { menu } : {}),
});

/** One record, named by the path (`P` keeps the path's params for `pathTo`); its breadcrumb is the title its page sets. */
const detail = <P extends string>(path: P, remote: RemoteId, expose: string, name: string, record: RecordKind) =>
  ({ path, remote, expose, name, kind: 'detail', record, crumb: 'title' }) as const;

export const ROUTES = {
  home: { path: '/', name: 'Home', kind: 'page', page: 'index', crumb: 'name', menu: true },
  agenda: page('list', '/agenda', 'mf-agenda', 'AgendaPage', 'Agenda', 'agenda', true),
  event: detail('/evenement/:id', 'mf-agenda', 'EventPage', 'Evenement', 'event'),
  congregation: page('page', '/gemeente', 'mf-community', 'CongregationPage', 'Gemeente', 'municipality', true),
  churchCouncil: page('page', '/gemeente/kerkenraad', 'mf-community', 'ChurchCouncilPage', 'Kerkenraad', 'municipality-church-council', 'congregation'),
  pastoralTeam: page('list', '/gemeente/pastoraal-team', 'mf-community', 'PastoralTeamPage', 'Pastoraal team', 'municipality-pastors', 'congregation'),
  // The name segment is optional: the page replaces it with the canonical one.
  pastor: detail('/gemeente/pastoraal-team/:id/:name?', 'mf-community', 'PastorPage', 'Pastoraal teamlid', 'pastor'),
  kerkrentmeesters: page('page', '/gemeente/college-van-kerkrentmeesters-cvk', 'mf-community', 'KerkrentmeestersPage', 'College van kerkrentmeesters', 'municipality-cvk', 'congregation'),
  deacons: page('page', '/gemeente/college-van-diakenen-cvd', 'mf-community', 'DeaconsPage', 'College van diakenen', 'municipality-cvd', 'congregation'),
  professionalWork: page('page', '/gemeente/beroepswerk-2025', 'mf-community', 'ProfessionalWorkPage', 'Beroepswerk 2025', 'municipality-professional-work-2025', 'congregation'),
  taskGroups: page('list', '/gemeente/taakgroepen', 'mf-community', 'TaskGroupsPage', 'Taakgroepen', 'municipality-task-group', 'congregation'),
  // Any slug routes here; one that is not in TASK_GROUPS answers 404. The groups sit below `taskGroups` in the menu.
  taskGroup: { ...detail('/gemeente/taakgroepen/:slug', 'mf-community', 'TaskGroupPage', 'Taakgroep', 'task-group'), crumb: 'task-group', menu: 'taskGroups' },
  churches: page('list', '/onze-kerken', 'mf-community', 'ChurchesPage', 'Onze kerken', 'churches', true),
  anbi: page('page', '/anbi', 'mf-content', 'AnbiPage', 'ANBI', 'anbi', true),
  news: page('list', '/nieuws', 'mf-content', 'NewsPage', 'Nieuws', 'news'),
  newsArticle: detail('/nieuws/:id', 'mf-content', 'NewsArticlePage', 'Nieuwsbericht', 'news'),
  services: page('list', '/diensten', 'mf-content', 'ServicesPage', 'Diensten', 'services'),
  service: detail('/diensten/:id', 'mf-content', 'ServiceDetailPage', 'Dienst', 'service'),
  stroom: page('page', '/stroom', 'mf-content', 'StroomPage', 'Stroom', 'book'),
  zijstroom: page('page', '/zijstroom', 'mf-content', 'ZijstroomPage', 'Zijstroom', 'paper'),
  // No page-store page: its title is its name.
  search: { path: '/zoeken', remote: 'mf-content', expose: 'SearchPage', name: 'Zoeken', kind: 'list', crumb: 'name' },
  privacy: page('page', '/privacy', 'mf-content', 'PrivacyPage', 'Privacy', 'privacy'),
  accessibility: page('page', '/toegankelijkheid', 'mf-content', 'AccessibilityPage', 'Toegankelijkheid', 'accessibility'),
  confidants: page('page', '/vertrouwenspersonen', 'mf-community', 'ConfidantsPage', 'Vertrouwenspersonen', 'confidants'),
  contact: page('page', '/contact', 'mf-contact', 'ContactPage', 'Contact', 'contact'),
  // The editing app for volunteers (issue 15): its own sub-routes below /beheer, never indexed, not in the menu.
  beheer: { path: '/beheer/*', remote: 'mf-beheer', expose: 'BeheerApp', name: 'Beheer', kind: 'page', crumb: 'name', noindex: true },
} as const satisfies Record<string, SiteRouteData>;

export type RouteId = keyof typeof ROUTES;

/** The seven task groups (spec §2) in menu order: the slug under /gemeente/taakgroepen/, the page-store page, the name. */
const group = <S extends string>(slug: S, page: string, name: string) => ({ slug, page, name });

export const TASK_GROUPS = [
  group('taakgroep-duurzaamheid', 'sustainability', 'Duurzaamheid'),
  group('taakgroep-eredienst', 'worship', 'Eredienst'),
  group('taakgroep-youth', 'youth', 'Jeugd'),
  group('taakgroep-kunst-in-de-kerk', 'art', 'Kunst in de kerk'),
  group('taakgroep-pastoraat', 'pastoral', 'Pastoraat'),
  group('taakgroep-pr-en-communicatie', 'communication', 'PR en communicatie'),
  group('taakgroep-vos', 'vos', 'VOS'),
] as const;

export type TaskGroup = (typeof TASK_GROUPS)[number];

/**
 * The home page's sections in the spec's order (§1), each an exposed widget in its own boundary
 * (a dead remote hides only its section), with the height kept free while it loads.
 */
const widget = (key: string, remote: RemoteId, expose: string, minHeight: string) => ({ key, remote, expose, minHeight });

export const HOME_WIDGETS = [
  widget('services', 'mf-content', 'ServicesWidget', '18rem'),
  widget('events', 'mf-agenda', 'EventsWidget', '18rem'),
  widget('news', 'mf-content', 'NewsWidget', '18rem'),
  widget('streams', 'mf-content', 'StreamsWidget', '14rem'),
  widget('publications', 'mf-content', 'PublicationsWidget', '12rem'),
  widget('booklet', 'mf-content', 'BookletWidget', '8rem'),
  widget('pastors', 'mf-community', 'PastoralTeamWidget', '16rem'),
];

/** The footer's "Snel naar" links (spec §2), in order: a route (by its name, or a label of its own) or a task group. */
export const FOOTER_LINKS: readonly (RouteId | { route: RouteId; label: string } | { taskGroup: TaskGroup['slug'] })[] = [
  'stroom',
  'zijstroom',
  'churches',
  { taskGroup: 'taakgroep-youth' },
  'confidants',
  'news',
  'contact',
  'privacy',
  { route: 'congregation', label: 'Onze gemeente' },
  'accessibility',
];
