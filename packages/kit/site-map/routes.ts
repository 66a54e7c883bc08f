/**
 * The site map (spec §2) as plain data: every route once, with what the shell, the API and the
 * remotes need to know about it. The shell builds its routes, menu, breadcrumbs and footer from
 * it; the API its head tags, sitemap.xml and 404s, and seeds an editable page for a row
 * whose page-store page does not exist yet; each remote its standalone harness and its links
 * (`pathTo`). A text page is one row here (`content(…)`, rendered by mf-content's ContentPage);
 * a page with a component of its own is a row, the component and its expose (README).
 *
 * Row order is menu order. Paths use React Router's syntax (`:id` a segment, `:name?` optional,
 * a trailing `/*` for an app that routes the paths below its own itself).
 */
/** A remote's id, one of the federation contract's REMOTES (`@kerk/kit/federation`; a test keeps them one). */
export type RemoteId = string;

/** page: one text page; list: a list of records; detail: one record, named by the path. */
export type RouteKind = 'page' | 'list' | 'detail';

/** The record behind a detail path (an unknown one answers 404). */
export type RecordKind = 'news' | 'service' | 'event' | 'pastor' | 'task-group' | 'newsletter';

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
  /**
   * Menu placement: `true` in the main menu, a route id to sit below that route (below its menu
   * item, when it has one, and among the cards of its overview: `sectionLinks`).
   */
  menu?: true | string;
  /** The page in a sentence: its card on the overview of its section. */
  summary?: string;
  /** Further pages the overview of this route shows cards of, after the pages below it. */
  related?: readonly string[];
  /**
   * Not for search engines: left out of sitemap.xml and answered with `robots noindex` (the
   * editing app). Such a route is never in the menu.
   */
  noindex?: true;
  /**
   * Rendered in the browser only, never on the server (the editing app: a signed-in app with
   * nothing for a visitor without JavaScript). Every other route, `noindex` ones too (the pages
   * behind a mail's links, whose buttons must work without JavaScript), is rendered on the server.
   */
  browserOnly?: true;
  /**
   * Its RSS feed, as a path of the API (`/zijstroom.rss` → `<API_URL>/zijstroom.rss`): the server
   * serves it there and names it in the page's head (`<link rel="alternate">`).
   */
  feed?: { path: string; title: string };
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

/** The expose of mf-content that renders any text page: the page-store page its route names. */
export const CONTENT_PAGE = 'ContentPage';

/**
 * A text page: the page-store page's title, intro and content, rendered by mf-content's ContentPage,
 * so the row is all it takes (the API seeds the page, empty, for the editors to write). The path
 * has no params; `summary` is its card on its section's overview.
 */
const content = (path: string, name: string, pageName: string, options: { menu?: true | string; summary?: string } = {}): SiteRouteData => ({
  ...page('page', path, 'mf-content', CONTENT_PAGE, name, pageName, options.menu),
  ...(options.summary ? { summary: options.summary } : {}),
});

/** One record, named by the path (`P` keeps the path's params for `pathTo`); its breadcrumb is the title its page sets. */
const detail = <P extends string>(path: P, remote: RemoteId, expose: string, name: string, record: RecordKind) =>
  ({ path, remote, expose, name, kind: 'detail', record, crumb: 'title' }) as const;

export const ROUTES = {
  home: { path: '/', name: 'Home', kind: 'page', page: 'index', crumb: 'name', menu: true },
  agenda: page('list', '/agenda', 'mf-agenda', 'AgendaPage', 'Agenda', 'agenda', true),
  event: detail('/evenement/:id', 'mf-agenda', 'EventPage', 'Evenement', 'event'),
  congregation: { ...page('page', '/gemeente', 'mf-community', 'CongregationPage', 'Gemeente', 'municipality', true), related: ['churches', 'confidants'] },
  churchCouncil: {
    ...page('page', '/gemeente/kerkenraad', 'mf-community', 'ChurchCouncilPage', 'Kerkenraad', 'municipality-church-council', 'congregation'),
    summary: 'Geeft leiding aan de gemeente en neemt de grote besluiten: over de diensten, het beleid en de begroting.',
  },
  pastoralTeam: {
    ...page('list', '/gemeente/pastoraal-team', 'mf-community', 'PastoralTeamPage', 'Pastoraal team', 'municipality-pastors', 'congregation'),
    summary: 'Onze predikanten, kerkelijk werker en pastoraal medewerker: voor de diensten, een bezoek of een gesprek.',
  },
  // The name segment is optional: the page replaces it with the canonical one.
  pastor: detail('/gemeente/pastoraal-team/:id/:name?', 'mf-community', 'PastorPage', 'Pastoraal teamlid', 'pastor'),
  kerkrentmeesters: {
    ...page('page', '/gemeente/college-van-kerkrentmeesters-cvk', 'mf-community', 'KerkrentmeestersPage', 'College van kerkrentmeesters', 'municipality-cvk', 'congregation'),
    summary: 'Beheert de kerkgebouwen, de financiën, de ledenadministratie en de zaalverhuur.',
  },
  deacons: {
    ...page('page', '/gemeente/college-van-diakenen-cvd', 'mf-community', 'DeaconsPage', 'College van diakenen', 'municipality-cvd', 'congregation'),
    summary: 'Helpt mensen in nood, in onze dorpen en ver weg, en verzorgt de collecten.',
  },
  professionalWork: {
    ...page('page', '/gemeente/beroepswerk-2025', 'mf-community', 'ProfessionalWorkPage', 'Beroepswerk 2025', 'municipality-professional-work-2025', 'congregation'),
    summary: 'Hoe het werk van predikanten en kerkelijk werker na 2025 is ingericht, en hoe de beroeping verloopt.',
  },
  giving: {
    ...page('list', '/geven', 'mf-community', 'GivingPage', 'Geven', 'giving', 'congregation'),
    summary: 'Geven aan de collectedoelen met de app van uw bank: scan de QR-code of gebruik het rekeningnummer.',
  },
  // One purpose for the liturgy and the beamer (`?doel=<id>&dag=<YYYY-MM-DD>`); not for search engines, no page-store page.
  givingPrint: { path: '/geven/afdrukken', remote: 'mf-community', expose: 'GivingPrintPage', name: 'Afdrukken', kind: 'list', crumb: 'name', noindex: true },
  taskGroups: {
    ...page('list', '/gemeente/taakgroepen', 'mf-community', 'TaskGroupsPage', 'Taakgroepen', 'municipality-task-group', 'congregation'),
    summary: 'Zeven groepen vrijwilligers, van eredienst en jeugdwerk tot duurzaamheid en kunst. Doe mee!',
  },
  // Any slug routes here; one that is not in TASK_GROUPS answers 404. The groups sit below `taskGroups` in the menu.
  taskGroup: { ...detail('/gemeente/taakgroepen/:slug', 'mf-community', 'TaskGroupPage', 'Taakgroep', 'task-group'), crumb: 'task-group', menu: 'taskGroups' },
  churches: {
    ...page('list', '/onze-kerken', 'mf-community', 'ChurchesPage', 'Onze kerken', 'churches', true),
    summary: 'Onze zeven kerken: adressen, toegankelijkheid en de eerstvolgende dienst.',
  },
  anbi: page('page', '/anbi', 'mf-content', 'AnbiPage', 'ANBI', 'anbi', true),
  news: page('list', '/nieuws', 'mf-content', 'NewsPage', 'Nieuws', 'news'),
  newsArticle: detail('/nieuws/:id', 'mf-content', 'NewsArticlePage', 'Nieuwsbericht', 'news'),
  services: page('list', '/diensten', 'mf-content', 'ServicesPage', 'Diensten', 'services'),
  service: detail('/diensten/:id', 'mf-content', 'ServiceDetailPage', 'Dienst', 'service'),
  stroom: content('/stroom', 'Stroom', 'book'),
  // Zijstroom (issue 33): its page-store text, the sign-up form and the archive of sent issues.
  zijstroom: { ...page('list', '/zijstroom', 'mf-content', 'ZijstroomPage', 'Zijstroom', 'paper'), feed: { path: '/zijstroom.rss', title: 'Zijstroom' } },
  // Where the confirmation link and the unsubscribe link of a mail lead: not for search engines.
  zijstroomConfirmed: { path: '/zijstroom/bevestigd', remote: 'mf-content', expose: 'ZijstroomConfirmedPage', name: 'Aanmelding bevestigd', kind: 'page', crumb: 'name', noindex: true },
  zijstroomUnsubscribe: { path: '/zijstroom/afmelden', remote: 'mf-content', expose: 'ZijstroomUnsubscribePage', name: 'Afmelden', kind: 'page', crumb: 'name', noindex: true },
  // The cancel link of a sign-up's confirmation mail (issue 43): a button, not the visit, cancels.
  registrationCancel: { path: '/afmelden', remote: 'mf-content', expose: 'RegistrationCancelPage', name: 'Afmelden', kind: 'page', crumb: 'name', noindex: true },
  zijstroomIssue: detail('/zijstroom/:id', 'mf-content', 'ZijstroomIssuePage', 'Zijstroom', 'newsletter'),
  // No page-store page: its title is its name.
  search: { path: '/zoeken', remote: 'mf-content', expose: 'SearchPage', name: 'Zoeken', kind: 'list', crumb: 'name' },
  privacy: content('/privacy', 'Privacy', 'privacy'),
  accessibility: content('/toegankelijkheid', 'Toegankelijkheid', 'accessibility'),
  confidants: {
    ...page('page', '/vertrouwenspersonen', 'mf-community', 'ConfidantsPage', 'Vertrouwenspersonen', 'confidants'),
    summary: 'Is iemand in de gemeente over uw grenzen gegaan? Hier vindt u een luisterend oor, in vertrouwen.',
  },
  contact: page('page', '/contact', 'mf-contact', 'ContactPage', 'Contact', 'contact'),
  churchOffice: content('/contact/kerkelijk-bureau', 'Kerkelijk bureau', 'church-office', {
    menu: 'contact',
    summary: 'Voor de ledenadministratie: een verhuizing doorgeven, een attestatie aanvragen of uw gegevens laten aanpassen.',
  }),
  // The editing app for volunteers (issue 15): its own sub-routes below /beheer, never indexed, not in the menu.
  beheer: { path: '/beheer/*', remote: 'mf-beheer', expose: 'BeheerApp', name: 'Beheer', kind: 'page', crumb: 'name', noindex: true, browserOnly: true },
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

/** The home page's four top tasks, under the next service: a tile each, its link from the route. */
export const TOP_TASKS = [
  { route: 'services', title: 'Kerkdiensten', text: 'Wanneer en waar, wie er voorgaat, en online meekijken.' },
  { route: 'agenda', title: 'Agenda', text: 'Bijeenkomsten, koren, koffie en andere activiteiten.' },
  { route: 'churches', title: 'Onze kerken', text: 'Zeven kerken: adressen, toegankelijkheid en route.' },
  { route: 'contact', title: 'Contact', text: 'Een vraag, een gesprek of hulp nodig? Wij helpen u graag.' },
] as const satisfies readonly { route: RouteId; title: string; text: string }[];

/**
 * The home page's sections in the spec's order (§1), each an exposed widget in its own boundary
 * (a dead remote hides only its section), with the height kept free while it loads.
 */
const widget = (key: string, remote: RemoteId, expose: string, minHeight: string) => ({ key, remote, expose, minHeight });

export const HOME_WIDGETS = [
  // The top of the page (the shell shows the top tasks under it): the next service, large.
  widget('nextService', 'mf-content', 'NextServiceWidget', '20rem'),
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
  'giving',
  'contact',
  'privacy',
  { route: 'congregation', label: 'Onze gemeente' },
  'accessibility',
];
