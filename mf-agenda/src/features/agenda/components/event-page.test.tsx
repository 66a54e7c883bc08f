import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, waitFor } from '@testing-library/react';

import { detail, mockAgendaApi } from '../test-fixtures';
import { EventPage } from './event-page';

/** The term → description pairs of a <dl>, as text. */
const factsOf = (dl: HTMLElement) =>
  Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

const eventApi = (url: URL) => (url.pathname === '/api/events/1' ? { body: { data: detail } } : undefined);

describe('EventPage', () => {
  it("shows the title, 'Begint om' / 'Eindigt om', the church with address and route link, and the description", async () => {
    mockAgendaApi(() => undefined, eventApi);
    const { store } = renderWithProviders(<EventPage />, { route: '/evenement/1', path: '/evenement/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
    expect(factsOf(document.querySelector('dl')!)).toEqual({
      'Begint om': 'maandag 23-11-2026 10.00',
      'Eindigt om': '11.30',
      Kerk: 'De Ark, DrutenHogestraat 5, 6651 BJ DrutenRoutebeschrijving (opent in een nieuw venster)',
    });
    const route = screen.getByRole('link', { name: 'Routebeschrijving (opent in een nieuw venster)' });
    expect(route).toHaveAttribute('href', expect.stringContaining('destination=De%20Ark%2C%20Hogestraat%205'));
    expect(route).toHaveAttribute('target', '_blank');
    expect(screen.getByText('samen', { selector: 'strong' })).toBeInTheDocument();
    expect(store.getState().ui.breadcrumbTitle).toBe(detail.title);
    await waitFor(() => expect(document.title).toBe(detail.title));
  });

  it("gives an all-day event one 'Datum' with '(hele dag)', never 'Begint om' with a day", async () => {
    const wholeDay = { ...detail, allDay: true, startsAt: '2026-12-12T23:00:00.000Z', endsAt: '2026-12-13T23:00:00.000Z' };
    mockAgendaApi(() => undefined, (url) => (url.pathname === '/api/events/1' ? { body: { data: wholeDay } } : undefined));
    renderWithProviders(<EventPage />, { route: '/evenement/1', path: '/evenement/:id' });
    await screen.findByRole('heading', { level: 1, name: detail.title });
    const facts = factsOf(document.querySelector('dl')!);
    expect(facts).toMatchObject({ Datum: 'zondag 13-12-2026 (hele dag)' });
    expect(Object.keys(facts)).not.toContain('Begint om');
    expect(Object.keys(facts)).not.toContain('Eindigt om');
  });

  it("writes the days of a multi-day all-day event as 'van … t/m …'", async () => {
    const days = { ...detail, allDay: true, startsAt: '2026-12-10T23:00:00.000Z', endsAt: '2026-12-13T23:00:00.000Z' };
    mockAgendaApi(() => undefined, (url) => (url.pathname === '/api/events/1' ? { body: { data: days } } : undefined));
    renderWithProviders(<EventPage />, { route: '/evenement/1', path: '/evenement/:id' });
    await screen.findByRole('heading', { level: 1, name: detail.title });
    expect(factsOf(document.querySelector('dl')!)).toMatchObject({ Datum: 'van vrijdag 11-12-2026 t/m zondag 13-12-2026' });
  });

  it('shows a recurring event\'s recurrence and its photo as <picture> with an AVIF source, a WebP srcset and the alt text', async () => {
    const hash = '0123456789abcdef0123';
    const photo = {
      src: `/api/media/${hash}/1024.webp`, srcset: `/api/media/${hash}/320.webp 320w, /api/media/${hash}/1024.webp 1024w`,
      srcsetAvif: `/api/media/${hash}/320.avif 320w, /api/media/${hash}/1024.avif 1024w`, alt: 'Koffiekopjes op een tafel', width: 1024, height: 683, preview: `/api/media/${hash}/preview.jpg`,
    };
    const weekly = { ...detail, recurrence: 'Elke week op maandag, tot en met 21 december 2026', photo };
    mockAgendaApi(() => undefined, (url) => (url.pathname === '/api/events/1' ? { body: { data: weekly } } : undefined));
    renderWithProviders(<EventPage />, { route: '/evenement/1', path: '/evenement/:id' });
    const img = await screen.findByRole('img', { name: 'Koffiekopjes op een tafel' });
    expect(img).toHaveAttribute('srcset', photo.srcset);
    // The page's LCP image: fetched first, not lazy.
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img.closest('picture')!.querySelector('source')).toHaveAttribute('srcset', photo.srcsetAvif);
    expect(img.closest('picture')!.querySelector('source')).toHaveAttribute('type', 'image/avif');
    expect(factsOf(document.querySelector('dl')!)).toMatchObject({ Herhaling: 'Elke week op maandag, tot en met 21 december 2026' });
  });

  it('asks for the day of one occurrence (?datum=) and shows its times', async () => {
    const occurrence = { ...detail, recurrence: 'Elke week op maandag', startsAt: '2026-11-30T09:00:00.000Z', endsAt: '2026-11-30T10:30:00.000Z' };
    mockAgendaApi(() => undefined, (url) => (url.pathname === '/api/events/1' && url.searchParams.get('datum') === '2026-11-30' ? { body: { data: occurrence } } : undefined));
    renderWithProviders(<EventPage />, { route: '/evenement/1?datum=2026-11-30', path: '/evenement/:id' });
    await screen.findByRole('heading', { level: 1, name: detail.title });
    expect(factsOf(document.querySelector('dl')!)).toMatchObject({ 'Begint om': 'maandag 30-11-2026 10.00', Herhaling: 'Elke week op maandag' });
  });

  it("offers 'Zet in agenda' as the event's .ics download", async () => {
    mockAgendaApi(() => undefined, eventApi);
    renderWithProviders(<EventPage />, { route: '/evenement/1', path: '/evenement/:id' });
    const link = await screen.findByRole('link', { name: 'Zet in agenda' });
    expect(link).toHaveAttribute('href', '/api/events/1.ics');
    expect(link).toHaveAttribute('download', 'evenement-1.ics');
  });

  it('leaves the schema.org description to the server (one JSON-LD per page, in the head)', async () => {
    mockAgendaApi(() => undefined, eventApi);
    const { container } = renderWithProviders(<EventPage />, { route: '/evenement/1', path: '/evenement/:id' });
    await screen.findByRole('heading', { level: 1, name: detail.title });
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('shows the 404 page for an unknown id', async () => {
    expectWarnings(/GET \/events\/999 failed with 404/);
    mockAgendaApi(() => undefined);
    const { store } = renderWithProviders(<EventPage />, { route: '/evenement/999', path: '/evenement/:id' });
    await waitFor(() => expect(store.getState().ui.routeError).toEqual({ status: 404 }));
  });

  it('shows the 404 page for an id that is no number, without asking the API', async () => {
    const mock = mockAgendaApi(() => undefined);
    const { store } = renderWithProviders(<EventPage />, { route: '/evenement/kerstmarkt', path: '/evenement/:id' });
    await waitFor(() => expect(store.getState().ui.routeError).toEqual({ status: 404 }));
    expect(mock).not.toHaveBeenCalled();
  });
});
