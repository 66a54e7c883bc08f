import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockServicesApi, requested, service } from '../testing/fixtures';
import { ServicesPage } from './services-page';

const renderAt = (route: string) => renderWithProviders(<ServicesPage />, { route, path: '/diensten' });
const many = (n: number) => Array.from({ length: n }, (_, i) => service(i + 1));
// The page itself is an <article> too; service cards carry their id.
const serviceCards = () => screen.getAllByRole('article').filter((a) => a.hasAttribute('data-service-id'));

describe('ServicesPage (/diensten)', () => {
  it('groups the services per day under its day (weekday and DD-MM-YYYY) and shows each one’s facts', async () => {
    mockServicesApi({ services: many(6) });
    renderAt('/diensten');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kerkdiensten' })).toBeInTheDocument();
    const day = await screen.findByRole('region', { name: 'Zondag 29-11-2026' });
    expect(screen.getByRole('region', { name: 'Maandag 30-11-2026' })).toBeInTheDocument();
    const cards = within(day).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: '10.00 uur · Dorpskerk Beuningen' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Online te volgen');
    expect(first).toHaveTextContent('Voorganger');
    expect(first).toHaveTextContent('ds. Voorganger 1');
    expect(first).toHaveTextContent('Zondag of thema1e zondag van het jaar');
    expect(first).toHaveTextContent('CollecteDiaconie, Doel 1');
    expect(within(cards[1]!).getByRole('heading', { name: '10.00 uur · De Ark, Druten' })).toBeInTheDocument();
    expect(cards[1]).not.toHaveTextContent('Online te volgen');
    const details = within(first).getByRole('link', { name: /^Details/ });
    expect(details).toHaveAttribute('href', '/diensten/1');
    expect(details).toHaveAccessibleName('Details van de kerkdienst in Dorpskerk Beuningen op 29-11-2026 om 10.00 uur');
    expect(screen.getByText('Na afloop koffie.')).toBeInTheDocument();
  });

  it('asks for the coming services from today with the location and page of the URL', async () => {
    const fetchMock = mockServicesApi({ services: many(60) });
    renderAt('/diensten?locatie=druten&pagina=2');
    await screen.findAllByRole('heading', { level: 3 });
    const cards = serviceCards();
    expect(cards).toHaveLength(10);
    expect(cards.every((card) => card.textContent?.includes('De Ark, Druten'))).toBe(true);
    const [url] = requested(fetchMock);
    expect(url).toMatch(/^\/api\/services\?from=\d{4}-\d{2}-\d{2}&location=druten&page=2&pageSize=10&wholeDays=true$/);
    expect(screen.getByRole('combobox', { name: 'Locatie' })).toHaveValue('druten');
    const paging = screen.getByRole('navigation', { name: 'Paginering van de kerkdiensten' });
    expect(within(paging).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(paging).getByRole('link', { name: 'Vorige' })).toHaveAttribute('href', '/diensten?locatie=druten');
    expect(paging).toHaveTextContent('Pagina 2 van 2');
  });

  it('pages by whole days: a day heading appears on one page only, and the page count comes from meta.pages', async () => {
    // Three services a day: ten per page would cut the fourth day after its first service.
    mockServicesApi({ services: many(30) });
    renderAt('/diensten');
    await screen.findAllByRole('heading', { level: 3 });
    const headingsOf = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const first = headingsOf();
    expect(first).toEqual(['Zondag 29-11-2026', 'Maandag 30-11-2026', 'Dinsdag 01-12-2026', 'Woensdag 02-12-2026']);
    expect(serviceCards()).toHaveLength(12);
    expect(screen.getByText('Pagina 1 van 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Volgende' }));
    expect(await screen.findByText('Pagina 2 van 3')).toBeInTheDocument();
    await waitFor(() => expect(serviceCards()[0]).toHaveAttribute('data-service-id', '13'));
    const second = headingsOf();
    expect(second.filter((h) => first.includes(h))).toEqual([]);
    for (const day of screen.getAllByRole('region')) expect(within(day).getAllByRole('article')).toHaveLength(3);
  });

  it('filters on the chosen location, back on page 1, and follows Volgende', async () => {
    const fetchMock = mockServicesApi({ services: many(60) });
    renderAt('/diensten?pagina=3');
    await screen.findAllByRole('heading', { level: 3 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Locatie' }), 'Wijchen');
    await waitFor(() => expect(requested(fetchMock).at(-1)).toMatch(/location=wijchen&page=1&/));
    expect(await screen.findAllByRole('heading', { level: 3, name: '10.00 uur · Open Hof, Wijchen' })).toHaveLength(10);
    expect(serviceCards()).toHaveLength(10);
    const next = screen.getByRole('link', { name: 'Volgende' });
    expect(next).toHaveAttribute('href', '/diensten?locatie=wijchen&pagina=2');
    await userEvent.click(next);
    expect(await screen.findByText('Pagina 2 van 2')).toBeInTheDocument();
    expect(requested(fetchMock).at(-1)).toMatch(/location=wijchen&page=2&/);
  });

  it('explains an unknown location from the URL and shows all locations instead', async () => {
    const fetchMock = mockServicesApi({ services: many(3) });
    renderAt('/diensten?locatie=%3Cb%3ENijmegen%3C%2Fb%3E');
    expect(await screen.findByText('De locatie „<b>Nijmegen</b>” kennen wij niet. U ziet de kerkdiensten van alle locaties.')).toHaveAttribute('role', 'status');
    expect(document.querySelector('b')).toBeNull();
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(requested(fetchMock)[0]).not.toContain('location=');
  });

  it('says so when a location has no coming services', async () => {
    mockServicesApi({ services: many(3) });
    renderAt('/diensten?locatie=leur');
    expect(await screen.findByText('Er zijn de komende tijd geen kerkdiensten gepland in Leur.')).toBeInTheDocument();
  });

  it('shows a Dutch message with a retry when the services cannot be loaded', async () => {
    expectWarnings(/GET \/services\?from=2026-11-23&page=1&pageSize=10&wholeDays=true failed with 500/);
    mockServicesApi({ fail: true });
    renderAt('/diensten');
    expect(await screen.findByText('De kerkdiensten konden niet worden geladen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
