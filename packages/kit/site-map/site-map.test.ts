import path from 'node:path';

import { CONTENT_PAGE, crumbsOf, FOOTER, HOME_WIDGETS, matchSiteRoute, MENU, moduleIdOf, pathTo, sectionLinks, SITE_ROUTES, TASK_GROUPS } from '.';

// The federation contract is plain CommonJS for webpack; its remote list is the one the site map uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REMOTES } = require('../federation') as { REMOTES: string[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exposesOf } = require('../federation/webpack') as { exposesOf: (dirname: string) => Record<string, string> };

const repoRoot = path.resolve(__dirname, '../../..');
/** What a remote's build exposes: its src/exposes/. */
const exposed = (remote: string) => Object.keys(exposesOf(path.join(repoRoot, remote)));

describe('the site map', () => {
  it('has the spec\'s routes, each path once', () => {
    const paths = SITE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBeGreaterThanOrEqual(25);
  });

  it('gives every route but home a remote of the federation contract, and an expose that remote has', () => {
    for (const route of SITE_ROUTES.filter((r) => r.id !== 'home')) {
      expect(REMOTES).toContain(route.remote);
      expect(exposed(route.remote!)).toContain(`./${route.expose}`);
    }
    for (const widget of HOME_WIDGETS) expect(exposed(widget.remote)).toContain(`./${widget.expose}`);
  });

  // A page or list without a page-store page has no texts or meta the editors can write: its title is
  // its name. That is a choice per route (a mail link's landing page, the editing app), made here.
  it('gives every detail a record, and every page and list a page-store page but those titled by their name alone', () => {
    for (const route of SITE_ROUTES.filter((r) => r.kind === 'detail')) expect(route.record).toBeTruthy();
    const withoutPage = SITE_ROUTES.filter((route) => route.kind !== 'detail' && !route.page).map((route) => route.id);
    expect(withoutPage.sort()).toEqual(['beheer', 'givingPrint', 'registrationCancel', 'search', 'zijstroomConfirmed', 'zijstroomUnsubscribe']);
  });
});

describe('text pages as data', () => {
  const textPages = SITE_ROUTES.filter((route) => route.expose === CONTENT_PAGE);

  it("renders every text page through mf-content's one ContentPage, by a path without params and a page of its own", () => {
    expect(textPages.map((route) => route.id)).toEqual(expect.arrayContaining(['stroom', 'privacy', 'accessibility', 'churchOffice']));
    for (const route of textPages) {
      expect(route).toMatchObject({ remote: 'mf-content', kind: 'page', crumb: 'name' });
      expect(route.path).not.toMatch(/[:*]/);
      expect(route.page).toBeTruthy();
    }
    const pages = SITE_ROUTES.flatMap((route) => (route.page ? [route.page] : []));
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('places the Kerkelijk bureau, one row, below Contact: its path, breadcrumbs and card', () => {
    expect(pathTo('churchOffice')).toBe('/contact/kerkelijk-bureau');
    expect(matchSiteRoute('/contact/kerkelijk-bureau')?.route).toMatchObject({ id: 'churchOffice', page: 'church-office', expose: 'ContentPage' });
    expect(crumbsOf('/contact/kerkelijk-bureau')).toEqual([{ title: 'Home', to: '/' }, { title: 'Contact', to: '/contact' }, { title: 'Kerkelijk bureau' }]);
    expect(sectionLinks('contact')).toEqual([{ to: '/contact/kerkelijk-bureau', title: 'Kerkelijk bureau', text: expect.stringContaining('ledenadministratie') }]);
  });
});

describe('sectionLinks', () => {
  it("lists Gemeente's pages in menu order, then its related pages, each with a summary", () => {
    const links = sectionLinks('congregation');
    expect(links.map((link) => link.to)).toEqual([
      '/gemeente/kerkenraad',
      '/gemeente/pastoraal-team',
      '/gemeente/college-van-kerkrentmeesters-cvk',
      '/gemeente/college-van-diakenen-cvd',
      '/gemeente/beroepswerk-2025',
      '/geven',
      '/gemeente/taakgroepen',
      '/onze-kerken',
      '/vertrouwenspersonen',
    ]);
    expect(links.map((link) => link.title)).toEqual(MENU.find((item) => item.to === '/gemeente')!.children!.map((item) => item.title).concat('Onze kerken', 'Vertrouwenspersonen'));
  });

  it('has a summary for every page a section lists', () => {
    for (const route of SITE_ROUTES) for (const link of sectionLinks(route.id)) expect(link.text.length).toBeGreaterThan(20);
  });
});

describe('pathTo', () => {
  it('fills in and encodes the params', () => {
    expect(pathTo('home')).toBe('/');
    expect(pathTo('newsArticle', { id: 12 })).toBe('/nieuws/12');
    expect(pathTo('pastor', { id: 3 })).toBe('/gemeente/pastoraal-team/3');
    expect(pathTo('pastor', { id: 3, name: 'wim kuipers' })).toBe('/gemeente/pastoraal-team/3/wim%20kuipers');
  });

  it('gives paths the matcher maps back to the same route', () => {
    expect(matchSiteRoute(pathTo('event', { id: 7 }))).toEqual({ route: expect.objectContaining({ id: 'event' }), params: { id: '7' } });
  });
});

describe('matchSiteRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/agenda/', 'agenda', {}],
    ['/Agenda', 'agenda', {}],
    ['/nieuws/12', 'newsArticle', { id: '12' }],
    ['/gemeente/pastoraal-team/3', 'pastor', { id: '3' }],
    ['/gemeente/pastoraal-team/3/wim-kuipers', 'pastor', { id: '3', name: 'wim-kuipers' }],
    ['/gemeente/taakgroepen/taakgroep-vos', 'taskGroup', { slug: 'taakgroep-vos' }],
    ['/gemeente/taakgroepen', 'taskGroups', {}],
  ])('matches %s to %s', (pathname, id, params) => {
    expect(matchSiteRoute(pathname)).toEqual({ route: expect.objectContaining({ id }), params });
  });

  it.each(['/onbekend', '/nieuws/12/extra', '/gemeente/pastoraal-team/3/naam/meer', '//agenda', '/agenda.php', '/evenement'])('does not match %s', (pathname) => {
    expect(matchSiteRoute(pathname)).toBeNull();
  });
});

describe('crumbsOf', () => {
  it('starts with home and titles each segment from its route name', () => {
    expect(crumbsOf('/gemeente/taakgroepen/taakgroep-vos')).toEqual([
      { title: 'Home', to: '/' },
      { title: 'Gemeente', to: '/gemeente' },
      { title: 'Taakgroepen', to: '/gemeente/taakgroepen' },
      { title: 'VOS' },
    ]);
  });

  it('uses the title set by the page for a record, and the segment when none is set', () => {
    expect(crumbsOf('/nieuws/12', 'Startzondag')).toEqual([{ title: 'Home', to: '/' }, { title: 'Nieuws', to: '/nieuws' }, { title: 'Startzondag' }]);
    expect(crumbsOf('/nieuws/12').at(-1)).toEqual({ title: '12' });
  });

  it('does not link a segment without a page of its own', () => {
    expect(crumbsOf('/evenement/4', 'Kerstmarkt')).toEqual([{ title: 'Home', to: '/' }, { title: 'Evenement' }, { title: 'Kerstmarkt' }]);
  });

  it("makes a pastor's id and name one crumb, titled by the page", () => {
    expect(crumbsOf('/gemeente/pastoraal-team/3/wim-kuipers', 'Wim Kuipers')).toEqual([
      { title: 'Home', to: '/' },
      { title: 'Gemeente', to: '/gemeente' },
      { title: 'Pastoraal team', to: '/gemeente/pastoraal-team' },
      { title: 'Wim Kuipers' },
    ]);
  });
});

describe('menu and footer', () => {
  it('lists the main menu of spec §2 in order, the task groups as a third level', () => {
    expect(MENU.map((item) => item.title)).toEqual(['Home', 'Agenda', 'Gemeente', 'Onze kerken', 'ANBI']);
    const congregation = MENU.find((item) => item.to === '/gemeente')!;
    expect(congregation.children!.map((item) => item.title)).toEqual([
      'Kerkenraad',
      'Pastoraal team',
      'College van kerkrentmeesters',
      'College van diakenen',
      'Beroepswerk 2025',
      'Geven',
      'Taakgroepen',
    ]);
    const groups = congregation.children!.at(-1)!.children!;
    expect(groups.map((item) => item.to)).toEqual(TASK_GROUPS.map((group) => `/gemeente/taakgroepen/${group.slug}`));
    expect(MENU[0]).toEqual({ title: 'Home', to: '/' });
  });

  it('links the footer to pages that exist, the youth group among them', () => {
    expect(FOOTER.map((link) => link.label)).toEqual(['Stroom', 'Zijstroom', 'Onze kerken', 'Jeugd', 'Vertrouwenspersonen', 'Nieuws', 'Geven', 'Contact', 'Privacy', 'Onze gemeente', 'Toegankelijkheid']);
    for (const link of FOOTER) expect(matchSiteRoute(link.to)).not.toBeNull();
  });
});

describe('the editing app (issue 15)', () => {
  it('owns /beheer and every path below it, so its own sub-routes need no rows', () => {
    for (const pathname of ['/beheer', '/beheer/', '/beheer/paginas', '/beheer/gebruikers/3']) {
      expect(matchSiteRoute(pathname)).toEqual({ route: expect.objectContaining({ id: 'beheer', remote: 'mf-beheer', expose: 'BeheerApp' }), params: expect.any(Object) });
    }
    expect(matchSiteRoute('/beheerder')).toBeNull();
  });

  it('links to the app itself, not to its splat', () => {
    expect(pathTo('beheer')).toBe('/beheer');
  });

  it('is kept from search engines and out of the menu and footer', () => {
    const beheer = SITE_ROUTES.find((route) => route.id === 'beheer')!;
    expect(beheer.noindex).toBe(true);
    const links = (items: typeof MENU): string[] => items.flatMap((item) => [item.to, ...links(item.children ?? [])]);
    expect(links(MENU).filter((to) => to.startsWith('/beheer'))).toEqual([]);
    expect(FOOTER.filter((link) => link.to.startsWith('/beheer'))).toEqual([]);
  });

  it('titles its breadcrumb once, whatever the sub-route', () => {
    expect(crumbsOf('/beheer/paginas')).toEqual([{ title: 'Home', to: '/' }, { title: 'Beheer' }]);
  });

  it('marks no public route noindex but the printable purpose (a copy of /geven for the liturgy) and the pages behind a Zijstroom or sign-up mail\'s links', () => {
    expect(SITE_ROUTES.filter((route) => route.noindex).map((route) => route.id).sort()).toEqual(['beheer', 'givingPrint', 'registrationCancel', 'zijstroomConfirmed', 'zijstroomUnsubscribe']);
  });
});

describe('module ids', () => {
  it('names an exposed module as the shell loads it', () => {
    expect(moduleIdOf(SITE_ROUTES.find((r) => r.id === 'churches')!)).toBe('mf_community/ChurchesPage');
  });
});
