/**
 * @jest-environment node
 */
import { css } from '@emotion/react';
import { useBreadcrumbTitle, useShowErrorPage } from '@kerk/kit/page';
import { baseApi, skipToken } from '@kerk/kit/store';
import { expectWarnings } from '@kerk/kit/testing/console';
import type { ComponentType } from 'react';

import type { LoadedRemote } from '../app/remotes/remote-modules';
import type { SsrRequest } from '@kerk/kit/ssr';
import { renderErrorsOf } from './render-errors';
import { renderPage, type RenderDeps, type Timer } from './render-page';

// The real second render, watched: it is the one log that comes after the answer.
jest.mock('./render-errors', () => {
  const actual = jest.requireActual<typeof import('./render-errors')>('./render-errors');
  return { ...actual, renderErrorsOf: jest.fn(actual.renderErrorsOf) };
});

interface TestEvent {
  id: number;
  title: string;
}

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSsrTestEvents: build.query<TestEvent[], void>({ query: () => '/ssr-test/events' }),
    getSsrTestSlow: build.query<string, void>({ query: () => '/ssr-test/slow' }),
    getSsrTestPlace: build.query<string, number>({ query: (id) => `/ssr-test/events/${id}/place` }),
    getSsrTestBig: build.query<TestEvent[], void>({ query: () => '/ssr-test/big' }),
  }),
});

function AgendaPage() {
  const { data } = testApi.useGetSsrTestEventsQuery();
  if (!data) return <p>Agenda laadt</p>;
  return (
    <ul css={css`list-style: square inside;`}>
      {data.map((event) => (
        <li key={event.id}>
          <a href={`/evenement/${event.id}`}>{event.title}</a>
        </li>
      ))}
    </ul>
  );
}

function SlowPage() {
  const events = testApi.useGetSsrTestEventsQuery();
  const slow = testApi.useGetSsrTestSlowQuery();
  return <p>{`${events.data ? 'events er' : 'events laden'} / ${slow.data ?? 'traag laadt'}`}</p>;
}

/** The place is asked for once the events are in: a query that depends on another's answer. */
function DependentPage() {
  const events = testApi.useGetSsrTestEventsQuery();
  const place = testApi.useGetSsrTestPlaceQuery(events.data?.[0]?.id ?? skipToken);
  return <p>{place.data ? `Plaats: ${place.data}` : 'plaats laadt'}</p>;
}

/** A list whose data is above the cap per query (QUERY_STATE_CAP_BYTES). */
function BigPage() {
  const { data } = testApi.useGetSsrTestBigQuery();
  return <p>{data ? `${data.length} groot evenement` : 'laadt'}</p>;
}

/** A detail page: its title (the numeric crumb's) once its record is in. */
function ArticlePage() {
  const { data } = testApi.useGetSsrTestEventsQuery();
  useBreadcrumbTitle(data?.[0]?.title);
  return <h1>{data?.[0]?.title ?? 'laadt'}</h1>;
}

/** A detail page whose record does not exist. */
function MissingPage() {
  const { error } = testApi.useGetSsrTestPlaceQuery(99);
  useShowErrorPage(error);
  return <p>laadt</p>;
}

function BrokenPage(): never {
  throw new Error('kapot');
}

const remote = (Component: ComponentType, version = 'rel-1'): LoadedRemote => ({ Component: Component as ComponentType<Record<string, unknown>>, version });

const settings = { title: 'Protestantse Gemeente Maas en Waal', address: 'Kerkstraat 12', zipcode: '6641 AB', city: 'Beuningen', phone: '', email: 'info@example.nl', facebook: '', twitter: '', youtube: '', linkedin: '' };

let fetchMock: jest.Mock;

beforeEach(() => {
  jest.mocked(renderErrorsOf).mockClear();
  fetchMock = jest.fn((input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (path === '/api/ssr-test/slow') return new Promise(() => undefined);
    if (path === '/api/ssr-test/big') return Promise.resolve({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify([{ id: 9, title: 'x'.repeat(60_000) }]) });
    const body = path === '/api/ssr-test/events/7/place' ? 'Open Hof' : path === '/api/ssr-test/events' ? [{ id: 7, title: 'Gemeenteavond' }, { id: 8, title: 'Zangdienst' }] : path === '/api/setting' ? { data: settings } : path === '/api/page/footer' ? { data: { partials: [] } } : path === '/api/page' ? { data: { id: 1, name: 'index', metaTitle: '', metaDescription: '', partials: [] } } : null;
    const status = body ? 200 : 404;
    return Promise.resolve({ ok: status === 200, status, statusText: '', text: async () => JSON.stringify(body ?? { code: 'not_found', message: 'Niet gevonden' }) });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

const request = (url: string, overrides: Partial<SsrRequest> = {}): SsrRequest => ({
  url,
  theme: 'light',
  budgetMs: 10_000,
  now: '2026-03-01T10:00:00.000Z',
  initial: { settings: null, pages: null },
  ...overrides,
});

/** A deadline that passes once the work already started has had its turn (no wall clock). */
const passesAtOnce: Timer = () => ({ done: new Promise((resolve) => setTimeout(resolve, 0)), cancel: () => undefined });

const deps = (modules: Record<string, LoadedRemote | Promise<LoadedRemote>>, timer?: Timer): RenderDeps => ({
  load: (id) => (id in modules ? Promise.resolve(modules[id]!) : Promise.reject(new Error(`RUNTIME-003 ${id}`))),
  shellBuild: 'shell-1',
  timer,
});

describe('renderPage', () => {
  it("renders a route with the remote's own component and the data its queries fetched", async () => {
    const result = await renderPage(request('/agenda'), deps({ 'mf_agenda/AgendaPage': remote(AgendaPage, 'agenda-3') }));
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.html).toMatch(/<div data-remote="mf_agenda\/AgendaPage" data-v="agenda-3" style="display:contents">/);
    expect(result.html).toContain('<a href="/evenement/7">Gemeenteavond</a>');
    expect(result.html).toContain('<a href="/evenement/8">Zangdienst</a>');
    expect(result.html).not.toContain('Agenda laadt');
    expect(result).toMatchObject({ versions: { mf_agenda: 'agenda-3' }, shellBuild: 'shell-1', clientOnly: [] });
  });

  it('awaits a query that starts only once another one answered', async () => {
    const result = await renderPage(request('/agenda'), deps({ 'mf_agenda/AgendaPage': remote(DependentPage) }));
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.html).toContain('<p>Plaats: Open Hof</p>');
  });

  it('puts the styles in head tags, none inside the HTML', async () => {
    const result = await renderPage(request('/agenda'), deps({ 'mf_agenda/AgendaPage': remote(AgendaPage) }));
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.html).not.toContain('<style');
    expect(result.styles).toMatch(/<style data-emotion="k-global [\w ]+">/);
    const listClass = /\.(k-[\w-]+)\{list-style:square inside;\}/.exec(result.styles)?.[1];
    expect(result.html).toContain(`<ul class="${listClass}">`);
    // The theme's global sheet (body font, colours) is there too.
    expect(result.styles).toMatch(/body\{margin:0;/);
  });

  it("moves React's resource hints (the logo's preload) to the head part, so #root holds only the tree", async () => {
    const result = await renderPage(request('/agenda'), deps({ 'mf_agenda/AgendaPage': remote(AgendaPage) }));
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.html).toMatch(/^<div /);
    expect(result.styles).toMatch(/^<link rel="preload" as="image" href="[^"]+"\/><style data-emotion="k-global /);
  });

  it('leaves only fulfilled queries in the state: a failed or still running one loads in the browser', async () => {
    const result = await renderPage(request('/agenda'), deps({ 'mf_agenda/AgendaPage': remote(SlowPage) }, passesAtOnce));
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.html).toContain('events er / traag laadt');
    const state = result.state as { queries: Record<string, { status: string }>; subscriptions: object; mutations: object };
    expect(Object.keys(state.queries).sort()).toEqual(['getFooter(undefined)', 'getSettings(undefined)', 'getSsrTestEvents(undefined)']);
    expect(Object.values(state.queries).every((query) => query.status === 'fulfilled')).toBe(true);
    expect(state).toMatchObject({ subscriptions: {}, mutations: {} });
    expect(fetchMock).toHaveBeenCalledWith('/api/ssr-test/slow', expect.anything());
  });

  it('takes the settings and pages the API read for #kerk-initial-data instead of asking the API again', async () => {
    const index = { id: 1, name: 'index', metaTitle: 'Welkom', metaDescription: '', partials: [{ name: 'title', content: 'Welkom thuis' }, { name: 'intro', content: '<p>Iedereen is welkom.</p>' }] };
    const result = await renderPage(request('/', { initial: { settings, pages: { index } } }), deps({}));
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.html).toContain('Welkom thuis');
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).not.toContain('/api/setting');
    expect(asked.some((url) => url.startsWith('/api/page?name=index'))).toBe(false);
  });

  it('leaves a remote that fails to load to the browser: its fallback with the client-render marker', async () => {
    const result = await renderPage(request('/agenda'), deps({}));
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.clientOnly).toEqual(['mf_agenda/AgendaPage']);
    expect(result.html).toMatch(/<div data-remote="mf_agenda\/AgendaPage" style="display:contents"><!--\$!-->/);
    expect(result.versions).toEqual({});
  });

  it('leaves a widget that loads too late to the browser and renders the others', async () => {
    const widgets = {
      'mf_content/ServicesWidget': remote(() => <p>Diensten van de week</p>, 'content-2'),
      'mf_content/NewsWidget': remote(() => <p>Laatste nieuws</p>, 'content-2'),
      'mf_content/StreamsWidget': remote(() => <p>Kijk mee</p>, 'content-2'),
      'mf_agenda/EventsWidget': new Promise<LoadedRemote>(() => undefined),
    };
    const result = await renderPage(request('/'), deps(widgets, passesAtOnce));
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.clientOnly).toContain('mf_agenda/EventsWidget');
    expect(result.clientOnly).not.toContain('mf_content/ServicesWidget');
    expect(result.html).toMatch(/<div data-remote="mf_agenda\/EventsWidget" style="display:contents"><!--\$!-->/);
    expect(result.html).toContain('Diensten van de week');
    expect(result.html).toContain('Laatste nieuws');
    expect(result.versions).toEqual({ mf_content: 'content-2' });
  });

  it('marks a remote whose component throws while rendering as client-only', async () => {
    const result = await renderPage(request('/agenda'), deps({ 'mf_agenda/AgendaPage': remote(BrokenPage) }));
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.clientOnly).toEqual(['mf_agenda/AgendaPage']);
    expect(result.html).toMatch(/data-remote="mf_agenda\/AgendaPage" data-v="rel-1" style="display:contents"><!--\$!-->/);
  });

  it("logs why a loaded module threw (its id, release and stack), once per render, and not a module that was never loaded", async () => {
    let logged: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (logged = resolve));
    const log = jest.fn(() => logged());
    const widgets = { 'mf_agenda/EventsWidget': remote(BrokenPage, 'agenda-9'), 'mf_content/NewsWidget': remote(() => <p>Laatste nieuws</p>) };
    const result = await renderPage(request('/'), { ...deps(widgets), log });
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.clientOnly).toContain('mf_agenda/EventsWidget');
    await done;
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({
      module: 'mf_agenda/EventsWidget',
      message: 'mf_agenda/EventsWidget (release agenda-9) threw while rendering on the server: the browser renders it',
      error: expect.stringMatching(/^Error: kapot\n\s+at BrokenPage [\s\S]*Component stack:[\s\S]*RemoteMount/),
    });
  });

  it('logs nothing when every loaded module rendered and no query is above the cap', async () => {
    const log = jest.fn();
    await renderPage(request('/agenda'), { ...deps({ 'mf_agenda/AgendaPage': remote(AgendaPage) }), log });
    // Every other log is written before the answer; the late one only by the second render, never started.
    expect(renderErrorsOf).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('stops loading modules a fifth of a wider budget before its end, leaving the render passes room in proportion', async () => {
    /** How long the render waits for its modules, on a budget of `budgetMs`. */
    const loadWait = async (budgetMs: number) => {
      const asked: number[] = [];
      const recording: Timer = (ms) => {
        asked.push(ms);
        return passesAtOnce(ms);
      };
      await renderPage(request('/agenda', { budgetMs }), deps({ 'mf_agenda/AgendaPage': remote(AgendaPage) }, recording));
      return asked[0]!;
    };
    const wide = await loadWait(1500);
    expect(wide).toBeLessThanOrEqual(1200);
    expect(wide).toBeGreaterThan(1100);
    const usual = await loadWait(300);
    expect(usual).toBeLessThanOrEqual(240);
    expect(usual).toBeGreaterThan(200);
  });

  it("keeps a query above the 50 KB cap in the state (the browser's first render must match the HTML) and warns of it", async () => {
    const log = jest.fn();
    const result = await renderPage(request('/agenda'), { ...deps({ 'mf_agenda/AgendaPage': remote(BigPage) }), log });
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.html).toContain('1 groot evenement');
    const state = result.state as { queries: Record<string, { status: string; data?: unknown }> };
    expect(state.queries['getSsrTestBig(undefined)']).toMatchObject({ status: 'fulfilled', data: [{ id: 9 }] });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({ message: expect.stringMatching(/^the server render's data for getSsrTestBig\(undefined\) is 59 KB, above the 50 KB cap per query/) });
  });

  it.each([
    ['/bestaat-niet/echt/niet', 'unknown path'],
    ['/beheer/nieuws', 'browser-only route'],
    ['/privacy?voorbeeld=1', 'preview'],
  ])('skips %s (%s)', async (url, reason) => {
    await expect(renderPage(request(url), deps({}))).resolves.toEqual({ status: 'skip', reason });
  });

  it("puts the title a detail page sets for its numeric crumb in the served breadcrumbs, and hands it to the browser's store", async () => {
    const result = await renderPage(request('/nieuws/7', { initial: { settings, pages: null } }), deps({ 'mf_content/NewsArticlePage': remote(ArticlePage) }));
    if (result.status !== 'ok') throw new Error(result.reason);
    const crumbs = /<nav aria-label="Kruimelpad"[\s\S]*?<\/nav>/.exec(result.html)?.[0] ?? '';
    expect(crumbs).toContain('<span aria-current="page">Gemeenteavond</span>');
    expect(crumbs).not.toMatch(/>7</);
    expect(result.ui).toEqual({ breadcrumbTitle: 'Gemeenteavond', routeError: null });
  });

  it('renders the error page of a record the page finds missing while rendering, with its status for the answer', async () => {
    expectWarnings(/GET \/ssr-test\/events\/99\/place failed with 404/);
    const result = await renderPage(request('/nieuws/99'), deps({ 'mf_content/NewsArticlePage': remote(MissingPage) }));
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.ui).toEqual({ breadcrumbTitle: null, routeError: { status: 404 } });
    expect(result.html).toContain('<h1 id="error-title">Niet gevonden</h1>');
    expect(result.html).not.toContain('Kruimelpad');
  });

  // The last column is the output the case causes: React Router warns of a path it cannot decode.
  it.each<[number, string, string, RegExp[]]>([
    [404, '/bestaat-niet/echt/niet', 'Niet gevonden', []],
    [400, '/%E0%A4%A', 'Verkeerde aanvraag', [/The URL path "\/%E0%A4%A" could not be decoded because it is a malformed URL segment/]],
    [500, '/agenda', 'Er is een onverwachte fout opgetreden', []],
  ])('renders the %s page the API asks for at %s, in the chrome, with a link home and without breadcrumbs', async (status, url, title, warnings) => {
    expectWarnings(...warnings);
    const result = await renderPage(request(url, { status }), deps({}));
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.html).toContain(`<h1 id="error-title">${title}</h1>`);
    expect(result.html).toMatch(/<a [^>]*href="\/"[^>]*>Terug naar de homepagina<\/a>/);
    expect(result.html).toContain('aria-label="Hoofdmenu"');
    expect(result.html).not.toContain('Kruimelpad');
    expect(result.clientOnly).toEqual([]);
    expect(result.ui).toEqual({ breadcrumbTitle: null, routeError: { status } });
  });
});
