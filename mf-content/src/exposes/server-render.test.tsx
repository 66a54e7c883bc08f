/**
 * @jest-environment node
 *
 * Every expose rendered on the server with its data (what a visitor without JavaScript and a
 * search engine get), then hydrated in a browser's module copies without a single warning.
 */
import { mockFetch, describeServerRenders, hrefsOf as hrefs, textsOf as texts, type ServerRenderCase } from '@kerk/kit/testing';
import { pageSchema, registrationStateSchema, searchResultSchema } from '@kerk/kit/api-schemas';
import { ROUTES } from '@kerk/kit/router';
import { fixture } from '@kerk/kit/testing/answers';

import { mockNewsApi } from '../features/news/testing/fixtures';
import { mockServicesApi, service } from '../features/services/testing/fixtures';

/** Saturday 28-11-2026 11.00 in Amsterdam: the day before the fixtures' first services. */
const RENDERED_AT = '2026-11-28T10:00:00.000Z';

const pageOf = (name: string, partials: Record<string, string>) => ({
  data: fixture(pageSchema, { id: 1, name, metaTitle: '', metaDescription: '', partials: Object.entries(partials).map(([n, content]) => ({ name: n, content })) }, `The page ${name}`),
});
const PAGES = Object.fromEntries(
  [
    pageOf('index', {
      title: 'Welkom', 'services-title': 'Kerkdiensten', 'streams-title': 'Kerkdiensten online meekijken', 'news-title': 'Mededelingen',
      'book-title': 'Stroom', 'book-text': '<p>Ons gemeenteblad in <em>boekvorm</em>.</p>', 'paper-title': 'Zijstroom', 'paper-text': '<p>De nieuwsbrief.</p>',
      'booklet-title': 'Het blauwe boekje', 'booklet-text': '<p>Het jaarboekje met adressen.</p>',
    }),
    pageOf('services', { title: 'Kerkdiensten', intro: '<p>Welkom in onze diensten.</p>' }),
    pageOf('news', { title: 'Nieuws', intro: '<p>De nieuwste berichten staan bovenaan.</p>' }),
    pageOf('book', { title: 'Stroom', content: '<h2>Abonnement</h2>' }),
    pageOf('paper', { title: 'Zijstroom', content: '<h2>Berichten aanleveren</h2>' }),
    pageOf('privacy', { title: 'Privacyverklaring', content: '<h2>Welke gegevens</h2>' }),
    pageOf('church-office', { title: 'Kerkelijk bureau', content: '<h2>Openingstijden</h2>' }),
    pageOf('accessibility', { title: 'Toegankelijkheidsverklaring', content: '<h2>Welke norm wij volgen</h2>' }),
    pageOf('anbi', { title: 'ANBI-gegevens', content: '<table><tbody><tr><th scope="row">RSIN</th><td>824.613.909</td></tr></tbody></table>' }),
  ].map((page) => [page.data.name, page]),
);
/** Service 1 takes sign-ups (issue 43): its page renders the kit's sign-up block on the server too. */
const SIGN_UP = fixture(registrationStateSchema, { limit: 120, taken: 108, open: true, closesAt: '2026-12-23T11:00:00.000Z', maxSeats: 6, question: '' }, 'A sign-up state');
const ISSUE = { id: 3, title: 'Zijstroom 4 december', sentAt: '2026-12-04T08:00:00.000Z' };
const SEARCH = [fixture(searchResultSchema, { type: 'news', id: 7, title: 'Het ontmoetingscafé is weer open', date: '2031-02-20', excerpt: 'Elke dinsdag koffie.', titleMarks: [], excerptMarks: [] })];

/** The API of every expose: pages, news, services and search, each as its own tests serve it. */
function mockContentApi() {
  const news = mockNewsApi({ pages: [] });
  const services = mockServicesApi({ services: Array.from({ length: 9 }, (_, i) => service(i + 1, i === 0 ? { registration: SIGN_UP } : {})), pages: [] });
  const rest = mockFetch((url) => {
    if (url.pathname === '/api/page') return PAGES[url.searchParams.get('name') ?? ''] ? { body: PAGES[url.searchParams.get('name')!] } : undefined;
    if (url.pathname === '/api/zijstroom') return { body: { data: [ISSUE] } };
    if (url.pathname === `/api/zijstroom/${ISSUE.id}`) return { body: { data: { ...ISSUE, body: '<p>Bloemen voor <strong>mevrouw Jansen</strong>.</p>' } } };
    return url.pathname === '/api/search' ? { body: { data: SEARCH } } : undefined;
  });
  const api = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    return (path.startsWith('/api/news') ? news : path.startsWith('/api/services') || path === '/api/churches' ? services : rest)(input, init);
  });
  global.fetch = api as unknown as typeof fetch;
  return api;
}

const textPage = (title: string, heading: string) => (page: DocumentFragment) => {
  expect(texts(page, 'h1')).toEqual([title]);
  expect(texts(page, 'h2')).toContain(heading);
};

type Case = ServerRenderCase;
/* eslint-disable @typescript-eslint/no-require-imports -- each side loads its own copy of the expose */
const CASES: Record<string, Case> = {
  'accessibility-page': { load: () => require('./accessibility-page'), url: '/toegankelijkheid', check: textPage('Toegankelijkheidsverklaring', 'Welke norm wij volgen') },
  'anbi-page': {
    load: () => require('./anbi-page'),
    url: '/anbi',
    check: (page) => {
      expect(texts(page, 'h1')).toEqual(['ANBI-gegevens']);
      expect(texts(page, 'td')).toContain('824.613.909');
    },
  },
  // Any text page of the site map, by its path: here a row with no module of its own.
  'content-page': { load: () => require('./content-page'), url: '/contact/kerkelijk-bureau', check: textPage('Kerkelijk bureau', 'Openingstijden') },
  'privacy-page': { load: () => require('./privacy-page'), url: '/privacy', check: textPage('Privacyverklaring', 'Welke gegevens') },
  'stroom-page': { load: () => require('./stroom-page'), url: '/stroom', check: textPage('Stroom', 'Abonnement') },
  'zijstroom-page': {
    load: () => require('./zijstroom-page'),
    url: '/zijstroom?aangemeld=1',
    path: ROUTES.zijstroom.path,
    check: (page) => {
      textPage('Zijstroom', 'Berichten aanleveren')(page);
      // The sign-up form posts without JavaScript; the server's answer shows from the URL; the archive links each issue.
      const form = page.querySelector('form[method="post"][action="/zijstroom"]')!;
      expect([...form.querySelectorAll('input[name]')].map((input) => input.getAttribute('name'))).toEqual(['email', 'name', 'website']);
      expect(form.hasAttribute('novalidate')).toBe(false);
      expect(page.querySelector('[data-answer]')?.textContent).toContain('Kijk in uw mailbox om uw aanmelding te bevestigen');
      expect(hrefs(page, 'a[href^="/zijstroom/"]')).toEqual(['/zijstroom/3']);
    },
  },
  'zijstroom-issue-page': {
    load: () => require('./zijstroom-issue-page'),
    url: '/zijstroom/3',
    path: ROUTES.zijstroomIssue.path,
    check: (page) => {
      expect(texts(page, 'h1')).toEqual(['Zijstroom 4 december']);
      expect(texts(page, 'strong')).toContain('mevrouw Jansen');
    },
  },
  'zijstroom-confirmed-page': {
    load: () => require('./zijstroom-confirmed-page'),
    url: '/zijstroom/bevestigd?link=verlopen',
    noApi: true,
    check: (page) => expect(page.textContent).toContain('Deze link is verlopen'),
  },
  'zijstroom-unsubscribe-page': {
    load: () => require('./zijstroom-unsubscribe-page'),
    url: '/zijstroom/afmelden?token=abc',
    noApi: true,
    check: (page) => {
      const form = page.querySelector('form[method="post"]')!;
      expect(form.getAttribute('action')).toBe('/zijstroom/afmelden?token=abc');
      expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Afmelden');
    },
  },
  'registration-cancel-page': {
    load: () => require('./registration-cancel-page'),
    url: '/afmelden?token=abc',
    noApi: true,
    check: (page) => {
      const form = page.querySelector('form[method="post"]')!;
      expect(form.getAttribute('action')).toBe('/afmelden');
      expect(form.querySelector<HTMLInputElement>('input[name="token"]')?.value).toBe('abc');
      expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Afmelden');
    },
  },
  'news-page': {
    load: () => require('./news-page'),
    url: '/nieuws',
    path: ROUTES.news.path,
    check: (page) => {
      expect(texts(page, 'h1')).toEqual(['Nieuws']);
      expect(hrefs(page, 'a[href^="/nieuws/"]')).toContain('/nieuws/24');
    },
  },
  'news-article-page': {
    load: () => require('./news-article-page'),
    url: '/nieuws/7',
    path: ROUTES.newsArticle.path,
    check: (page) => {
      expect(texts(page, 'h1')).toEqual(['Bericht nummer 7']);
      expect(page.textContent).toContain('geschreven op 08-03-2031');
      expect(texts(page, 'strong')).toContain('volledige');
    },
  },
  'news-widget': {
    load: () => require('./news-widget'),
    url: '/',
    check: (page) => {
      expect(texts(page, 'h2')).toEqual(['Mededelingen']);
      expect(hrefs(page, 'a[href^="/nieuws/"]')).toContain('/nieuws/24');
    },
  },
  'services-page': {
    load: () => require('./services-page'),
    url: '/diensten',
    path: ROUTES.services.path,
    check: (page) => {
      expect(texts(page, 'h1')).toEqual(['Kerkdiensten']);
      expect(hrefs(page, 'a[href^="/diensten/"]')).toContain('/diensten/1');
      // Without JavaScript the location filter is a GET form with a button (only there: noscript).
      const filter = page.querySelector('form[method="get"]');
      expect(filter?.querySelector('select')?.getAttribute('name')).toBe('locatie');
      expect(filter?.querySelector('noscript')?.innerHTML).toMatch(/<button type="submit"[^>]*>Toon diensten<\/button>/);
    },
  },
  'service-detail-page': {
    load: () => require('./service-detail-page'),
    url: '/diensten/1',
    path: ROUTES.service.path,
    check: (page) => {
      expect(texts(page, 'h1')).toEqual(['Kerkdienst Beuningen']);
      expect(page.textContent).toContain('Zondag 29-11-2026 · 10.00 uur');
      // The sign-up, a plain POST form in the server's HTML (it works before and without the script).
      expect(page.querySelector('#aanmelden')?.textContent).toContain('Nog 12 plaatsen');
      expect(page.querySelector('#aanmelden form[method="post"]')?.getAttribute('action')).toBe('/diensten/1/aanmelden');
    },
  },
  'services-widget': {
    load: () => require('./services-widget'),
    url: '/',
    check: (page) => {
      expect(texts(page, 'h2')).toEqual(['Kerkdiensten']);
      expect(hrefs(page, 'a[href^="/diensten/"]')).toEqual(['/diensten/1', '/diensten/2', '/diensten/3', '/diensten/4']);
    },
  },
  'next-service-widget': {
    load: () => require('./next-service-widget'),
    url: '/',
    check: (page) => {
      expect(texts(page, 'h2')).toEqual(['Eerstvolgende dienst']);
      expect(hrefs(page, 'a[href^="/diensten/"]')).toEqual(['/diensten/1']);
      // The church's drawing is in the server's HTML, loaded at once (the page's largest image).
      expect(page.querySelector('img')?.getAttribute('src')).toBe('/api/churches/1/image');
    },
  },
  'streams-widget': {
    load: () => require('./streams-widget'),
    url: '/',
    check: (page) => {
      expect(texts(page, 'h2')).toEqual(['Kerkdiensten online meekijken']);
      // The countdown as the server's clock had it: Sunday 10.00 is 23 hours away.
      expect(page.querySelector('[role="timer"]')?.textContent).toContain('23:00:00');
    },
  },
  'publications-widget': {
    load: () => require('./publications-widget'),
    url: '/',
    check: (page) => {
      expect(hrefs(page, 'a')).toEqual(expect.arrayContaining(['/stroom', '/zijstroom']));
      expect(texts(page, 'em')).toContain('boekvorm');
    },
  },
  'booklet-widget': { load: () => require('./booklet-widget'), url: '/', check: (page) => expect(page.textContent).toContain('Het jaarboekje met adressen.') },
  'search-page': {
    load: () => require('./search-page'),
    url: '/zoeken?q=koffie',
    path: ROUTES.search.path,
    check: (page) => {
      expect(texts(page, 'h1')).toEqual(['Zoeken']);
      expect(hrefs(page, 'li a')).toEqual(['/nieuws/7']);
    },
  },
};
/* eslint-enable @typescript-eslint/no-require-imports */

describeServerRenders(__dirname, CASES, { mockApi: mockContentApi, renderedAt: RENDERED_AT });
