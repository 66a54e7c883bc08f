import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { screen } from '@testing-library/react';

import BeheerApp from './beheer-app';

/** A signed-in `role` without drafts waiting, and the settings API answering a beheerder. */
function signedIn(role: 'beheerder' | 'redacteur') {
  return mockFetch((url) => {
    if (url.pathname === '/api/admin/session') return { body: { data: { user: { email: `${role}@example.org`, role }, csrfToken: 'csrf-1' } } };
    if (url.pathname === '/api/admin/drafts') return { body: { data: [] } };
    if (url.pathname === '/api/admin/settings') {
      const settings = { title: 'PG', address: '', zipcode: '', city: '', phone: '', email: 'info@example.org', facebook: '', twitter: '', youtube: '', linkedin: '' };
      return { body: { data: { settings, version: 'v1', updatedAt: '', updatedBy: '' } } };
    }
    if (url.pathname === '/api/admin/contact-routing') return { body: { data: { routes: [], fallback: 'info@example.org', version: 'r1', updatedAt: '', updatedBy: '' } } };
    if (url.pathname === '/api/admin/giving-settings') return { body: { data: { iban: '', holder: '', bic: '', linkHosts: [] } } };
    return undefined;
  });
}

describe('/beheer/instellingen', () => {
  it('opens the settings form for a beheerder', async () => {
    signedIn('beheerder');
    renderWithProviders(<BeheerApp />, { route: '/beheer/instellingen', path: '/beheer/*' });
    expect(await screen.findByRole('group', { name: 'Gegevens van de kerk' })).toBeInTheDocument();
    expect(screen.getByLabelText('Naam van de kerk')).toHaveValue('PG');
  });

  it('shows a redacteur no access, and never asks the API for the settings', async () => {
    const fetch = signedIn('redacteur');
    renderWithProviders(<BeheerApp />, { route: '/beheer/instellingen', path: '/beheer/*' });
    expect(await screen.findByText('Instellingen kan alleen een beheerder openen.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Gegevens van de kerk' })).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringContaining('/admin/settings'));
  });
});
