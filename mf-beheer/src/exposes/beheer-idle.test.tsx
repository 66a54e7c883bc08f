/**
 * The warning before an idle session ends, on jest's fake clock: the server's answer says when the
 * session ends by its own clock (here a day off from the browser's, which must not matter). Two
 * minutes before the end "Bent u er nog?" opens; "Aangemeld blijven" renews the session on the
 * server; left alone, the app asks the server at the end and shows the sign-in screen saying why.
 */
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import BeheerApp from './beheer-app';

const MINUTE = 60_000;
const SERVER_NOW = Date.parse('2026-11-23T20:05:00.000Z');
/** The browser's clock: a day and a bit later than the server's. */
const BROWSER_NOW = SERVER_NOW + 24 * 60 * MINUTE + 7_000;

/** A session answer as the server gives it at `serverNow`, ending at `idleEnd` (both by the server's clock). */
const answer = (serverNow: number, idleEnd: number, absoluteEnd: number) => ({
  data: {
    user: { id: 1, email: 'scriba@example.org', role: 'beheerder' },
    csrfToken: 'csrf-1',
    idleExpiresAt: new Date(idleEnd).toISOString(),
    absoluteExpiresAt: new Date(absoluteEnd).toISOString(),
    now: new Date(serverNow).toISOString(),
  },
});

/** The fake server, on its own clock: `serverNow()` moves with the browser's fake clock. */
function adminApi({ absoluteEnd = SERVER_NOW + 12 * 60 * MINUTE } = {}) {
  const serverNow = () => SERVER_NOW + (Date.now() - BROWSER_NOW);
  const state = { idleEnd: Math.min(SERVER_NOW + 30 * MINUTE, absoluteEnd), calls: [] as string[] };
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    state.calls.push(`${method} ${url.pathname}`);
    const alive = serverNow() < state.idleEnd;
    if (!alive) return { status: 401, body: { code: 'session_expired', message: 'U was een tijd niet actief en bent daarom afgemeld. Meld u opnieuw aan.' } };
    if (url.pathname === '/api/admin/session' && method === 'GET') return { body: answer(serverNow(), state.idleEnd, absoluteEnd) };
    if (url.pathname === '/api/admin/session/renew' && method === 'POST') {
      state.idleEnd = Math.min(serverNow() + 30 * MINUTE, absoluteEnd);
      return { body: answer(serverNow(), state.idleEnd, absoluteEnd) };
    }
    if (url.pathname === '/api/admin/session' && method === 'DELETE') return { status: 204, body: null };
    // What the screen behind the warning reads: no pages and no drafts waiting.
    if ((url.pathname === '/api/admin/pages' || url.pathname === '/api/admin/drafts') && method === 'GET') return { body: { data: [] } };
    return undefined;
  });
  return state;
}

const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe('the warning before an idle session ends', () => {
  beforeEach(() => jest.useFakeTimers({ now: BROWSER_NOW }));
  afterEach(() => jest.useRealTimers());

  function renderApp() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<BeheerApp />, { route: '/beheer/paginas', path: '/beheer/*' });
    return user;
  }

  it('opens two minutes before the end, whatever the browser clock says, and "Aangemeld blijven" renews on the server', async () => {
    const server = adminApi();
    const user = renderApp();
    expect(await screen.findByText('Ingelogd als scriba@example.org (beheerder)')).toBeInTheDocument();

    await advance(27 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1 * MINUTE + 1000);
    const dialog = screen.getByRole('dialog', { name: 'Bent u er nog?' });
    expect(dialog).toHaveTextContent('over 2 minuten automatisch afgemeld');
    expect(screen.getByRole('button', { name: 'Aangemeld blijven' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Aangemeld blijven' }));
    expect(server.calls).toContain('POST /api/admin/session/renew');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The session lives on past the old end, and the next warning comes 28 minutes after renewing.
    await advance(27 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Ingelogd als scriba@example.org (beheerder)')).toBeInTheDocument();
    await advance(1 * MINUTE + 1000);
    expect(screen.getByRole('dialog', { name: 'Bent u er nog?' })).toBeInTheDocument();
  });

  it('left alone, asks at the end to sign in again over the same screen, saying the session ended, with the address filled in', async () => {
    expectWarnings(/GET \/admin\/session failed with 401/);
    adminApi();
    renderApp();
    expect(await screen.findByText('Ingelogd als scriba@example.org (beheerder)')).toBeInTheDocument();
    await advance(29 * MINUTE);
    expect(screen.getByRole('dialog', { name: 'Bent u er nog?' })).toBeInTheDocument();
    await advance(1 * MINUTE + 2000);
    const dialog = await screen.findByRole('dialog', { name: 'Opnieuw aanmelden' });
    expect(dialog).toHaveTextContent(/U bent afgemeld: u was een tijd niet actief/);
    // What the sign-in form needs is kept: the address; the screen behind stays as it was.
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('scriba@example.org');
    expect(screen.getByText('Ingelogd als scriba@example.org (beheerder)')).toBeInTheDocument();
  });

  it('before the absolute end says staying signed in is not possible: "Begrepen" closes it, and the session ends on time', async () => {
    expectWarnings(/GET \/admin\/session failed with 401/);
    adminApi({ absoluteEnd: SERVER_NOW + 20 * MINUTE });
    const user = renderApp();
    expect(await screen.findByText('Ingelogd als scriba@example.org (beheerder)')).toBeInTheDocument();
    await advance(17 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1 * MINUTE + 1000);
    const dialog = screen.getByRole('dialog', { name: 'Uw sessie loopt bijna af' });
    expect(dialog).toHaveTextContent('U bent al bijna 12 uur aangemeld.');
    expect(within(dialog).queryByRole('button', { name: 'Aangemeld blijven' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Begrepen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(2 * MINUTE + 1000);
    expect(await screen.findByRole('dialog', { name: 'Opnieuw aanmelden' })).toBeInTheDocument();
  });

  it('"Afmelden" in the warning signs out at once', async () => {
    const server = adminApi();
    const user = renderApp();
    expect(await screen.findByText('Ingelogd als scriba@example.org (beheerder)')).toBeInTheDocument();
    await advance(28 * MINUTE + 1000);
    await user.click(within(screen.getByRole('dialog', { name: 'Bent u er nog?' })).getByRole('button', { name: 'Afmelden' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Inloggen' })).toBeInTheDocument();
    expect(server.calls).toContain('DELETE /api/admin/session');
  });
});
