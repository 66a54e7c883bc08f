/**
 * The "Kerken" section through the real store: the seven churches cannot be added or deleted (and
 * the section says so), a church's accessibility notes are saved over the version read, and a bad
 * postcode is answered at its field before anything is sent.
 */
import type { AdminChurch } from '@kerk/kit/api-types';
import { renderWithProviders } from '@kerk/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signedInStore } from '../../../lib/testing';
import { fakeAdminApi } from '../../../lib/testing/fake-admin-api';
import { publicChurch } from '../../../lib/testing/fake-admin-api/fixtures';
import { ChurchesSection } from './churches-section';

/** A church as the editing app reads it: the public one's fields, its drawing's file name, its version. */
function church(id: number, slug: string, name: string, city: string): AdminChurch {
  const { imageAlt: _alt, latitude: _latitude, longitude: _longitude, ...fields } = publicChurch(id, slug, name, city);
  return { ...fields, accessibility: 'Drempelvrij.', image: `${slug}.svg`, mediaId: null, version: 4, updatedAt: '', updatedBy: '' };
}

function adminServer() {
  const api = fakeAdminApi();
  api.collection('church').add(church(1, 'beuningen', 'Dorpskerk', 'Beuningen'), church(2, 'druten', 'De Ark', 'Druten'));
  return { puts: () => api.writes.filter((w) => w.method === 'PUT').map(({ body, ifMatch }) => ({ body, ifMatch })) };
}

describe('Kerken', () => {
  it('lists the churches without add or delete, and saves a church’s accessibility notes over its version', async () => {
    const server = adminServer();
    const user = userEvent.setup();
    renderWithProviders(<ChurchesSection />, { store: signedInStore() });
    expect(await screen.findByText(/Daarom kunt u hier geen kerk toevoegen of verwijderen/)).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /toevoegen|Verwijderen|Prullenbak/ })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Wijzigen: De Ark (Druten)' }));
    expect(await screen.findByRole('heading', { name: 'De Ark wijzigen' })).toBeInTheDocument();
    expect(screen.getByText(/Zonder foto toont de site de tekening \(druten.svg\)/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), '66511');
    const notes = screen.getByLabelText('Toegankelijkheid');
    await user.clear(notes);
    await user.type(notes, 'Ringleiding en een invalidentoilet.');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De postcode bevat onjuiste tekens')).toBeInTheDocument();
    expect(server.puts()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), '6651 BJ');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De kerk is opgeslagen.')).toBeInTheDocument();
    expect(server.puts()).toEqual([{ ifMatch: '"4"', body: expect.objectContaining({ accessibility: 'Ringleiding en een invalidentoilet.', zipcode: '6651 BJ', mediaId: null }) }]);
  }, 20_000);
});
