import { baseApi } from '@kerk/kit/store';
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { withCsrf } from '../lib/admin-session';
import BeheerApp from './beheer-app';

const UNAUTHENTICATED = { status: 401, body: { code: 'unauthenticated', message: 'U bent niet ingelogd.' } };
const session = (role: 'beheerder' | 'redacteur') => ({ body: { data: { user: { email: `${role}@example.org`, role }, csrfToken: 'csrf-1' } } });

/** What the sections opened here read: no drafts waiting, no pages, the settings of an empty site. */
const READS: Record<string, { body: unknown }> = {
  '/api/admin/drafts': { body: { data: [] } },
  '/api/admin/pages': { body: { data: [] } },
  '/api/admin/settings': {
    body: { data: { settings: { title: 'PG', address: '', zipcode: '', city: '', phone: '', email: 'info@example.org', facebook: '', twitter: '', youtube: '', linkedin: '' }, version: 'v1', updatedAt: '', updatedBy: '' } },
  },
  '/api/admin/contact-routing': { body: { data: { routes: [], fallback: 'info@example.org', version: 'r1', updatedAt: '', updatedBy: '' } } },
  '/api/admin/giving-settings': { body: { data: { iban: '', holder: '', bic: '', linkHosts: [] } } },
};

/**
 * The admin API as a server would answer: GET /api/admin/session answers the session once one is
 * signed in (`signedIn`) and 401 before; POST signs in as `role`; DELETE signs out. The sections'
 * reads (READS) are answered too.
 */
function adminApi({ signedIn = false, role = 'beheerder' as 'beheerder' | 'redacteur' } = {}) {
  const state = { signedIn, deletes: [] as (string | undefined)[] };
  mockFetch((url, init) => {
    if (url.pathname in READS && (init?.method ?? 'GET') === 'GET') return READS[url.pathname];
    if (url.pathname !== '/api/admin/session') return undefined;
    const method = init?.method ?? 'GET';
    if (method === 'DELETE') {
      state.deletes.push((init?.headers as Record<string, string>)['X-CSRF-Token']);
      state.signedIn = false;
      return { status: 204, body: null };
    }
    if (method === 'POST') state.signedIn = true;
    return state.signedIn ? session(role) : UNAUTHENTICATED;
  });
  return state;
}

function renderApp(route = '/beheer') {
  const user = userEvent.setup({ delay: null });
  const { store } = renderWithProviders(<BeheerApp />, { route, path: '/beheer/*' });
  return { user, store };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('E-mail'));
  await user.paste('scriba@example.org');
  await user.click(screen.getByLabelText('Wachtwoord'));
  await user.paste('een lang wachtwoord');
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('the editing app', () => {
  it('shows "Beheer" and the sign-in screen on every sub-route while nobody is signed in', async () => {
    expectWarnings(/GET \/admin\/session failed with 401/);
    adminApi();
    renderApp('/beheer/gebruikers');
    expect(screen.getByRole('heading', { level: 1, name: 'Beheer' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Beheer' })).toBeNull();
    expect(screen.queryByText(/U bent afgemeld/)).toBeNull();
  });

  it('after signing in shows who is signed in, the sections a beheerder may open, and signs out', async () => {
    expectWarnings(/GET \/admin\/session failed with 401/);
    const server = adminApi();
    const { user } = renderApp();
    await signIn(user);

    expect(await screen.findByText('Ingelogd als beheerder@example.org (beheerder)')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Beheer' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ["Pagina's", '/beheer/paginas'],
      ['Kerkdiensten', '/beheer/kerkdiensten'],
      ['Collectedoelen', '/beheer/collectedoelen'],
      ['Nieuws', '/beheer/nieuws'],
      ['Zijstroom', '/beheer/zijstroom'],
      ['Agenda', '/beheer/agenda'],
      ['Aanmeldingen', '/beheer/aanmeldingen'],
      ['Pastoraal team', '/beheer/pastoraal-team'],
      ['Kerken', '/beheer/kerken'],
      ['Plaatsen', '/beheer/plaatsen'],
      ['Taakgroepen en vertrouwenspersonen', '/beheer/taakgroepen'],
      ["Foto's", '/beheer/fotos'],
      ['Instellingen', '/beheer/instellingen'],
      ['Gebruikers', '/beheer/gebruikers'],
      ['Logboek', '/beheer/logboek'],
    ]);
    await user.click(within(nav).getByRole('link', { name: 'Instellingen' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Instellingen' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Afmelden' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Inloggen' })).toBeInTheDocument();
    // Signing out is state-changing: it sends the session's CSRF token.
    expect(server.deletes).toEqual(['csrf-1']);
  });

  it('keeps an editor signed in across a reload: the session comes from GET /api/admin/session', async () => {
    adminApi({ signedIn: true });
    renderApp('/beheer/paginas');
    expect(screen.getByRole('status')).toHaveTextContent('Even geduld');
    expect(await screen.findByText('Ingelogd als beheerder@example.org (beheerder)')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: "Pagina's" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Inloggen' })).toBeNull();
  });

  it("shows a redacteur only the sections a redacteur may open, and a beheerder's section as no access", async () => {
    adminApi({ signedIn: true, role: 'redacteur' });
    renderApp('/beheer/gebruikers');
    expect(await screen.findByText('Ingelogd als redacteur@example.org (redacteur)')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Beheer' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      "Pagina's",
      'Kerkdiensten',
      'Collectedoelen',
      'Nieuws',
      'Zijstroom',
      'Agenda',
      'Aanmeldingen',
      'Pastoraal team',
      'Kerken',
      'Taakgroepen en vertrouwenspersonen',
      "Foto's",
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Gebruikers' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Gebruikers kan alleen een beheerder openen.');
  });

  it('keeps the screen and asks to sign in again in a dialog, saying why, when an admin call finds the session ended on the server', async () => {
    expectWarnings(/POST \/admin\/probe failed with 401/);
    const server = adminApi({ signedIn: true });
    const probe = baseApi.injectEndpoints({
      endpoints: (build) => ({ probeAdmin: build.mutation<unknown, void>({ queryFn: withCsrf<void>(() => ({ url: '/admin/probe', method: 'POST' })) }) }),
      overrideExisting: true,
    });
    const { store } = renderApp('/beheer/paginas');
    expect(await screen.findByText('Ingelogd als beheerder@example.org (beheerder)')).toBeInTheDocument();

    // The server ends the session (30 idle minutes, or "overal afmelden" elsewhere).
    server.signedIn = false;
    mockFetch((url) => (url.pathname === '/api/admin/probe' ? UNAUTHENTICATED : url.pathname === '/api/admin/session' ? UNAUTHENTICATED : undefined));
    await store.dispatch(probe.endpoints.probeAdmin.initiate());
    const dialog = await screen.findByRole('dialog', { name: 'Opnieuw aanmelden' });
    expect(dialog).toHaveTextContent(/U bent afgemeld: u was een tijd niet actief/);
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('beheerder@example.org');
    // The section behind it is still there, as the editor left it.
    expect(screen.getByText('Ingelogd als beheerder@example.org (beheerder)')).toBeInTheDocument();
  });

  it('sends the session\'s CSRF token with an admin call and unwraps its { data } answer', async () => {
    adminApi({ signedIn: true });
    const probe = baseApi.injectEndpoints({
      endpoints: (build) => ({ probeSave: build.mutation<{ saved: boolean }, { n: number }>({ queryFn: withCsrf((body: { n: number }) => ({ url: '/admin/probe', method: 'PUT', body })) }) }),
      overrideExisting: true,
    });
    const { store } = renderApp('/beheer/paginas');
    expect(await screen.findByText('Ingelogd als beheerder@example.org (beheerder)')).toBeInTheDocument();
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname !== '/api/admin/probe') return undefined;
      sent.push([(init?.headers as Record<string, string>)['X-CSRF-Token'], JSON.parse(String(init?.body))]);
      return { body: { data: { saved: true } } };
    });
    const result = await store.dispatch(probe.endpoints.probeSave.initiate({ n: 1 }));
    expect(result.data).toEqual({ saved: true });
    expect(sent).toEqual([['csrf-1', { n: 1 }]]);
  });
});
