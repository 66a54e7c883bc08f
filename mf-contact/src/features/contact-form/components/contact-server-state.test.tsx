/**
 * The form shows what the server answered a visitor without JavaScript (and what the page rendered
 * on the server will show): `?verzonden=1` after an accepted plain POST, and a refused POST's input,
 * field messages and failure text from the initial data. And it is itself a plain POST form.
 */
import { INITIAL_DATA_ID } from '@kerk/kit/page';
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { contact } from '../../../texts';
import { resetServerState } from '../hooks/use-server-state';
import { ContactPage } from './contact-page';

const TYPES = contact.types.map(({ key, label }) => ({ key, label }));
const PAGE = { data: { id: 4, name: 'contact', metaTitle: 'Contact', metaDescription: '', partials: [{ name: 'title', content: 'Contact' }] } };
const SUCCESS = 'Uw bericht is in goede orde ontvangen.';
const FAILURE = 'Er is iets fout gegaan tijdens het versturen van de e-mail, probeer het later nog eens.';

function api() {
  mockFetch((url) => {
    if (url.pathname === '/api/page') return { body: PAGE };
    if (url.pathname === '/api/contact-types') return { body: { data: TYPES } };
    return undefined;
  });
}

function withInitialData(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.head.append(script);
}

async function renderPage(route = '/contact') {
  renderWithProviders(<ContactPage />, { route, path: '/contact' });
  await screen.findByText('Kerkenraad', { selector: 'option' });
}

describe('/contact and the server answer', () => {
  beforeEach(() => {
    resetServerState();
    api();
  });
  afterEach(() => document.getElementById(INITIAL_DATA_ID)?.remove());

  it('is a plain form posting to /contact with named fields, so it works without JavaScript', async () => {
    await renderPage();
    const form = screen.getByLabelText('Naam').closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    expect([...form.querySelectorAll('[name]')].map((el) => el.getAttribute('name'))).toEqual(['name', 'email', 'subject', 'message', 'contactType', 'website']);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('shows the success text on /contact?verzonden=1, where an accepted plain post leads', async () => {
    await renderPage('/contact?verzonden=1');
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
  });

  it('shows a refused post: the input kept, the field messages tied to their fields, the failure text', async () => {
    withInitialData({ contactForm: { values: { name: 'Anna de Vries', email: 'anna.example.org', subject: 'Zaal', message: 'Een zaal voor een verjaardag', contactType: 'zaalhuur' }, fields: { email: 'E-mail is niet juist' }, failed: true } });
    await renderPage();
    expect(screen.getByLabelText('Naam')).toHaveValue('Anna de Vries');
    expect(screen.getByLabelText('Soort contact')).toHaveValue('zaalhuur');
    expect(screen.getByLabelText('E-mail')).toHaveValue('anna.example.org');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail is niet juist');
    expect(screen.getByLabelText('Naam')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(FAILURE)).toBeInTheDocument();
  });

  it('keeps a server-only message until the field is changed', async () => {
    withInitialData({ contactForm: { values: { name: 'Anna', email: 'anna@x.nl', subject: 'Zaal', message: 'Een zaal voor een verjaardag', contactType: 'kerkenraad' }, fields: { contactType: 'Soort contact is niet juist' }, failed: true } });
    await renderPage();
    const select = screen.getByLabelText('Soort contact');
    expect(select).toHaveAccessibleDescription('Soort contact is niet juist');
    await userEvent.setup({ delay: null }).selectOptions(select, 'huwelijk');
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  it('ignores initial data of another shape and reads it once per page load', async () => {
    withInitialData({ contactForm: { values: 'x', fields: {} } });
    await renderPage();
    expect(screen.getByLabelText('Naam')).toHaveValue('');
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
  });
});
