import { contactReceiptSchema, contactTypeSchema, pageSchema } from '@kerk/kit/api-schemas';
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { fixture } from '@kerk/kit/testing/answers';
import { expectWarnings } from '@kerk/kit/testing/console';
import { contact } from '../../../texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ContactPage } from './contact-page';

// What GET /api/contact-types answers: the kit's list (its spec wording is pinned by the API's test).
const TYPES = contact.types.map(({ key, label }) => fixture(contactTypeSchema, { key, label }));
const PAGE = {
  data: fixture(pageSchema, {
    id: 4,
    name: 'contact',
    metaTitle: 'Contact',
    metaDescription: 'Neem contact op',
    partials: [
      { name: 'title', content: 'Contact' },
      { name: 'intro', content: '<p>Heeft u een vraag? Vul het formulier in.</p>' },
      { name: 'content', content: '<h2>Kerkelijk bureau</h2><p>Kerkstraat 12</p>' },
    ],
  }),
};
const FAILURE = 'Er is iets fout gegaan tijdens het versturen van de e-mail, probeer het later nog eens.';

type Answer = { status?: number; body: unknown } | 'network-down';

/** The API: page + types answer normally, POST /api/contact answers `contactAnswer()`; posts are recorded. */
/** The receipt of a message the API kept. */
const RECEIPT = fixture(contactReceiptSchema, { id: 'b9d3c1a2-5e4f-4a6b-8c7d-9e0f1a2b3c4d' });

function api(contactAnswer: () => Answer = () => ({ status: 202, body: { data: RECEIPT } })) {
  const posts: Array<{ body: Record<string, string>; key: string }> = [];
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/page' && url.searchParams.get('name') === 'contact') return { body: PAGE };
    if (url.pathname === '/api/contact-types') return { body: { data: TYPES } };
    if (url.pathname === '/api/contact' && init?.method === 'POST') {
      posts.push({ body: JSON.parse(String(init.body)), key: (init.headers as Record<string, string>)['Idempotency-Key']! });
      const answer = contactAnswer();
      if (answer === 'network-down') throw new TypeError('Failed to fetch');
      return answer;
    }
    return undefined;
  });
  return { posts, fetch };
}

/**
 * No pause between simulated keystrokes (user-event waits a macrotask per key by default), and
 * whole texts pasted rather than typed key by key: a busy machine must not time these tests out.
 */
const setupUser = () => userEvent.setup({ delay: null });

async function renderPage(route = '/contact') {
  const user = setupUser();
  renderWithProviders(<ContactPage />, { route, path: '/contact' });
  // By text, not by role: role queries compute the accessibility tree and are slow on a busy machine.
  await screen.findByText('Kerkenraad', { selector: 'option' });
  return user;
}

const field = (label: string) => screen.getByLabelText(label);
/** The submit button (its accessible name is asserted in the first test). */
const sendButton = () => screen.getByText('Versturen', { selector: 'button' });

type User = ReturnType<typeof userEvent.setup>;

/** Focuses the field and pastes the text into it, as one input event. */
async function enter(user: User, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillIn(user: User, message = 'Wij zoeken een zaal voor een verjaardag.') {
  await enter(user, 'Naam', 'Anna de Vries');
  await enter(user, 'E-mail', 'anna@example.org');
  await enter(user, 'Onderwerp', 'Zaal huren');
  await enter(user, 'Bericht', message);
  await user.selectOptions(field('Soort contact'), 'zaalhuur');
}

describe('/contact', () => {
  it('shows the page texts of page `contact`, then the form with labelled fields and the nine contact types in order', async () => {
    api();
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText('Heeft u een vraag? Vul het formulier in.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Stuur ons een bericht' })).toBeInTheDocument();
    for (const label of ['Naam', 'E-mail', 'Onderwerp', 'Bericht']) expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    const options = within(screen.getByRole('combobox', { name: 'Soort contact' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Maak een keuze', ...TYPES.map((t) => t.label)]);
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeEnabled();
  });

  it('puts the form first, the office details beside (after) it, and a link to the form at the top', async () => {
    api();
    await renderPage();
    const form = screen.getByRole('region', { name: 'Stuur ons een bericht' });
    const details = screen.getByRole('complementary', { name: 'Telefoon, adres en meer' });
    expect(within(details).getByRole('heading', { name: 'Kerkelijk bureau' })).toBeInTheDocument();
    expect(form.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const toForm = screen.getByRole('link', { name: 'Naar het formulier' });
    expect(toForm).toHaveAttribute('href', '#contact-form');
    expect(form).toHaveAttribute('id', 'contact-form');
    expect(toForm.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('links to the pages below Contact in the site map after the form, each with its summary', async () => {
    api();
    await renderPage();
    const more = within(screen.getByRole('region', { name: 'Meer over contact' }));
    expect(more.getByRole('link', { name: 'Kerkelijk bureau' })).toHaveAttribute('href', '/contact/kerkelijk-bureau');
    expect(more.getByText(/ledenadministratie/)).toBeInTheDocument();
  });

  it("shows '{field} is verplicht' for every empty field, tied to it, and focuses the first", async () => {
    const { posts } = api();
    const user = await renderPage();
    expect(field('Naam')).not.toHaveAttribute('aria-invalid');
    expect(field('Naam')).not.toHaveAttribute('aria-describedby');
    await user.click(sendButton());
    for (const label of ['Naam', 'E-mail', 'Onderwerp', 'Bericht', 'Soort contact']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(`${label} is verplicht`));
    }
    expect(field('Naam')).toHaveFocus();
    expect(posts).toHaveLength(0);
  });

  it.each([
    ['E-mail', 'anna.example.org', 'E-mail is niet juist'],
    ['Naam', 'a'.repeat(101), 'Naam mag maximaal 100 tekens bevatten'],
    ['Onderwerp', 'o'.repeat(151), 'Onderwerp mag maximaal 150 tekens bevatten'],
    ['Bericht', 'Te kort', 'Bericht moet minimaal 10 tekens bevatten'],
  ])("shows the message of %s for %p once the field is left: '%s'", async (label, value, message) => {
    api();
    const user = await renderPage();
    await user.click(field(label));
    await user.paste(value);
    await user.tab();
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the message with an Idempotency-Key, shows the success text and empties the form', async () => {
    const { posts } = api();
    const user = await renderPage();
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByText('Uw bericht is in goede orde ontvangen.')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        body: { name: 'Anna de Vries', email: 'anna@example.org', subject: 'Zaal huren', message: 'Wij zoeken een zaal voor een verjaardag.', contactType: 'zaalhuur' },
        key: expect.stringMatching(/^contact-[0-9a-f]{32}$/),
      },
    ]);
    expect(field('Naam')).toHaveValue('');
    expect(field('Bericht')).toHaveValue('');
    expect(field('Soort contact')).toHaveValue('');
    expect(field('Naam')).not.toHaveAttribute('aria-invalid');
  });

  // The third column is what the request helper logs for the answer: nothing when no answer came.
  it.each<[string, Answer, RegExp[]]>([
    ['the API is unreachable', 'network-down', []],
    ['the server fails (500)', { status: 500, body: { code: 'internal_error', message: 'Er is een onverwachte fout opgetreden' } }, [/POST \/contact failed with 500/]],
    ['too many messages were sent (429)', { status: 429, body: { code: 'too_many_requests', message: 'U heeft te veel berichten verstuurd.' } }, [/POST \/contact failed with 429/]],
  ])('shows the failure text and keeps the typed text when %s', async (_case, answer, warnings) => {
    expectWarnings(...warnings);
    api(() => answer);
    const user = await renderPage();
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    // Focus left the button while it was disabled: it goes to the failure text, not to the page.
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
    expect(field('Naam')).toHaveValue('Anna de Vries');
    expect(field('Bericht')).toHaveValue('Wij zoeken een zaal voor een verjaardag.');
    expect(field('Soort contact')).toHaveValue('zaalhuur');
    expect(screen.queryByText('Uw bericht is in goede orde ontvangen.')).not.toBeInTheDocument();
  });

  it('retries an unchanged message under the same Idempotency-Key, and an edited one under a new key', async () => {
    let answer: Answer = 'network-down';
    const { posts } = api(() => answer);
    const user = await renderPage();
    await fillIn(user);
    await user.click(sendButton());
    await screen.findByRole('alert');
    await user.click(sendButton());
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.key).toBe(posts[0]!.key);
    await user.type(field('Onderwerp'), ' in juni');
    answer = { status: 202, body: { data: RECEIPT } };
    await user.click(sendButton());
    await screen.findByText('Uw bericht is in goede orde ontvangen.');
    expect(posts[2]!.key).not.toBe(posts[0]!.key);
  });

  it("puts the server's per-field messages under their fields", async () => {
    expectWarnings(/POST \/contact failed with 400/);
    api(() => ({ status: 400, body: { code: 'validation_error', message: 'E-mail is niet juist', fields: { email: 'E-mail is niet juist' } } }));
    const user = await renderPage();
    await fillIn(user);
    await user.click(sendButton());
    await waitFor(() => expect(field('E-mail')).toHaveAccessibleDescription('E-mail is niet juist'));
    expect(field('E-mail')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables Versturen while the message is being sent, so it cannot be sent twice', async () => {
    let answer!: (value: Response) => void;
    const user = await (async () => {
      api();
      const u = await renderPage();
      const original = global.fetch;
      global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'POST' ? new Promise((resolve) => (answer = resolve)) : original(input, init),
      ) as typeof fetch;
      return u;
    })();
    await fillIn(user);
    await user.click(sendButton());
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeDisabled();
    expect(screen.getByText('Bezig met versturen…')).toBeInTheDocument();
    answer({ ok: true, status: 202, statusText: '', text: async () => JSON.stringify({ data: { id: 'x' } }) } as Response);
    expect(await screen.findByText('Uw bericht is in goede orde ontvangen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeEnabled();
  });

  it.each([
    ['/contact?type=diakenen', 'diakenen'],
    ['/contact?type=onbekend', ''],
    ['/contact', ''],
  ])('pre-selects the contact type of %s', async (route, expected) => {
    api();
    await renderPage(route);
    await waitFor(() => expect(field('Soort contact')).toHaveValue(expected));
  });

  it('keeps text typed before the types arrived, and the pre-selection again after a success', async () => {
    let release!: () => void;
    const typesArrive = new Promise<void>((resolve) => (release = resolve));
    const { fetch } = api();
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (String(input).includes('/contact-types')) await typesArrive;
      return answer(input, init);
    });
    const user = setupUser();
    renderWithProviders(<ContactPage />, { route: '/contact?type=huwelijk', path: '/contact' });
    await user.type(await screen.findByLabelText('Naam'), 'Anna');
    release();
    await waitFor(() => expect(field('Soort contact')).toHaveValue('huwelijk'));
    expect(field('Naam')).toHaveValue('Anna');
    await enter(user, 'E-mail', 'anna@example.org');
    await enter(user, 'Onderwerp', 'Trouwen');
    await enter(user, 'Bericht', 'Wij willen in mei trouwen.');
    await user.click(sendButton());
    await screen.findByText('Uw bericht is in goede orde ontvangen.');
    expect(field('Naam')).toHaveValue('');
    expect(field('Soort contact')).toHaveValue('huwelijk');
  });

  it('states the type of every input: text for name and subject, email for the address', async () => {
    api();
    await renderPage();
    expect(document.getElementById('contact-name')).toHaveAttribute('type', 'text');
    expect(document.getElementById('contact-subject')).toHaveAttribute('type', 'text');
    expect(document.getElementById('contact-email')).toHaveAttribute('type', 'email');
  });

  it('keeps a spam trap out of sight, reach and autofill', async () => {
    api();
    const user = await renderPage();
    const trap = document.getElementById('contact-website')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.click(field('Naam'));
    for (const next of ['E-mail', 'Onderwerp', 'Bericht', 'Soort contact']) {
      await user.tab();
      expect(field(next)).toHaveFocus();
    }
    await user.tab();
    expect(screen.getByRole('button', { name: 'Versturen' })).toHaveFocus();
  });

  it('offers a retry when the contact types cannot be loaded', async () => {
    expectWarnings(/GET \/contact-types failed with 500/);
    let typesUp = false;
    mockFetch((url) => {
      if (url.pathname === '/api/page') return { body: PAGE };
      if (url.pathname === '/api/contact-types') return typesUp ? { body: { data: TYPES } } : { status: 500, body: { code: 'internal_error', message: 'x' } };
      return undefined;
    });
    const user = setupUser();
    renderWithProviders(<ContactPage />, { route: '/contact', path: '/contact' });
    expect(await screen.findByText('De soorten contact konden niet worden geladen.')).toBeInTheDocument();
    expect(field('Soort contact')).toBeDisabled();
    typesUp = true;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('option', { name: 'Huwelijk' })).toBeInTheDocument();
    expect(field('Soort contact')).toBeEnabled();
  });
});
