import { renderWithProviders } from '@kerk/kit/testing';
import { TEST_NOW } from '@kerk/kit/testing/clock';
import { screen, within } from '@testing-library/react';

import { mockServicesApi, service } from '../testing/fixtures';
import { ServicesWidget } from './services-widget';

afterEach(() => jest.restoreAllMocks());

describe('ServicesWidget (home)', () => {
  it('shows skeletons, then the next four services under the services-title heading and Bekijk meer', async () => {
    mockServicesApi({ services: Array.from({ length: 9 }, (_, i) => service(i + 1)) });
    const { container } = renderWithProviders(<ServicesWidget />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const section = await screen.findByRole('region', { name: 'Kerkdiensten' });
    const items = await within(section).findAllByRole('article');
    expect(items).toHaveLength(4);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Dorpskerk Beuningen' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('zondag 29-11-2026 · 10.00 uur');
    expect(items[0]).toHaveTextContent('ds. Voorganger 1');
    expect(within(items[0]!).getByText('Zondag of thema: 1e zondag van het jaar')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Online te volgen');
    expect(within(items[1]!).getByRole('link', { name: /^Details/ })).toHaveAttribute('href', '/diensten/2');
    const more = within(section).getByRole('link', { name: 'Bekijk meer kerkdiensten' });
    expect(more).toHaveTextContent('Bekijk meer');
    expect(more).toHaveAttribute('href', '/diensten');
  });

  it('names the musical contribution when there is one ("Muzikale medewerking")', async () => {
    mockServicesApi({ services: [service(1, { music: 'Cantorij Maas en Waal' }), service(2)] });
    renderWithProviders(<ServicesWidget />);
    const items = await screen.findAllByRole('article');
    expect(items[0]).toHaveTextContent('♪ Muzikale medewerking: Cantorij Maas en Waal');
    expect(items[1]).not.toHaveTextContent('Muzikale medewerking');
  });

  it('leaves out a service of today that is already over', async () => {
    // Monday 23-11-2026 18.05, three hours before the tests' instant.
    const over = service(1, { startsAt: new Date(Date.parse(TEST_NOW) - 3 * 3_600_000).toISOString(), preacher: 'ds. Al Geweest' });
    mockServicesApi({ services: [over, service(2)] });
    renderWithProviders(<ServicesWidget />);
    expect(await screen.findByText('ds. Voorganger 2')).toBeInTheDocument();
    expect(screen.queryByText('ds. Al Geweest')).not.toBeInTheDocument();
  });

  it('says when nothing is planned', async () => {
    mockServicesApi({ services: [] });
    renderWithProviders(<ServicesWidget />);
    expect(await screen.findByText('Er zijn de komende tijd geen kerkdiensten gepland.')).toBeInTheDocument();
  });
});
