import { screen, within } from '@testing-library/react';

import { mockApi, renderShell } from '../../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn(), preloadRemote: jest.fn() }));

describe('footer', () => {
  it('shows the about partial, the links, the address and only the socials that are set', async () => {
    mockApi();
    renderShell('/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Wij zijn een gemeente in zeven dorpen.')).toBeInTheDocument();
    for (const name of ['Stroom', 'Zijstroom', 'Onze kerken', 'Jeugd', 'Vertrouwenspersonen', 'Nieuws', 'Contact', 'Privacy', 'Onze gemeente']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(await within(footer).findByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/pgmaasenwaal');
    expect(within(footer).getByRole('link', { name: 'YouTube' })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'X (Twitter)' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '024\u00a0677\u00a01234' })).toHaveAttribute('href', 'tel:0246771234');
    // The year at the tests' instant (Monday 23-11-2026 21:05 in Amsterdam).
    expect(within(footer).getByText('© 2020–2026 Protestantse Gemeente Maas en Waal')).toBeInTheDocument();
  });

  it('leaves out phone, e-mail and "Volg ons" when the settings have none', async () => {
    mockApi({ settings: { phone: '', email: '', facebook: '', youtube: '' } });
    renderShell('/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Kerkstraat 12')).toBeInTheDocument();
    expect(within(footer).queryByText(/Telefoon/)).not.toBeInTheDocument();
    expect(within(footer).queryByText(/E-mail/)).not.toBeInTheDocument();
    expect(within(footer).queryByRole('heading', { name: 'Volg ons' })).not.toBeInTheDocument();
  });

  it('shares one request for the settings with the header, which shows the site name from them', async () => {
    const fetch = mockApi({ settings: { title: 'PG Proefdorp' } });
    renderShell('/');
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: /PG Proefdorp/ })).toHaveAttribute('href', '/');
    expect(await within(screen.getByRole('contentinfo')).findByText(/© 2020–\d+ PG Proefdorp/)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/setting'))).toHaveLength(1);
  });
});
