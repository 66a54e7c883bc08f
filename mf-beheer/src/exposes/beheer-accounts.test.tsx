/**
 * The account screens of the editing app through the real providers, against a fake admin API
 * that keeps state as the server does: Gebruikers (list, role with undo, switching off after a
 * confirmation, a new link, inviting, the last beheerder's Dutch refusal), Logboek, choosing a
 * password with a one-time link, "Wachtwoord vergeten" and "Overal afmelden".
 */
import type { ManagedUser } from '@kerk/kit/api-types';
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import BeheerApp from './beheer-app';

const LAST_BEHEERDER = 'Er moet altijd minstens één actieve beheerder zijn. Maak eerst iemand anders beheerder.';
const RESET_SENT = 'Als dit e-mailadres bij ons bekend is, ontvangt u binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.';
const session = { user: { id: 1, email: 'scriba@example.org', role: 'beheerder' }, csrfToken: 'csrf-1' };

interface Call {
  method: string;
  path: string;
  csrf?: string;
  body?: Record<string, unknown>;
}

/** A fake admin API: a signed-in beheerder (scriba) without drafts waiting, and a redacteur whose password is not set yet. */
function adminApi() {
  const users: ManagedUser[] = [
    { id: 1, email: 'scriba@example.org', role: 'beheerder', active: true, passwordSet: true, createdAt: '2026-11-01T09:00:00.000Z', lastSignInAt: '2026-11-23T20:00:00.000Z' },
    { id: 2, email: 'koster@example.org', role: 'redacteur', active: true, passwordSet: false, createdAt: '2026-11-20T09:00:00.000Z', lastSignInAt: null },
  ];
  const state = { signedIn: true, calls: [] as Call[], resets: [] as unknown[] };
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    const csrf = (init?.headers as Record<string, string> | undefined)?.['X-CSRF-Token'];
    const path = url.pathname.replace(/^\/api/, '');
    if (method !== 'GET') state.calls.push({ method, path, csrf, body });
    // The session names scriba's role as it is now (a beheerder may make themselves a redacteur).
    const current = { ...session, user: { ...session.user, role: users[0]!.role } };
    if (path === '/admin/session' && method === 'GET') return state.signedIn ? { body: { data: current } } : { status: 401, body: { code: 'not_signed_in', message: 'U bent niet aangemeld.' } };
    if (path === '/admin/sessions' && method === 'DELETE') {
      state.signedIn = false;
      return { status: 204, body: null };
    }
    if (path === '/admin/drafts' && method === 'GET') return { body: { data: [] } };
    if (path === '/admin/users' && method === 'GET') return { body: { data: users } };
    if (path === '/admin/users' && method === 'POST') {
      if (users.some((u) => u.email === body?.email)) return { status: 409, body: { code: 'user_exists', message: 'Er is al een account met dit e-mailadres.' } };
      users.push({ id: users.length + 1, email: String(body?.email), role: body?.role as 'redacteur', active: true, passwordSet: false, createdAt: '2026-11-23T20:05:00.000Z', lastSignInAt: null });
      return { status: 201, body: { data: { id: users.length, email: body?.email, role: body?.role } } };
    }
    const patch = /^\/admin\/users\/(\d+)$/.exec(path);
    if (patch && method === 'PATCH') {
      const user = users.find((u) => u.id === Number(patch[1]))!;
      const others = users.filter((u) => u !== user && u.role === 'beheerder' && u.active);
      if (user.role === 'beheerder' && (body?.role === 'redacteur' || body?.active === false) && others.length === 0) {
        return { status: 409, body: { code: 'last_beheerder', message: LAST_BEHEERDER } };
      }
      Object.assign(user, body);
      return { body: { data: user } };
    }
    const link = /^\/admin\/users\/(\d+)\/link$/.exec(path);
    if (link) return { status: 202, body: { data: { message: `Er is een nieuwe link gestuurd naar ${users.find((u) => u.id === Number(link[1]))!.email}.` } } };
    return undefined;
  });
  return state;
}

function renderApp(route: string) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BeheerApp />, { route, path: '/beheer/*' });
  return user;
}

describe('Gebruikers', () => {
  it('lists every account with role, status, "wachtwoord nog niet ingesteld" and the last sign-in', async () => {
    adminApi();
    renderApp('/beheer/gebruikers');
    const table = await screen.findByRole('table', { name: 'Alle gebruikers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['scriba@example.org (u)', 'BeheerderRedacteur', 'Actief', '23-11-2026 21.00', 'Nieuwe link sturen'],
      ['koster@example.org ', 'BeheerderRedacteur', 'ActiefWachtwoord nog niet ingesteld', 'Nog nooit', 'UitschakelenNieuwe link sturen'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Rol van koster@example.org' })).toHaveValue('redacteur');
  });

  it("shows the API's Dutch refusal when the last beheerder would lose the role, and the role stays", async () => {
    expectWarnings(/PATCH \/admin\/users\/1 failed with 409/);
    const server = adminApi();
    const user = renderApp('/beheer/gebruikers');
    const role = await screen.findByRole('combobox', { name: 'Rol van scriba@example.org' });
    await user.selectOptions(role, 'redacteur');
    expect(await screen.findByRole('alert')).toHaveTextContent(LAST_BEHEERDER);
    expect(role).toHaveValue('beheerder');
    expect(server.calls).toEqual([{ method: 'PATCH', path: '/admin/users/1', csrf: 'csrf-1', body: { role: 'redacteur' } }]);
  });

  it('changes a role at once, says so, and "Ongedaan maken" puts it back', async () => {
    const server = adminApi();
    const user = renderApp('/beheer/gebruikers');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rol van koster@example.org' }), 'beheerder');
    expect(await screen.findByText('koster@example.org is nu beheerder.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('koster@example.org is nu redacteur.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Rol van koster@example.org' })).toHaveValue('redacteur'));
    expect(server.calls.map((call) => call.body)).toEqual([{ role: 'beheerder' }, { role: 'redacteur' }]);
  });

  it('switches an account off only after a confirmation, and on again', async () => {
    const server = adminApi();
    const user = renderApp('/beheer/gebruikers');
    await user.click(await screen.findByRole('button', { name: 'Uitschakelen: koster@example.org' }));
    expect(screen.getByText(/Weet u zeker dat u koster@example.org wilt uitschakelen\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(server.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Uitschakelen: koster@example.org' }));
    await user.click(screen.getByRole('button', { name: 'Ja, uitschakelen' }));
    expect(await screen.findByText('koster@example.org is uitgeschakeld en afgemeld.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Weer inschakelen: koster@example.org' }));
    expect(await screen.findByText('koster@example.org is weer ingeschakeld.')).toBeInTheDocument();
    expect(server.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PATCH', '/admin/users/2', { active: false }],
      ['PATCH', '/admin/users/2', { active: true }],
    ]);
  });

  it('a beheerder who makes themselves a redacteur (another beheerder remains) loses the page at once', async () => {
    adminApi();
    const user = renderApp('/beheer/gebruikers');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rol van koster@example.org' }), 'beheerder');
    await screen.findByText('koster@example.org is nu beheerder.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol van scriba@example.org' }), 'redacteur');
    expect(await screen.findByText('Ingelogd als scriba@example.org (redacteur)')).toBeInTheDocument();
    expect(screen.getByText('Gebruikers kan alleen een beheerder openen. Vraag een beheerder van de website als u hier iets wilt laten veranderen.')).toBeInTheDocument();
  });

  it('sends a new link and says to whom', async () => {
    const server = adminApi();
    const user = renderApp('/beheer/gebruikers');
    await user.click(await screen.findByRole('button', { name: 'Nieuwe link sturen: koster@example.org' }));
    expect(await screen.findByText('Er is een nieuwe link gestuurd naar koster@example.org.')).toBeInTheDocument();
    expect(server.calls).toEqual([{ method: 'POST', path: '/admin/users/2/link', csrf: 'csrf-1', body: undefined }]);
  });

  it('invites someone: checks the address first, shows an existing account at the field, then sends', async () => {
    expectWarnings(/POST \/admin\/users failed with 409/);
    const server = adminApi();
    const user = renderApp('/beheer/gebruikers');
    const email = await screen.findByRole('textbox', { name: 'E-mailadres' });
    await user.type(email, 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Uitnodiging sturen' }));
    expect(await screen.findByText('E-mailadres is niet juist')).toBeInTheDocument();
    expect(server.calls).toEqual([]);

    await user.clear(email);
    await user.type(email, 'koster@example.org');
    await user.click(screen.getByRole('button', { name: 'Uitnodiging sturen' }));
    expect(await screen.findByText('Er is al een account met dit e-mailadres.')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'diaken@example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'beheerder');
    await user.click(screen.getByRole('button', { name: 'Uitnodiging sturen' }));
    expect(await screen.findByText('Er is een uitnodiging gestuurd naar diaken@example.org.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: /diaken@example.org/ })).toBeInTheDocument();
    expect(server.calls.at(-1)).toEqual({ method: 'POST', path: '/admin/users', csrf: 'csrf-1', body: { email: 'diaken@example.org', role: 'beheerder' } });
  });

  it('"Overal afmelden" ends every session on the server and shows the sign-in screen', async () => {
    const server = adminApi();
    const user = renderApp('/beheer');
    await user.click(await screen.findByRole('button', { name: 'Overal afmelden' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Inloggen' })).toBeInTheDocument();
    expect(server.calls).toEqual([{ method: 'DELETE', path: '/admin/sessions', csrf: 'csrf-1', body: undefined }]);
  });
});

describe('Logboek', () => {
  it('reads as a Dutch table, newest first, with pages when there are more than 50 lines', async () => {
    const asked: string[] = [];
    mockFetch((url) => {
      if (url.pathname === '/api/admin/session') return { body: { data: session } };
      if (url.pathname === '/api/admin/drafts') return { body: { data: [] } };
      if (url.pathname !== '/api/admin/audit') return undefined;
      asked.push(url.search);
      const data = [
        { id: 80, at: '2026-11-23T20:04:00.000Z', actor: 'scriba@example.org', action: 'user_role_changed', subject: 'koster@example.org (redacteur → beheerder)', ip: '203.0.113.9' },
        { id: 79, at: '2026-11-23T19:00:00.000Z', actor: '', action: 'sign_in_failed', subject: 'onbekend@example.org', ip: '198.51.100.4' },
      ];
      return { body: { data, meta: { page: 1, pageSize: 50, total: 80 } } };
    });
    renderApp('/beheer/logboek');
    const table = await screen.findByRole('table', { name: 'Logboek van het beheer' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Wanneer', 'Wie', 'Wat', 'Onderwerp', 'IP-adres']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['23-11-2026 21.04', 'scriba@example.org', 'Rol gewijzigd', 'koster@example.org (redacteur → beheerder)', '203.0.113.9'],
      ['23-11-2026 20.00', 'Niet aangemeld', 'Aanmelden mislukt', 'onbekend@example.org', '198.51.100.4'],
    ]);
    const pages = screen.getByRole('navigation', { name: 'Pagina’s van het logboek' });
    expect(within(pages).getByRole('link', { name: 'Ouder' })).toHaveAttribute('href', '/beheer/logboek?pagina=2');
    expect(asked).toEqual(['?page=1&pageSize=50']);
  });
});

describe('choosing a password with a one-time link', () => {
  const NEW_LINK = 'Vraag een nieuwe link aan met "Wachtwoord vergeten", of vraag de beheerder van de website om een nieuwe uitnodiging.';
  const USED = `Deze link is al gebruikt (een link werkt maar één keer), of er is daarna een nieuwere gestuurd. Heeft u uw wachtwoord al gekozen? Meld u dan gewoon aan. ${NEW_LINK}`;

  /** POST /api/admin/password answers `answer`, the link's check `check` (usable by default); what was posted to each. */
  function passwordApi(answer: { status?: number; body: unknown }, check: { status?: number; body: unknown } = { body: { data: { state: 'usable' } } }) {
    const sent: unknown[] = [];
    const checked: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/session') return { status: 401, body: { code: 'not_signed_in', message: 'U bent niet aangemeld.' } };
      if (url.pathname === '/api/admin/password/check') {
        checked.push(JSON.parse(String(init?.body)));
        return check;
      }
      if (url.pathname !== '/api/admin/password') return undefined;
      sent.push(JSON.parse(String(init?.body)));
      return answer;
    });
    return { sent, checked };
  }

  it.each([
    ['used', USED],
    ['expired', `Deze link is verlopen. ${NEW_LINK}`],
    ['invalid', `Deze link is niet geldig. Controleer of u de hele link uit de e-mail heeft gebruikt. ${NEW_LINK}`],
  ])('says at once, instead of the password fields, that a %s link cannot be used, and what to do', async (state, message) => {
    expectWarnings(/GET \/admin\/session failed with 401/);
    const { sent, checked } = passwordApi({ body: null }, { body: { data: { state, message } } });
    const user = renderApp('/beheer/wachtwoord?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Nieuw wachtwoord')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wachtwoord opslaan' })).toBeNull();
    expect(checked).toEqual([{ token: 'abc' }]);
    expect(sent).toEqual([]);
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/beheer');
    await user.click(screen.getByRole('link', { name: 'Een nieuwe link aanvragen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wachtwoord vergeten' })).toBeInTheDocument();
  });

  it('shows no password fields while the link is being checked', async () => {
    expectWarnings(/GET \/admin\/session failed with 401/);
    let answer: (value: { body: unknown }) => void = () => {};
    const pending = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
    mockFetch((url) => (url.pathname === '/api/admin/session' ? { status: 401, body: { code: 'not_signed_in', message: 'U bent niet aangemeld.' } } : undefined));
    const fetchJson = global.fetch;
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/admin/password/check')) return fetchJson(input, init);
      const { body } = await pending;
      return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) };
    }) as typeof fetch;
    renderApp('/beheer/wachtwoord?token=abc');
    expect(await screen.findByText('De link wordt gecontroleerd…')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nieuw wachtwoord')).toBeNull();
    answer({ body: { data: { state: 'usable' } } });
    expect(await screen.findByLabelText('Nieuw wachtwoord')).toBeInTheDocument();
  });

  it('shows the password fields when the check itself fails; the link is then judged when the password is sent', async () => {
    expectWarnings(/GET \/admin\/session failed with 401/, /POST \/admin\/password\/check failed with 500/, /POST \/admin\/password failed with 400/);
    const { sent } = passwordApi({ status: 400, body: { code: 'token_used', message: USED } }, { status: 500, body: { code: 'internal', message: 'Er ging iets mis.' } });
    const user = renderApp('/beheer/wachtwoord?token=abc');
    await user.type(await screen.findByLabelText('Nieuw wachtwoord'), 'Zeven dorpen aan de Maas');
    await user.type(screen.getByLabelText('Herhaal het nieuwe wachtwoord'), 'Zeven dorpen aan de Maas');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(USED);
    expect(sent).toEqual([{ token: 'abc', password: 'Zeven dorpen aan de Maas' }]);
  });

  it('checks the rules in Dutch before sending, then says it worked and leads to signing in', async () => {
    expectWarnings(/GET \/admin\/session failed with 401/);
    const { sent, checked } = passwordApi({ body: { data: { message: 'Uw wachtwoord is ingesteld. U kunt zich nu aanmelden.' } } });
    const user = renderApp('/beheer/wachtwoord?token=abc');
    const password = await screen.findByLabelText('Nieuw wachtwoord');
    await user.type(password, 'kort');
    await user.tab();
    expect(screen.getByText('Wachtwoord moet minimaal 12 tekens bevatten')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Zeven dorpen aan de Maas');
    await user.type(screen.getByLabelText('Herhaal het nieuwe wachtwoord'), 'Zeven dorpen aan de Rijn');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(screen.getByText('De twee wachtwoorden zijn niet hetzelfde')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Herhaal het nieuwe wachtwoord'));
    await user.type(screen.getByLabelText('Herhaal het nieuwe wachtwoord'), 'Zeven dorpen aan de Maas');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Uw wachtwoord is ingesteld. U kunt zich nu aanmelden.')).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'abc', password: 'Zeven dorpen aan de Maas' }]);
    expect(checked).toEqual([{ token: 'abc' }]);
    await user.click(screen.getByRole('link', { name: 'Naar inloggen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Inloggen' })).toBeInTheDocument();
  });

  it("shows an expired link's Dutch message from the API and where to ask for a new one", async () => {
    expectWarnings(/GET \/admin\/session failed with 401/, /POST \/admin\/password failed with 400/);
    const expired = 'Deze link is verlopen. Vraag een nieuwe link aan met "Wachtwoord vergeten".';
    passwordApi({ status: 400, body: { code: 'token_expired', message: expired } });
    const user = renderApp('/beheer/wachtwoord?token=abc');
    await user.type(await screen.findByLabelText('Nieuw wachtwoord'), 'Zeven dorpen aan de Maas');
    await user.type(screen.getByLabelText('Herhaal het nieuwe wachtwoord'), 'Zeven dorpen aan de Maas');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    await user.click(screen.getByRole('link', { name: 'Een nieuwe link aanvragen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wachtwoord vergeten' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a common password at the field", async () => {
    expectWarnings(/GET \/admin\/session failed with 401/, /POST \/admin\/password failed with 400/);
    const common = 'Dit wachtwoord wordt veel gebruikt en is makkelijk te raden. Kies een ander wachtwoord.';
    passwordApi({ status: 400, body: { code: 'validation_error', message: common, fields: { password: common } } });
    const user = renderApp('/beheer/wachtwoord?token=abc');
    await user.type(await screen.findByLabelText('Nieuw wachtwoord'), 'Wachtwoord123!');
    await user.type(screen.getByLabelText('Herhaal het nieuwe wachtwoord'), 'Wachtwoord123!');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a link without its token is not complete, without asking the server', async () => {
    expectWarnings(/GET \/admin\/session failed with 401/);
    const { checked } = passwordApi({ body: null });
    renderApp('/beheer/wachtwoord');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze link is niet compleet.');
    expect(checked).toEqual([]);
  });
});

describe('Wachtwoord vergeten', () => {
  it("leads from the lockout's message to the screen, in one click", async () => {
    expectWarnings(/GET \/admin\/session failed with 401/, /POST \/admin\/session failed with 429/);
    const locked = 'Te veel mislukte pogingen om aan te melden. Probeer het over 1 minuut opnieuw, of vraag een nieuw wachtwoord aan met "Wachtwoord vergeten".';
    mockFetch((url, init) => {
      if (url.pathname !== '/api/admin/session') return undefined;
      if (init?.method === 'POST') return { status: 429, body: { code: 'locked', message: locked, retryAfterMinutes: 1 } };
      return { status: 401, body: { code: 'not_signed_in', message: 'U bent niet aangemeld.' } };
    });
    const user = renderApp('/beheer');
    await user.type(await screen.findByLabelText('E-mail'), 'scriba@example.org');
    await user.type(screen.getByLabelText('Wachtwoord'), 'een lang wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Probeer het over 1 minuut opnieuw, of vraag een nieuw wachtwoord aan met Wachtwoord vergeten.');
    await user.click(within(alert).getByRole('link', { name: 'Wachtwoord vergeten' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wachtwoord vergeten' })).toBeInTheDocument();
  });

  it("sends the address and shows the API's one answer, known address or not", async () => {
    expectWarnings(/GET \/admin\/session failed with 401/);
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/session') return { status: 401, body: { code: 'not_signed_in', message: 'U bent niet aangemeld.' } };
      if (url.pathname !== '/api/admin/password-reset') return undefined;
      sent.push(JSON.parse(String(init?.body)));
      return { status: 202, body: { data: { message: RESET_SENT } } };
    });
    const user = renderApp('/beheer');
    await user.click(await screen.findByRole('link', { name: 'Wachtwoord vergeten?' }));
    await user.click(screen.getByRole('button', { name: 'Link aanvragen' }));
    expect(screen.getByText('E-mail is verplicht')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), ' iemand@example.org ');
    await user.click(screen.getByRole('button', { name: 'Link aanvragen' }));
    expect(await screen.findByText(RESET_SENT)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'iemand@example.org' }]);
    await user.click(screen.getByRole('link', { name: 'Terug naar inloggen' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Inloggen' })).toBeInTheDocument();
  });
});
