/**
 * The site map (spec §2) as plain data: every route once, with what the shell, the API and the
 * remotes need to know about it. The shell builds its routes, menu, breadcrumbs and footer from
 * it; the API its first view, head tags, sitemap.xml and 404s; each remote its standalone harness
 * and its links (`pathTo`). A new page is a row here, a component and an expose (README).
 *
 * Row order is menu order. Paths use React Router's syntax (`:id` a segment, `:name?` optional).
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
}

const page = (path: string, remote: RemoteId, expose: string, name: string, pageName: string, menu?: true | string): SiteRouteData => ({
  path,
  remote,
  expose,
  name,
  kind: 'page',
  page: pageName,
  crumb: 'name',
  ...(menu ? { menu } : {}),
});

export const ROUTES = {
  home: { path: '/', name: 'Home', kind: 'page', page: 'index', crumb: 'name', menu: true },
  agenda: { ...page('/agenda', 'mf-agenda', 'AgendaPage', 'Agenda', 'agenda', true), kind: 'list' },
  event: { path: '/evenement/:id', remote: 'mf-agenda', expose: 'EventPage', name: 'Evenement', kind: 'detail', record: 'event', crumb: 'title' },
  congregation: page('/gemeente', 'mf-community', 'CongregationPage', 'Gemeente', 'municipality', true),
  churchCouncil: page('/gemeente/kerkenraad', 'mf-community', 'ChurchCouncilPage', 'Kerkenraad', 'municipality-church-council', 'congregation'),
  pastoralTeam: { ...page('/gemeente/pastoraal-team', 'mf-community', 'PastoralTeamPage', 'Pastoraal team', 'municipality-pastors', 'congregation'), kind: 'list' },
  // The name segment is optional: the page replaces it with the canonical one.
  pastor: { path: '/gemeente/pastoraal-team/:id/:name?', remote: 'mf-community', expose: 'PastorPage', name: 'Pastoraal teamlid', kind: 'detail', record: 'pastor', crumb: 'title' },
  kerkrentmeesters: page('/gemeente/college-van-kerkrentmeesters-cvk', 'mf-community', 'KerkrentmeestersPage', 'College van kerkrentmeesters', 'municipality-cvk', 'congregation'),
  deacons: page('/gemeente/college-van-diakenen-cvd', 'mf-community', 'DeaconsPage', 'College van diakenen', 'municipality-cvd', 'congregation'),
  professionalWork: page('/gemeente/beroepswerk-2025', 'mf-community', 'ProfessionalWorkPage', 'Beroepswerk 2025', 'municipality-professional-work-2025', 'congregation'),
  taskGroups: { ...page('/gemeente/taakgroepen', 'mf-community', 'TaskGroupsPage', 'Taakgroepen', 'municipality-task-group', 'congregation'), kind: 'list' },
  // Any slug routes here; one that is not in TASK_GROUPS answers 404. The groups sit below `taskGroups` in the menu.
  taskGroup: { path: '/gemeente/taakgroepen/:slug', remote: 'mf-community', expose: 'TaskGroupPage', name: 'Taakgroep', kind: 'detail', record: 'task-group', crumb: 'task-group', menu: 'taskGroups' },
  churches: { ...page('/onze-kerken', 'mf-community', 'ChurchesPage', 'Onze kerken', 'churches', true), kind: 'list' },
  anbi: page('/anbi', 'mf-content', 'AnbiPage', 'ANBI', 'anbi', true),
  news: { ...page('/nieuws', 'mf-content', 'NewsPage', 'Nieuws', 'news'), kind: 'list' },
  newsArticle: { path: '/nieuws/:id', remote: 'mf-content', expose: 'NewsArticlePage', name: 'Nieuwsbericht', kind: 'detail', record: 'news', crumb: 'title' },
  services: { ...page('/diensten', 'mf-content', 'ServicesPage', 'Diensten', 'services'), kind: 'list' },
  service: { path: '/diensten/:id', remote: 'mf-content', expose: 'ServiceDetailPage', name: 'Dienst', kind: 'detail', record: 'service', crumb: 'title' },
  stroom: page('/stroom', 'mf-content', 'StroomPage', 'Stroom', 'book'),
  zijstroom: page('/zijstroom', 'mf-content', 'ZijstroomPage', 'Zijstroom', 'paper'),
  // No page-store page: its title is its name.
  search: { path: '/zoeken', remote: 'mf-content', expose: 'SearchPage', name: 'Zoeken', kind: 'list', crumb: 'name' },
  privacy: page('/privacy', 'mf-content', 'PrivacyPage', 'Privacy', 'privacy'),
  accessibility: page('/toegankelijkheid', 'mf-content', 'AccessibilityPage', 'Toegankelijkheid', 'accessibility'),
  confidants: page('/vertrouwenspersonen', 'mf-community', 'ConfidantsPage', 'Vertrouwenspersonen', 'confidants'),
  contact: page('/contact', 'mf-contact', 'ContactPage', 'Contact', 'contact'),
} as const satisfies Record<string, SiteRouteData>;

export type RouteId = keyof typeof ROUTES;

/** The seven task groups (spec §2) in menu order: the slug under /gemeente/taakgroepen/, the page-store page, the name. */
export const TASK_GROUPS = [
  { slug: 'taakgroep-duurzaamheid', page: 'sustainability', name: 'Duurzaamheid' },
  { slug: 'taakgroep-eredienst', page: 'worship', name: 'Eredienst' },
  { slug: 'taakgroep-youth', page: 'youth', name: 'Jeugd' },
  { slug: 'taakgroep-kunst-in-de-kerk', page: 'art', name: 'Kunst in de kerk' },
  { slug: 'taakgroep-pastoraat', page: 'pastoral', name: 'Pastoraat' },
  { slug: 'taakgroep-pr-en-communicatie', page: 'communication', name: 'PR en communicatie' },
  { slug: 'taakgroep-vos', page: 'vos', name: 'VOS' },
] as const;

export type TaskGroup = (typeof TASK_GROUPS)[number];

/**
 * The home page's sections in the spec's order (§1), each an exposed widget in its own boundary
 * (a dead remote hides only its section), with the height kept free while it loads.
 */
export const HOME_WIDGETS = [
  { key: 'services', remote: 'mf-content', expose: 'ServicesWidget', minHeight: '18rem' },
  { key: 'events', remote: 'mf-agenda', expose: 'EventsWidget', minHeight: '18rem' },
  { key: 'news', remote: 'mf-content', expose: 'NewsWidget', minHeight: '18rem' },
  { key: 'streams', remote: 'mf-content', expose: 'StreamsWidget', minHeight: '14rem' },
  { key: 'publications', remote: 'mf-content', expose: 'PublicationsWidget', minHeight: '12rem' },
  { key: 'booklet', remote: 'mf-content', expose: 'BookletWidget', minHeight: '8rem' },
  { key: 'pastors', remote: 'mf-community', expose: 'PastoralTeamWidget', minHeight: '16rem' },
] as const satisfies readonly { key: string; remote: RemoteId; expose: string; minHeight: string }[];

/** The footer's "Snel naar" links (spec §2), in order; `label` where it differs from the name. */
export const FOOTER_LINKS: readonly ({ route: RouteId; label?: string } | { taskGroup: TaskGroup['slug'] })[] = [
  { route: 'stroom' },
  { route: 'zijstroom' },
  { route: 'churches' },
  { taskGroup: 'taakgroep-youth' },
  { route: 'confidants' },
  { route: 'news' },
  { route: 'contact' },
  { route: 'privacy' },
  { route: 'congregation', label: 'Onze gemeente' },
  { route: 'accessibility' },
];
