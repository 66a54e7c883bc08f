/**
 * The Kerkdiensten section against an admin API that behaves as the server does: add a service
 * (the past-date warning confirmed), delete it into the Prullenbak and undo, restore from the
 * Prullenbak, a 409 with the Dutch message, and the rooster preview per row.
 */
import { dataAnswerSchema, importAnswerSchema } from '@kerk/kit/api-schemas';
import type { AdminService, ImportAnswer } from '@kerk/kit/api-types';
import { serviceMessages } from '@kerk/kit/content-types';
import { NO_SIGNUPS } from '@kerk/kit/registrations';
import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signedInStore, signInStore } from '../../../lib/testing';
import { fakeAdminApi } from '../../../lib/testing/fake-admin-api';
import { publicChurch } from '../../../lib/testing/fake-admin-api/fixtures';
import { ServicesSection } from './services-section';

const CHURCHES = [publicChurch(2, 'druten', 'De Ark', 'Druten')];

/** The rooster's preview as the API answers it: row 2 can be read in, row 3 has no date. */
const preview = (confirm: boolean): ImportAnswer => ({
  rows: [
    { row: 2, service: { date: '2027-01-03', time: '10:00', church: 'druten', churchName: 'De Ark', startsAt: '2027-01-03T09:00:00.000Z' }, typedChurch: 'Druten', suggestion: null, errors: [], duplicate: null, warning: 'Rij 2: let op, deze datum ligt in het verleden. De dienst wordt toch ingelezen.', action: 'new', changes: [] },
    { row: 3, service: { date: '', time: '10:00', church: 'druten', churchName: 'De Ark', startsAt: null }, typedChurch: 'Druten', suggestion: null, errors: ['Rij 3, kolom Datum: dit is geen datum.'], duplicate: null, warning: null, action: null, changes: [] },
  ],
  importable: 1,
  imported: confirm ? 1 : 0,
  updated: 0,
  unreadColumns: [],
  skippedRows: [],
});

/** The admin API with the Kerkdiensten, the churches the form offers and no collection purposes. */
function adminServer() {
  const api = fakeAdminApi();
  api.churches.push(...CHURCHES);
  api.collection('purpose');
  const services = api.collection('service', { extra: (service) => ({ churchName: CHURCHES.find((c) => c.slug === service.church)?.name ?? '' }) });
  api.route('POST', '/api/admin/services/import', dataAnswerSchema(importAnswerSchema, 'rooster'), (sent) => ({ body: { data: preview(sent.body.confirm === true) } }));
  return { api, services, posts: () => api.writes.filter((w) => w.method === 'POST') };
}

const service7 = (): AdminService => ({
  id: 7, date: '2026-12-06', time: '10:00', church: 'druten', churchName: 'De Ark', startsAt: '2026-12-06T09:00:00.000Z', preacher: 'ds. Kok', season: '', music: '', collections: [], purposes: [],
  streamed: false, streamUrl: '', recordingUrl: '', notes: '', version: 1, updatedAt: '2026-11-25T09:00:00Z', updatedBy: 'koster@example.org', ...NO_SIGNUPS,
});

describe('Kerkdiensten', () => {
  const renderSection = () => renderWithProviders(<ServicesSection />, { store: signedInStore() });

  it('adds a service after confirming a past date, deletes it with Ongedaan maken, and restores it from the Prullenbak', async () => {
    expectWarnings(/POST \/admin\/services failed with 400/);
    const server = adminServer();
    // The API's own rule for a new service: a date in the past is confirmed first.
    server.api.refuse('POST', '/api/admin/services', { status: 400, code: 'past_date', fields: { date: serviceMessages.pastDate }, pastWarning: true, when: (sent) => !sent.body.confirmPast });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Er staan hier geen diensten.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dienst toevoegen' }));
    await user.type(await screen.findByLabelText('Datum'), '2026-11-01');
    await screen.findByRole('option', { name: 'De Ark (Druten)' });
    await user.selectOptions(screen.getByLabelText('Kerk'), 'druten');
    await user.type(screen.getByLabelText('Voorganger'), 'ds. Kok');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Deze datum ligt in het verleden. Klopt dat? Bevestig dan en sla opnieuw op.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja, deze datum klopt: opslaan' }));
    expect(await screen.findByText('De dienst is opgeslagen.')).toBeInTheDocument();
    expect(server.posts().at(-1)!.body).toMatchObject({ date: '2026-11-01', time: '10:00', church: 'druten', preacher: 'ds. Kok', confirmPast: true });

    await user.click(await screen.findByRole('button', { name: /^Verwijderen/ }));
    expect(await screen.findByText('De dienst staat nu in de prullenbak.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('De dienst is teruggezet.')).toBeInTheDocument();
    expect(server.services.items).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: /^Verwijderen/ }));
    await user.click(screen.getByRole('button', { name: 'Prullenbak' }));
    const trash = await screen.findByRole('table');
    expect(within(trash).getByText('De Ark (Druten), zo 1 november 2026 10.00')).toBeInTheDocument();
    await user.click(within(trash).getByRole('button', { name: /^Terugzetten/ }));
    expect(await screen.findByText('De dienst is teruggezet.')).toBeInTheDocument();
    expect(server.services.items).toHaveLength(1);
  });

  it('links a service that takes sign-ups to its list, and one without to nothing', async () => {
    const server = adminServer();
    server.services.add({ ...service7(), signups: true, signupSeats: 120 });
    server.services.add({ ...service7(), id: 8 });
    const user = userEvent.setup();
    renderSection();
    const [first] = await screen.findAllByRole('button', { name: /^Wijzigen/ });
    await user.click(first!);
    expect(await screen.findByRole('link', { name: 'Bekijk de aanmeldingen' })).toHaveAttribute('href', '/beheer/aanmeldingen/dienst/7');
    await user.click(screen.getByRole('button', { name: 'Terug naar de lijst' }));
    await user.click((await screen.findAllByRole('button', { name: /^Wijzigen/ }))[1]!);
    expect(await screen.findByLabelText('Voorganger')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bekijk de aanmeldingen' })).toBeNull();
  });

  it('on a 409 shows per field what the other changed, merges it with mine, and saves over their version', async () => {
    expectWarnings(/PUT \/admin\/services\/7 failed with 409/);
    const server = adminServer();
    const stored = service7();
    server.services.add(stored);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: /^Wijzigen/ }));
    await user.clear(await screen.findByLabelText('Voorganger'));
    await user.type(screen.getByLabelText('Voorganger'), 'ds. De Vries');
    // Meanwhile the koster names the organist: a field I did not touch.
    server.services.savedBy(7, { music: 'Organist: Henk van Dalen' }, 'koster@example.org', '2026-11-25T09:00:00Z');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const screenOf = await screen.findByRole('region', { name: 'Iemand anders heeft dit intussen gewijzigd' });
    expect(screenOf).toHaveTextContent('Deze dienst is intussen gewijzigd door koster@example.org op 25 november 2026 om 10.00.');
    expect(within(screenOf).getByRole('region', { name: 'Muzikale medewerking' })).toHaveTextContent('Gewijzigd door koster@example.org, overgenomen');
    expect(within(screenOf).getByRole('region', { name: 'Voorganger' })).toHaveTextContent('Door u gewijzigd, blijft staan');
    await user.click(within(screenOf).getByRole('button', { name: 'Samengevoegde versie opslaan' }));
    expect(await screen.findByText('De dienst is opgeslagen.')).toBeInTheDocument();
    expect(stored).toMatchObject({ preacher: 'ds. De Vries', music: 'Organist: Henk van Dalen', version: 3 });
  });

  it('saves what is on screen once signed in again, when the ended session refused the save', async () => {
    expectWarnings(/\/admin\/services\/.* failed with 401/);
    const server = adminServer();
    const stored = service7();
    server.services.add(stored);
    const user = userEvent.setup();
    const { store } = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Wijzigen/ }));
    await user.clear(await screen.findByLabelText('Voorganger'));
    await user.type(screen.getByLabelText('Voorganger'), 'ds. De Vries');
    server.api.sessionEnded = true;
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('U bent afgemeld. Meld u opnieuw aan: daarna wordt opgeslagen wat u nu ziet.')).toBeInTheDocument();
    // Typed on while the sign-in waits: that is what is saved.
    await user.type(screen.getByLabelText('Voorganger'), ' (gastpredikant)');
    server.api.sessionEnded = false;
    act(() => signInStore(store));
    expect(await screen.findByText('De dienst is opgeslagen.')).toBeInTheDocument();
    expect(stored).toMatchObject({ preacher: 'ds. De Vries (gastpredikant)', version: 2 });
  });

  it('previews a rooster with the errors per row, then imports', async () => {
    const server = adminServer();
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Rooster inlezen' }));
    expect(screen.getByRole('link', { name: 'Voorbeeldbestand downloaden (CSV)' })).toHaveAttribute('download', 'rooster-voorbeeld.csv');
    const file = new File(['Datum;Tijd;Kerk\n3-1-2027;10:00;Druten\n'], 'rooster.csv', { type: 'text/csv' });
    if (!file.arrayBuffer) Object.defineProperty(file, 'arrayBuffer', { value: async () => new TextEncoder().encode('Datum;Tijd;Kerk\n3-1-2027;10:00;Druten\n').buffer });
    await user.upload(screen.getByLabelText('Kies het bestand'), file);
    await user.click(screen.getByRole('button', { name: 'Bekijken' }));
    expect(await screen.findByText('1 van de 2 diensten kunnen worden ingelezen.')).toBeInTheDocument();
    expect(screen.getByText('Rij 3, kolom Datum: dit is geen datum.')).toBeInTheDocument();
    expect(screen.getByText('Rij 2: let op, deze datum ligt in het verleden. De dienst wordt toch ingelezen.')).toBeInTheDocument();
    expect(server.posts().at(-1)!.body).toMatchObject({ fileName: 'rooster.csv', confirm: false });
    await user.click(screen.getByRole('button', { name: 'Importeren' }));
    expect(await screen.findByText('1 dienst is ingelezen.')).toBeInTheDocument();
  });
});
