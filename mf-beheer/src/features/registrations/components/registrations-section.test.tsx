/**
 * "Aanmeldingen" (issue 43) against the fake admin API, which answers as the API does: the list of
 * services and events with their counts; one list with the waitlist apart; a sign-up by phone
 * (the kit's rules at the fields, the waitlist when full); "Afmelden" after the question, moving the
 * waitlist up; closing and opening again; the seats (never below those confirmed); a message with
 * the question how many get it; the door list for the printer; and for a redacteur the counts only.
 */
import { dataAnswerSchema, settingsSchema } from '@kerk/kit/api-schemas';
import type { AdminRegistration } from '@kerk/kit/api-types';
import { renderWithProviders } from '@kerk/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signedInStore, TEST_SESSION } from '../../../lib/testing';
import { fakeAdminApi, type FakeTarget } from '../../../lib/testing/fake-admin-api';
import { RegistrationsSection } from './registrations-section';

// Monday 23 November 2026, 21:05 in Amsterdam.
const NOW = Date.parse('2026-11-23T20:05:00.000Z');
const SETTINGS = { title: 'Protestantse Gemeente Maas en Waal', address: '', zipcode: '', city: '', phone: '', email: '', facebook: '', twitter: '', youtube: '', linkedin: '' };

const signup = (id: number, name: string, seats: number, status: AdminRegistration['status'], email = ''): AdminRegistration => ({
  id, seq: id, name, email, seats, answer: '', status, source: 'web', createdAt: '2026-11-20T10:00:00.000Z',
});

function kerstnacht(): FakeTarget {
  return {
    kind: 'service', id: 52, occurrence: '', title: 'Kerstnacht', startsAt: '2026-12-24T21:00:00.000Z', place: 'Horssen', enabled: true, limit: 4, closed: false,
    closesAt: '2026-12-23T11:00:00.000Z', maxSeats: 6, question: '',
    items: [signup(1, 'Anna de Vries', 3, 'confirmed', 'anna@example.org'), signup(2, 'Piet Jansen', 2, 'waitlisted', 'piet@example.org')],
  };
}

function adminServer(role: 'beheerder' | 'redacteur' = 'beheerder') {
  const api = fakeAdminApi();
  api.role = role;
  api.route('GET', '/api/setting', dataAnswerSchema(settingsSchema, 'settings'), { body: { data: SETTINGS } });
  const registrations = api.registrations();
  registrations.add(kerstnacht());
  registrations.add({ ...kerstnacht(), kind: 'event', id: 9, title: 'Kerstdiner voor iedereen', startsAt: '2026-12-22T16:30:00.000Z', limit: 60, question: 'Neemt u iets mee voor het buffet?', items: [] });
  return { api, registrations, writes: () => api.writes.map(({ method, path, body }) => ({ method, path, body })) };
}

describe('Aanmeldingen', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
  afterEach(() => jest.restoreAllMocks());

  const renderSection = (role: 'beheerder' | 'redacteur' = 'beheerder') =>
    renderWithProviders(<RegistrationsSection />, { store: signedInStore({ ...TEST_SESSION, user: { ...TEST_SESSION.user, role } }) });

  /** The list's screen (the door list beside it, for the printer, says the same). */
  const main = () => within(screen.getByRole('region', { name: 'Kerstnacht' }));

  /** Opens the Kerstnacht's list from the section's list. */
  const openKerstnacht = async (user: ReturnType<typeof userEvent.setup>) => {
    const row = (await screen.findByText('Kerstnacht')).closest('tr')!;
    expect(within(row).getByText('3 van 4 plaatsen bezet')).toBeInTheDocument();
    expect(within(row).getByText('2 plaatsen op de wachtlijst')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: /^Bekijk de aanmeldingen: Kerstnacht/ }));
    return screen.findByRole('heading', { name: 'Kerstnacht', level: 3 });
  };

  it('lists the services and events taking sign-ups, and shows one list with the waitlist apart', async () => {
    adminServer();
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Kerstdiner voor iedereen')).toBeInTheDocument();
    await openKerstnacht(user);
    expect(main().getByText('donderdag 24 december 2026, 22.00 uur, Horssen')).toBeInTheDocument();
    expect(screen.getByText('Nog 1 plaats vrij · 2 plaatsen op de wachtlijst')).toBeInTheDocument();
    expect(screen.getByText('Aanmelden kan tot woensdag 23 december 12.00 uur.')).toBeInTheDocument();
    const signedUp = screen.getByRole('table', { name: 'Aangemeld' });
    expect(within(signedUp).getByText('Anna de Vries')).toBeInTheDocument();
    const waitlist = screen.getByRole('table', { name: 'Wachtlijst' });
    expect(within(waitlist).getByText('Piet Jansen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exporteren (CSV)' })).toHaveAttribute('href', '/api/admin/registrations/service/52/aanmeldingen.csv');
  });

  it('adds a sign-up by phone: the field’s message first, then on the waitlist when full, kept while typed', async () => {
    const { writes } = adminServer();
    const user = userEvent.setup();
    renderSection();
    await openKerstnacht(user);
    await user.click(screen.getByRole('button', { name: 'Aanmelding per telefoon toevoegen' }));
    await user.click(screen.getByRole('button', { name: 'Aanmelding toevoegen' }));
    expect(await screen.findByText('Naam is verplicht')).toBeInTheDocument();
    expect(screen.getByLabelText('Naam')).toHaveFocus();
    expect(writes()).toEqual([]);

    await user.type(screen.getByLabelText('Naam'), 'Mevrouw Bakker');
    expect(JSON.parse(window.sessionStorage.getItem('beheer-aanmeldingen:telefoon:service:52:') ?? '{}')).toEqual({ name: 'Mevrouw Bakker', seats: '1' });
    await user.clear(screen.getByLabelText('Aantal plaatsen'));
    await user.type(screen.getByLabelText('Aantal plaatsen'), '2');
    await user.click(screen.getByRole('button', { name: 'Aanmelding toevoegen' }));
    expect(await screen.findByText('De plaatsen zijn vol: Mevrouw Bakker staat op de wachtlijst (plaats 2).')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', path: '/api/admin/registrations/service/52', body: { name: 'Mevrouw Bakker', email: '', seats: 2, answer: '' } }]);
    expect(await within(screen.getByRole('table', { name: 'Wachtlijst' })).findByText('Mevrouw Bakker')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('beheer-aanmeldingen:telefoon:service:52:')).toBeNull();
  });

  it('cancels a sign-up after the question, and the waitlist moves up', async () => {
    const { writes } = adminServer();
    const user = userEvent.setup();
    renderSection();
    await openKerstnacht(user);
    await user.click(screen.getByRole('button', { name: 'Afmelden: Anna de Vries' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Anna de Vries afmelden (3 plaatsen)? De plaatsen komen vrij; wie op de wachtlijst staat, schuift op en krijgt een e-mail.');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, afmelden' }));
    expect(await screen.findByText('Anna de Vries is afgemeld.')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/admin/registrations/entries/1', body: {} }]);
    expect(await within(screen.getByRole('table', { name: 'Aangemeld' })).findByText('Piet Jansen')).toBeInTheDocument();
    expect(screen.getByText('Er staat niemand op de wachtlijst.')).toBeInTheDocument();
    expect(main().getByText('2 van 4 plaatsen bezet')).toBeInTheDocument();
  });

  it('closes sign-ups and opens them again, and changes the seats, never below those confirmed', async () => {
    const { writes } = adminServer();
    const user = userEvent.setup();
    renderSection();
    await openKerstnacht(user);
    await user.click(screen.getByRole('button', { name: 'Aanmelden sluiten' }));
    expect(await screen.findByText('Aanmelden is gesloten.')).toBeInTheDocument();
    expect(screen.getByText(/^Aanmelden is gesloten\. Bezoekers kunnen zich niet meer aanmelden/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aanmelden weer openen' }));
    expect(await screen.findByText('Aanmelden is weer open.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aantal plaatsen wijzigen' }));
    const seats = screen.getByLabelText('Aantal plaatsen');
    await user.clear(seats);
    await user.type(seats, '2');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Er zijn al 3 plaatsen bevestigd. Kies minstens 3, of meld eerst mensen af.')).toBeInTheDocument();
    await user.clear(seats);
    await user.type(seats, '6');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Er zijn nu 6 plaatsen.')).toBeInTheDocument();
    expect(await main().findByText('5 van 6 plaatsen bezet')).toBeInTheDocument();
    expect(writes().map((w) => [w.method, w.path, w.body])).toEqual([
      ['PUT', '/api/admin/registrations/service/52/closed', { closed: true }],
      ['PUT', '/api/admin/registrations/service/52/closed', { closed: false }],
      ['PUT', '/api/admin/registrations/service/52/seats', { seats: 6 }],
    ]);
  });

  it('sends a message to everyone only after saying how many get it', async () => {
    const { registrations } = adminServer();
    const user = userEvent.setup();
    renderSection();
    await openKerstnacht(user);
    await user.click(screen.getByRole('button', { name: 'Bericht aan iedereen' }));
    await user.type(screen.getByLabelText('Onderwerp'), 'Parkeren');
    await user.type(screen.getByLabelText('Tekst van het bericht'), 'Parkeer bij de school.');
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Dit bericht gaat naar 2 personen. Versturen?');
    await user.click(within(dialog).getByRole('button', { name: 'Nee, terug' }));
    expect(registrations.state.messages).toEqual([]);
    expect(screen.getByLabelText('Onderwerp')).toHaveValue('Parkeren');
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, versturen' }));
    expect(await screen.findByText('Het bericht is verstuurd naar 2 personen.')).toBeInTheDocument();
    expect(registrations.state.messages).toEqual([{ subject: 'Parkeren', body: 'Parkeer bij de school.', sent: 2 }]);
  });

  it('prints the door list: the congregation, the service and its day, the names with their seats and a box, the waitlist apart', async () => {
    adminServer();
    const print = jest.fn();
    window.print = print;
    const user = userEvent.setup();
    renderSection();
    await openKerstnacht(user);
    await user.click(screen.getByRole('button', { name: 'Lijst voor de deur afdrukken' }));
    expect(print).toHaveBeenCalledTimes(1);
    const paper = document.body.querySelector<HTMLElement>(':scope > [data-door-list]')!;
    expect(await within(paper).findByText('Protestantse Gemeente Maas en Waal')).toBeInTheDocument();
    // On screen it is hidden (display: none until printed): the queries look at it all the same.
    expect(within(paper).getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Lijst voor de deur: Kerstnacht');
    expect(paper).toHaveTextContent('donderdag 24 december 2026, 22.00 uur, Horssen');
    const [signedUp, waitlist] = within(paper).getAllByRole('table', { hidden: true });
    expect(within(signedUp!).getAllByRole('row', { hidden: true }).map((r) => r.textContent)).toEqual(['Nr.NaamPlaatsenAanwezig', '1Anna de Vries3']);
    expect(within(waitlist!).getAllByRole('row', { hidden: true }).map((r) => r.textContent)).toEqual(['Nr.NaamPlaatsenAanwezig', '1Piet Jansen2']);
    // No addresses on paper.
    expect(paper).not.toHaveTextContent('anna@example.org');
  });

  it('shows a redacteur the counts only: no names, no print, no phone, no message, no CSV', async () => {
    adminServer('redacteur');
    const user = userEvent.setup();
    renderSection('redacteur');
    await openKerstnacht(user);
    expect(main().getByText('3 van 4 plaatsen bezet')).toBeInTheDocument();
    expect(screen.getByText(/Als redacteur ziet u alleen de aantallen/)).toBeInTheDocument();
    expect(screen.queryByText('Anna de Vries')).toBeNull();
    for (const name of ['Lijst voor de deur afdrukken', 'Aanmelding per telefoon toevoegen', 'Bericht aan iedereen']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Exporteren (CSV)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Aanmelden sluiten' })).toBeInTheDocument();
    expect(document.body.querySelector('[data-door-list]')).toBeNull();
  });
});
