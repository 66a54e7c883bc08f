import { screen } from '@testing-library/react';

import { dehydrateApi, makeStore, selectSettings } from '../store';
import { mockFetch, renderWithProviders } from '../testing';
import { applyInitialData, INITIAL_DATA_ID, usePage } from './index';
import { pageApi } from './page-api';
import { STALE_ATTRIBUTE } from '../ssr';

const agenda = { id: 7, name: 'agenda', metaTitle: 'Agenda', metaDescription: 'Wat er te doen is', partials: [{ name: 'title', content: 'Agenda' }] };
const settings = { title: 'Protestantse Gemeente Maas en Waal', address: '', zipcode: '', city: '', phone: '', email: '', facebook: '', twitter: '', youtube: '', linkedin: '' };

function writeData(text: string) {
  document.getElementById(INITIAL_DATA_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ID;
  script.textContent = text;
  document.head.appendChild(script);
}

function AgendaTitle() {
  const page = usePage('agenda');
  return <h1>{page.page ? page.partial('title') : 'laden…'}</h1>;
}

describe('applyInitialData', () => {
  afterEach(() => document.getElementById(INITIAL_DATA_ID)?.remove());

  it('puts the settings and pages the server sent into the store, so the first render needs no request', () => {
    const fetch = mockFetch(() => undefined);
    writeData(JSON.stringify({ settings, pages: { agenda } }));
    const store = makeStore();
    expect(applyInitialData(store)).toBe(true);
    expect(selectSettings(store.getState())).toEqual(settings);
    renderWithProviders(<AgendaTitle />, { store });
    // Rendered at once, not after a fetch.
    expect(screen.getByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ignores a page filed under another name, and malformed or missing data', () => {
    writeData(JSON.stringify({ pages: { privacy: agenda, anbi: { name: 'anbi' } } }));
    const store = makeStore();
    applyInitialData(store);
    expect(store.getState().api.queries).toEqual({});
    writeData('{ niet json');
    expect(applyInitialData(makeStore())).toBe(false);
    document.getElementById(INITIAL_DATA_ID)?.remove();
    expect(applyInitialData(makeStore())).toBe(false);
  });

  it('takes over the api state and the clock of a server render, so hydrating needs no request', async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/page' && url.searchParams.get('name') === 'agenda' ? { body: { data: agenda } } : undefined));
    const server = makeStore();
    await server.dispatch(pageApi.endpoints.getPage.initiate('agenda'));
    writeData(JSON.stringify({ api: dehydrateApi(server.getState()), renderedAt: '2026-11-29T09:30:00.000Z' }));
    fetch.mockClear();
    const store = makeStore();
    applyInitialData(store);
    expect(store.getState().ui.renderedAt).toBe('2026-11-29T09:30:00.000Z');
    renderWithProviders(<AgendaTitle />, { store });
    expect(screen.getByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('hydrates an older page standing in for a late render as painted, then asks for its answers again', async () => {
    const newer = { ...agenda, partials: [{ name: 'title', content: 'Agenda van de gemeente' }] };
    let current = agenda;
    const fetch = mockFetch((url) => (url.pathname === '/api/page' && url.searchParams.get('name') === 'agenda' ? { body: { data: current } } : undefined));
    const server = makeStore();
    await server.dispatch(pageApi.endpoints.getPage.initiate('agenda'));
    writeData(JSON.stringify({ api: dehydrateApi(server.getState()), pages: { agenda } }));
    document.getElementById(INITIAL_DATA_ID)!.setAttribute(STALE_ATTRIBUTE, '');
    current = newer;
    fetch.mockClear();
    const store = makeStore();
    applyInitialData(store);
    renderWithProviders(<AgendaTitle />, { store });
    // The first render is the painted page (hydration matches), then the edit made since shows.
    expect(screen.getByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Agenda van de gemeente' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores an api state or clock that is no such thing', () => {
    writeData(JSON.stringify({ api: { queries: 'geen' }, renderedAt: 'gisteren' }));
    const store = makeStore();
    applyInitialData(store);
    expect(store.getState().api.queries).toEqual({});
    expect(store.getState().ui.renderedAt).toBeNull();
  });
});
