import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SignInForm } from './sign-in-form';

type Answer = { status?: number; body: unknown } | 'network-down';

/** POST /api/admin/session answers `answer()`; the posted bodies are recorded. */
function api(answer: () => Answer) {
  const posts: unknown[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/admin/session' && init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      const reply = answer();
      if (reply === 'network-down') throw new TypeError('Failed to fetch');
      return reply;
    }
    return undefined;
  });
  return posts;
}

function renderForm() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SignInForm forgotPasswordTo="/beheer/wachtwoord-vergeten" />, { route: '/beheer' });
  return user;
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email = 'scriba@example.org', password = 'een lang wachtwoord') {
  await user.click(screen.getByLabelText('E-mail'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Wachtwoord'));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('the sign-in form', () => {
  it('has an e-mail and a password field, a submit button and a link for a forgotten password', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/beheer/wachtwoord-vergeten');
  });

  it("shows 'E-mail is verplicht' and 'Wachtwoord is verplicht' for an empty submit, sends nothing and focuses the e-mail field", async () => {
    const posts = api(() => ({ status: 500, body: {} }));
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('E-mail is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Wachtwoord is verplicht')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-describedby', 'beheer-email-error');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it("shows 'E-mail is niet juist' for an address without @", async () => {
    const posts = api(() => ({ status: 500, body: {} }));
    const user = renderForm();
    await signIn(user, 'scriba.example.org');
    expect(await screen.findByText('E-mail is niet juist')).toBeInTheDocument();
    expect(screen.queryByText('Wachtwoord is verplicht')).toBeNull();
    expect(posts).toEqual([]);
  });

  it('says in Dutch that signing in is not possible yet while the admin API answers 404, and keeps the address', async () => {
    expectWarnings(/POST \/admin\/session failed with 404/);
    const posts = api(() => ({ status: 404, body: { code: 'not_found', message: 'Route POST:/api/admin/session not found' } }));
    const user = renderForm();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Inloggen is nog niet mogelijk: dit deel van de website wordt op dit moment gebouwd. Probeer het later opnieuw.');
    expect(posts).toEqual([{ email: 'scriba@example.org', password: 'een lang wachtwoord' }]);
    expect(screen.getByLabelText('E-mail')).toHaveValue('scriba@example.org');
  });

  it('says the address or password is wrong on a 401', async () => {
    expectWarnings(/POST \/admin\/session failed with 401/);
    api(() => ({ status: 401, body: { code: 'unauthorized', message: 'Unauthorized' } }));
    const user = renderForm();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Het e-mailadres of het wachtwoord klopt niet.');
  });

  it("shows the server's lockout message, which says how many minutes, with 'Wachtwoord vergeten' in it as a link", async () => {
    expectWarnings(/POST \/admin\/session failed with 429/);
    const message = 'Te veel mislukte pogingen om aan te melden. Probeer het over 14 minuten opnieuw, of vraag een nieuw wachtwoord aan met "Wachtwoord vergeten".';
    api(() => ({ status: 429, body: { code: 'locked', message, retryAfterMinutes: 14 } }));
    const user = renderForm();
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Te veel mislukte pogingen om aan te melden\. Probeer het over 14 minuten opnieuw, of vraag een nieuw wachtwoord aan met Wachtwoord vergeten\.$/);
    expect(within(alert).getByRole('link', { name: 'Wachtwoord vergeten' })).toHaveAttribute('href', '/beheer/wachtwoord-vergeten');
  });

  it('puts the link after a lockout message that does not name the screen', async () => {
    expectWarnings(/POST \/admin\/session failed with 429/);
    api(() => ({ status: 429, body: { code: 'locked', message: 'Te veel pogingen. Probeer het over 1 minuut opnieuw.' } }));
    const user = renderForm();
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Te veel pogingen\. Probeer het over 1 minuut opnieuw\. Wachtwoord vergeten$/);
    expect(within(alert).getByRole('link', { name: 'Wachtwoord vergeten' })).toHaveAttribute('href', '/beheer/wachtwoord-vergeten');
  });

  it('shows a later refusal as plain text again after a lockout', async () => {
    expectWarnings(/POST \/admin\/session failed with 429/, /POST \/admin\/session failed with 401/);
    const answers: Answer[] = [
      { status: 429, body: { code: 'locked', message: 'Te veel pogingen. Probeer het over 1 minuut opnieuw.' } },
      { status: 401, body: { code: 'invalid_credentials', message: 'Het e-mailadres of het wachtwoord is niet juist.' } },
    ];
    api(() => answers.shift()!);
    const user = renderForm();
    await signIn(user);
    await screen.findByRole('link', { name: 'Wachtwoord vergeten' });
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Het e-mailadres of het wachtwoord klopt niet.');
    expect(screen.queryByRole('link', { name: 'Wachtwoord vergeten' })).toBeNull();
  });

  it('says signing in does not work now when the network is down', async () => {
    api(() => 'network-down');
    const user = renderForm();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Inloggen lukt nu niet.');
  });
});
