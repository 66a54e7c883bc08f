import { renderWithProviders } from '@kerk/kit/testing';
import { screen, within } from '@testing-library/react';

import { mockServicesApi, service } from '../testing/fixtures';
import { NextServiceWidget } from './next-service-widget';

afterEach(() => jest.restoreAllMocks());

describe('NextServiceWidget (top of the home page)', () => {
  it('shows the next service large: church, day, time, preacher, its church drawing, Kijk live and Alle details', async () => {
    mockServicesApi({ services: Array.from({ length: 6 }, (_, i) => service(i + 1)) });
    const { container } = renderWithProviders(<NextServiceWidget />);
    const section = await screen.findByRole('region', { name: 'Eerstvolgende dienst' });
    expect(await within(section).findByText('Dorpskerk Beuningen')).toBeInTheDocument();
    expect(section).toHaveTextContent('Zondag 29-11-2026 · 10.00 uur');
    expect(section).toHaveTextContent('Voorganger: ds. Voorganger 1');
    expect(await within(section).findByRole('img', { name: 'Tekening van de kerk in beuningen' })).toHaveAttribute('src', '/api/churches/1/image');
    expect(within(section).getByRole('link', { name: 'Kijk live mee via YouTube' })).toHaveAttribute('href', service(1).streamUrl);
    expect(within(section).getByRole('link', { name: /^Alle details van de kerkdienst in Dorpskerk Beuningen/ })).toHaveAttribute('href', '/diensten/1');
    // Only one service: the rest are the services widget's.
    expect(container.querySelectorAll('time')).toHaveLength(1);
  });

  it('has no Kijk live for a service that is not streamed', async () => {
    mockServicesApi({ services: [service(2), service(3)] });
    renderWithProviders(<NextServiceWidget />);
    const section = await screen.findByRole('region', { name: 'Eerstvolgende dienst' });
    expect(await within(section).findByText(/^De Ark/)).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /Kijk live/ })).toBeNull();
    expect(within(section).getByRole('link', { name: /^Alle details/ })).toHaveAttribute('href', '/diensten/2');
  });

  it('says when nothing is planned', async () => {
    mockServicesApi({ services: [] });
    renderWithProviders(<NextServiceWidget />);
    expect(await screen.findByText('Er zijn de komende tijd geen kerkdiensten gepland.')).toBeInTheDocument();
  });
});
