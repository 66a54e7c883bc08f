/**
 * An engine type's section (the places) through the real store, against the fake admin API: the
 * declared columns, adding, the rule's message at its field, and delete with "Ongedaan maken".
 */
import { checkField, placeType } from '@kerk/kit/content-types';
import { renderWithProviders } from '@kerk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signedInStore } from '../testing';
import { fakeAdminApi } from '../testing/fake-admin-api';
import { TypeSection } from './type-section';

const place = (id: number, name: string, position: number) => ({ id, name, position, version: 1, updatedAt: '2026-12-01T10:00:00.000Z', updatedBy: 'a@example.org' });

function renderSection() {
  const api = fakeAdminApi();
  const places = api.collection('place');
  places.add(place(1, 'Beuningen', 0), place(2, 'Druten', 1));
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<TypeSection type={placeType} />, { store: signedInStore() });
  return { user, places };
}

describe('TypeSection (Plaatsen)', () => {
  it('lists the places with the declared columns in order, then the actions', async () => {
    renderSection();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Naam', 'Volgorde', 'Acties']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell').slice(0, 2).map((td) => td.textContent)).toEqual(['Beuningen', '0']);
  });

  it('adds a place and says it is saved', async () => {
    const { user, places } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Plaats toevoegen' }));
    await user.type(await screen.findByLabelText(/^Naam/), 'Zuidland');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De plaats is opgeslagen.')).toBeInTheDocument();
    expect(places.items.map((p) => p.name)).toContain('Zuidland');
  });

  it("shows the rule's message at Naam when it is left empty", async () => {
    const { user, places } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Plaats toevoegen' }));
    await screen.findByLabelText(/^Naam/);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const name = screen.getByLabelText(/^Naam/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(checkField(placeType.fields.name, '')!));
    expect(places.items).toHaveLength(2);
  });

  it('moves a place to the Prullenbak and "Ongedaan maken" puts it back', async () => {
    const { user, places } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Verwijderen: Druten' }));
    expect(await screen.findByText('De plaats staat nu in de prullenbak.')).toBeInTheDocument();
    expect(places.trash.map((t) => t.title)).toEqual(['Druten']);
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('De plaats is teruggezet.')).toBeInTheDocument();
    expect(places.items.map((p) => p.name)).toContain('Druten');
  });
});
