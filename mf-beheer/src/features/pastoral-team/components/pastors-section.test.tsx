/**
 * The "Pastoraal team" section against an admin API that behaves as the server does, through the
 * real store: add a member (a bad e-mail and phone answered at their fields before sending), with a
 * photo from the library, delete into the Prullenbak and undo, a 409 with the Dutch message, and a
 * server's message per field.
 */
import type { AdminPastor } from '@kerk/kit/api-types';
import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { validation } from '@kerk/kit/texts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signedInStore } from '../../../lib/testing';
import { fakeAdminApi } from '../../../lib/testing/fake-admin-api';
import { libraryPhoto } from '../../../lib/testing/fake-admin-api/fixtures';
import { PastorsSection } from './pastors-section';

const PHOTO = libraryPhoto(5, { originalName: 'portret.jpg', alt: 'Hanna Verbeek voor de kerk', width: 800, height: 800, sizes: [400, 800] });

const member = (id: number, fields: Pick<AdminPastor, 'name' | 'role'> & Partial<AdminPastor>): AdminPastor => ({
  id,
  slug: 'lid',
  areas: [],
  email: '',
  phone: '',
  photo: '',
  mediaId: null,
  picture: null,
  summary: '',
  biography: '',
  position: id,
  version: 1,
  updatedAt: '',
  updatedBy: '',
  ...fields,
});

/** The admin API with the pastoral team, the photo library and no churches. */
function adminServer() {
  const api = fakeAdminApi();
  api.media.push(PHOTO);
  const pastors = api.collection('pastor');
  return { api, pastors, sent: () => api.writes.filter((w) => w.method !== 'DELETE') };
}

describe('Pastoraal team', () => {
  const renderSection = () => renderWithProviders(<PastorsSection />, { store: signedInStore() });

  it('adds a member with villages and a library photo after the e-mail and phone are put right, then deletes and undoes', async () => {
    const server = adminServer();
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Er staan nog geen teamleden op de site.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Teamlid toevoegen' }));
    await user.type(await screen.findByLabelText('Naam'), 'ds. Hanna Verbeek');
    await user.type(screen.getByLabelText('Functie'), 'Predikant');
    await user.click(screen.getByRole('checkbox', { name: 'Druten' }));
    await user.type(screen.getByLabelText('E-mailadres'), 'hanna-at-kerk');
    await user.type(screen.getByLabelText('Telefoonnummer'), '12');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('E-mailadres is niet juist')).toBeInTheDocument();
    expect(screen.getByText('Telefoonnummer is niet juist')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveFocus();
    expect(server.sent()).toHaveLength(0);

    await user.clear(screen.getByLabelText('E-mailadres'));
    await user.type(screen.getByLabelText('E-mailadres'), 'h.verbeek@pgmaasenwaal.nl');
    await user.clear(screen.getByLabelText('Telefoonnummer'));
    await user.type(screen.getByLabelText('Telefoonnummer'), '0487 12 34 56');
    await user.click(screen.getByRole('button', { name: 'Foto kiezen uit de bibliotheek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kies een foto uit de bibliotheek' });
    await user.click(await within(dialog).findByRole('radio', { name: PHOTO.alt }));
    expect(within(dialog).queryByLabelText('Beschrijving')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Afbeelding invoegen' }));
    expect(screen.getByRole('img', { name: PHOTO.alt })).toHaveAttribute('src', PHOTO.src);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Het teamlid is opgeslagen.')).toBeInTheDocument();
    expect(server.sent()[0]!.body).toMatchObject({ name: 'ds. Hanna Verbeek', role: 'Predikant', areas: ['druten'], email: 'h.verbeek@pgmaasenwaal.nl', phone: '0487 12 34 56', mediaId: PHOTO.id });
    const row = (await screen.findByRole('cell', { name: 'ds. Hanna Verbeek' })).closest('tr')!;
    expect(within(row).getByText('Druten')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Verwijderen: ds. Hanna Verbeek' }));
    expect(await screen.findByText('Het teamlid staat nu in de prullenbak.')).toBeInTheDocument();
    expect(server.pastors.items).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('Het teamlid is teruggezet.')).toBeInTheDocument();
    expect(server.pastors.items).toHaveLength(1);
    // Typing a whole member's details takes jsdom a while.
  }, 20_000);

  it('saves over the version read: a server message lands at its field, a 409 names who saved in between', async () => {
    expectWarnings(/PUT \/admin\/pastors\/7 failed with 400/, /PUT \/admin\/pastors\/7 failed with 409/);
    const server = adminServer();
    server.pastors.add(member(7, { name: 'Anne de Wit', role: 'Kerkelijk werker', version: 3 }));
    // A rule the server keeps beyond the form's: the first save is refused at the role.
    server.api.refuse('PUT', '/api/admin/pastors/7', { status: 400, fields: { role: validation.maxLength('Functie', 200) }, times: 1 });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Wijzigen: Anne de Wit' }));
    await user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Functie mag maximaal 200 tekens bevatten')).toBeInTheDocument();
    expect(server.sent().at(-1)!.ifMatch).toBe('"3"');

    await user.clear(screen.getByLabelText('Naam'));
    await user.type(screen.getByLabelText('Naam'), 'Anne de Wit-Jansen');
    // The koster saves the member meanwhile.
    server.pastors.savedBy(7, { phone: '0487 12 34 56' }, 'koster@example.org', '2026-11-25T09:00:00Z');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const conflict = await screen.findByRole('region', { name: 'Iemand anders heeft dit intussen gewijzigd' });
    expect(conflict).toHaveTextContent('Dit teamlid is intussen gewijzigd door koster@example.org op 25 november 2026 om 10.00.');
  });
});
