/** The sign-up block on a service's page (issue 43), through the real providers and the kit's answer schemas. */
import { registrationStateSchema, signUpResultSchema } from '@kerk/kit/api-schemas';
import { INITIAL_DATA_ID, resetFormDataEntries } from '@kerk/kit/page';
import type { RegistrationState } from '@kerk/kit/registrations';
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { fixture } from '@kerk/kit/testing/answers';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { service } from '../testing/fixtures';
import { ServiceDetailPage } from './service-detail-page';

const state = (overrides: Partial<RegistrationState> = {}) =>
  fixture(registrationStateSchema, { limit: 120, taken: 108, open: true, closesAt: '2026-12-23T11:00:00.000Z', maxSeats: 6, question: '', ...overrides }, 'A sign-up state');

interface Posted {
  url: string;
  body: unknown;
}

/** GET /api/services/1 with `registration` (taken grows with each accepted sign-up), POST answering `answer`. */
function mockSignUpApi(registration: RegistrationState, answer: (body: { seats: number }) => { status: number; body: unknown }) {
  const posted: Posted[] = [];
  let taken = registration.taken;
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/services/1' && init?.method !== 'POST') return { body: { data: service(1, { registration: { ...registration, taken } }) } };
    if (url.pathname === '/api/services/1/registrations' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { seats: number };
      posted.push({ url: url.pathname, body });
      const reply = answer(body);
      if (reply.status === 201) taken += body.seats;
      return reply;
    }
    return undefined;
  });
  return { posted, fetchMock };
}

const accepted = (status: 'confirmed' | 'waitlisted', seats: number, position?: number) => ({
  status: 201,
  body: { data: fixture(signUpResultSchema, { status, seats, ...(position ? { position } : {}) }, 'A sign-up answer') },
});

const renderAt = (route = '/diensten/1') => renderWithProviders(<ServiceDetailPage />, { route, path: '/diensten/:id' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, seats = '2') {
  await user.type(await screen.findByLabelText('Naam'), 'Jan de Vries');
  await user.type(screen.getByLabelText('E-mailadres'), 'jan@example.nl');
  await user.selectOptions(screen.getByLabelText('Aantal plaatsen'), seats);
}

describe('the sign-up on a service page', () => {
  it('shows the seats left and until when, signs up for 2 seats, focuses the answer and shows the seats that are left then', async () => {
    const user = userEvent.setup();
    const { posted } = mockSignUpApi(state(), () => accepted('confirmed', 2));
    renderAt();
    const block = await screen.findByRole('region', { name: 'Aanmelden' });
    expect(block).toHaveTextContent('Nog 12 plaatsen');
    expect(block).toHaveTextContent('Aanmelden kan tot woensdag 23 december 12.00 uur');
    // Up to the most seats per sign-up, no more.
    expect(within(block).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    const answer = await screen.findByText('U bent aangemeld voor 2 plaatsen');
    expect(answer.closest('[data-signup-answer]')).toHaveFocus();
    expect(block).toHaveTextContent('U krijgt een e-mail met de gegevens en een link om af te melden.');
    expect(posted).toEqual([{ url: '/api/services/1/registrations', body: { name: 'Jan de Vries', email: 'jan@example.nl', seats: 2 } }]);
    await waitFor(() => expect(block).toHaveTextContent('Nog 10 plaatsen'));
  });

  it('checks the fields before sending: "Naam is verplicht" at the name, nothing sent', async () => {
    const user = userEvent.setup();
    const { posted } = mockSignUpApi(state(), () => accepted('confirmed', 1));
    renderAt();
    await user.type(await screen.findByLabelText('E-mailadres'), 'jan@example.nl');
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    const name = screen.getByLabelText('Naam');
    expect(name).toHaveAccessibleDescription('Naam is verplicht');
    expect(name).toHaveFocus();
    expect(posted).toEqual([]);
  });

  it("puts a 400's messages at their fields", async () => {
    expectWarnings(/POST \/services\/1\/registrations failed with 400/);
    const user = userEvent.setup();
    mockSignUpApi(state(), () => ({ status: 400, body: { code: 'validation_error', message: 'Controleer de velden', fields: { email: 'Dit adres neemt geen e-mail aan' } } }));
    renderAt();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Dit adres neemt geen e-mail aan'));
    expect(screen.queryByText(/U bent aangemeld/)).not.toBeInTheDocument();
  });

  it('says the failure text after a 429, keeping what was typed', async () => {
    expectWarnings(/POST \/services\/1\/registrations failed with 429/);
    const user = userEvent.setup();
    mockSignUpApi(state(), () => ({ status: 429, body: { code: 'too_many_requests', message: 'Te veel verzoeken' } }));
    renderAt();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is iets fout gegaan tijdens het aanmelden, probeer het later nog eens.');
    expect(screen.getByLabelText('Naam')).toHaveValue('Jan de Vries');
  });

  it('offers the waitlist when the service is full and says the place on it', async () => {
    const user = userEvent.setup();
    mockSignUpApi(state({ taken: 120 }), () => accepted('waitlisted', 2, 4));
    renderAt();
    const block = await screen.findByRole('region', { name: 'Aanmelden' });
    expect(block).toHaveTextContent('De dienst is vol. U kunt zich aanmelden voor de wachtlijst.');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByText('De dienst is vol. U staat op de wachtlijst (plaats 4)')).toBeInTheDocument();
  });

  it('shows the closed text and no form once sign-ups closed', async () => {
    mockSignUpApi(state({ open: false }), () => accepted('confirmed', 1));
    renderAt();
    const block = await screen.findByRole('region', { name: 'Aanmelden' });
    expect(block).toHaveTextContent('Aanmelden is gesloten.');
    expect(within(block).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the answer of a sign-up sent without JavaScript from the query, and posts plainly to /diensten/1/aanmelden', async () => {
    mockSignUpApi(state(), () => accepted('confirmed', 1));
    renderAt('/diensten/1?aanmelding=wachtlijst&plaatsen=3&plaats=2');
    expect(await screen.findByText('De dienst is vol. U staat op de wachtlijst (plaats 2)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aanmelden' })).not.toBeInTheDocument();

    mockSignUpApi(state(), () => accepted('confirmed', 1));
    const { container } = renderAt('/diensten/1');
    await screen.findAllByLabelText('Naam');
    const form = container.querySelector('form[method="post"]')!;
    expect(form.getAttribute('action')).toBe('/diensten/1/aanmelden');
    expect([...form.querySelectorAll('[name]')].map((e) => e.getAttribute('name'))).toEqual(['name', 'email', 'seats', 'website']);
  });

  it('shows a sign-up refused without JavaScript: the input kept, the messages at their fields, once per page load', async () => {
    resetFormDataEntries();
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: INITIAL_DATA_ID });
    script.textContent = JSON.stringify({ signUpForm: { values: { name: '', email: 'jan.example.nl', seats: '2' }, fields: { name: 'Naam is verplicht', email: 'E-mailadres is niet juist' }, failed: false } });
    document.head.append(script);
    try {
      mockSignUpApi(state(), () => accepted('confirmed', 1));
      const first = renderAt();
      const email = await screen.findByLabelText('E-mailadres');
      expect(email).toHaveValue('jan.example.nl');
      expect(email).toHaveAccessibleDescription('E-mailadres is niet juist');
      expect(screen.getByLabelText('Naam')).toHaveAccessibleDescription('Naam is verplicht');
      expect(screen.getByLabelText('Aantal plaatsen')).toHaveValue('2');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      first.unmount();
      renderAt();
      expect(await screen.findByLabelText('E-mailadres')).toHaveValue('');
    } finally {
      script.remove();
    }
  });

  it('shows no sign-up for a service without one', async () => {
    mockFetch((url) => (url.pathname === '/api/services/2' ? { body: { data: service(2, { registration: null }) } } : undefined));
    renderAt('/diensten/2');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aanmelden' })).not.toBeInTheDocument();
  });
});
