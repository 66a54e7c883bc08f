import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import BeheerApp from './beheer-app';

function renderApp(route = '/beheer') {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BeheerApp />, { route, path: '/beheer/*' });
  return user;
}

describe('the editing app', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows "Beheer" and the sign-in screen on every sub-route while nobody is signed in', () => {
    renderApp('/beheer/gebruikers');
    expect(screen.getByRole('heading', { level: 1, name: 'Beheer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Beheer' })).toBeNull();
  });

  it('explains honestly that a forgotten password cannot be reset yet, with the way back', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'Wachtwoord vergeten?' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Wachtwoord vergeten' })).toBeInTheDocument();
    expect(screen.getByText(/kan nog niet/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar inloggen' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Inloggen' })).toBeInTheDocument();
  });

  it('after signing in shows who is signed in, the three sections with an honest empty state, and signs out', async () => {
    const deletes: (string | undefined)[] = [];
    mockFetch((url, init) => {
      if (url.pathname !== '/api/admin/session') return undefined;
      if (init?.method === 'DELETE') {
        deletes.push((init.headers as Record<string, string>)['X-CSRF-Token']);
        return { status: 204, body: null };
      }
      return { body: { data: { user: { email: 'scriba@example.org', role: 'beheerder' }, csrfToken: 'csrf-1' } } };
    });
    const user = renderApp();
    await user.click(screen.getByLabelText('E-mail'));
    await user.paste('scriba@example.org');
    await user.click(screen.getByLabelText('Wachtwoord'));
    await user.paste('een lang wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    expect(await screen.findByText('Ingelogd als scriba@example.org (beheerder)')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Beheer' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ["Pagina's", '/beheer/paginas'],
      ['Instellingen', '/beheer/instellingen'],
      ['Gebruikers', '/beheer/gebruikers'],
    ]);
    await user.click(within(nav).getByRole('link', { name: 'Instellingen' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Instellingen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Instellingen bewerken kan nog niet. Dit onderdeel komt in de volgende stap van het beheer');

    await user.click(screen.getByRole('button', { name: 'Afmelden' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Inloggen' })).toBeInTheDocument();
    // Signing out is state-changing: it sends the session's CSRF token.
    expect(deletes).toEqual(['csrf-1']);
  });
});
