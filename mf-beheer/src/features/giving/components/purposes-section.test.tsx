/**
 * "Collectedoelen" through the real store, against an admin API that behaves as the server does:
 * the list (own account or the congregation's, the archive, the notice of purposes made from the
 * services' collection names), a wrong IBAN answered at its field before anything is sent, and
 * the API's 400 `{code, message, fields: {iban}}` shown at the IBAN field with everything typed kept.
 */
import type { AdminPurpose } from '@kerk/kit/api-types';
import { renderWithProviders } from '@kerk/kit/testing';
import { IBAN_MESSAGE } from '@kerk/kit/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectWarnings } from '@kerk/kit/testing/console';

import { signedInStore } from '../../../lib/testing';
import { fakeAdminApi } from '../../../lib/testing/fake-admin-api';
import { PurposesSection } from './purposes-section';

const purpose = (id: number, fields: Pick<AdminPurpose, 'name'> & Partial<AdminPurpose>): AdminPurpose => ({
  id,
  description: '',
  mediaId: null,
  picture: null,
  iban: '',
  holder: '',
  amount: '',
  paymentUrl: '',
  active: true,
  migrated: false,
  version: 1,
  updatedAt: '',
  updatedBy: '',
  ...fields,
});

/** The admin API with three purposes; it refuses every IBAN sent, as for one the country's bank does not know. */
function adminServer() {
  const api = fakeAdminApi();
  api.collection('purpose').add(
    purpose(1, { name: 'Diaconie', iban: 'NL91ABNA0417164300', holder: 'Diaconie PKN Beuningen' }),
    purpose(2, { name: 'Kerk' }),
    purpose(3, { name: 'Zending', active: false, migrated: true }),
  );
  api.refuse('POST', '/api/admin/purposes', { status: 400, fields: { iban: IBAN_MESSAGE } });
  return { get sent() { return api.writes; } };
}

function renderSection() {
  const user = userEvent.setup({ delay: null });
  // Signed in before the first render: the fake server does not answer GET /api/admin/session.
  renderWithProviders(<PurposesSection />, { store: signedInStore() });
  return user;
}

describe('Collectedoelen', () => {
  it("lists each purpose with its own account or the congregation's, its status, and names the ones taken over from the services", async () => {
    adminServer();
    renderSection();
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Diaconie', 'NL91ABNA0417164300 (Diaconie PKN Beuningen)', 'Actief'],
      ['Kerk', 'Rekening van de gemeente', 'Actief'],
      ['Zending', 'Rekening van de gemeente', 'Archief'],
    ]);
    expect(screen.getByText(/Eén collectedoel is overgenomen uit de namen bij de kerkdiensten en staat in het archief: Zending\./)).toBeInTheDocument();
  });

  it('answers a wrong IBAN at its field before sending, and shows the API’s 400 message at the IBAN field, keeping what was typed', async () => {
    expectWarnings(/POST \/admin\/purposes failed with 400/);
    const server = adminServer();
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Collectedoel toevoegen' }));
    await user.type(await screen.findByLabelText('Naam'), 'Voedselbank Maas en Waal');
    const ibanField = screen.getByLabelText('Rekeningnummer (IBAN)');
    await user.type(ibanField, 'NL91 ABNA 0417 1643 01');
    await user.type(screen.getByLabelText('Naam van de rekeninghouder'), 'Stichting Voedselbank');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(ibanField).toHaveAccessibleDescription(expect.stringContaining(IBAN_MESSAGE)));
    expect(server.sent).toHaveLength(0);

    // A number the kit's rule accepts, which the API refuses anyway: its message lands at the same field.
    await user.clear(ibanField);
    await user.type(ibanField, 'NL20 INGB 0001 2345 67');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({ method: 'POST', path: '/api/admin/purposes', body: { name: 'Voedselbank Maas en Waal', iban: 'NL20 INGB 0001 2345 67', holder: 'Stichting Voedselbank' } });
    await waitFor(() => expect(screen.getByLabelText('Rekeningnummer (IBAN)')).toHaveAccessibleDescription(expect.stringContaining(IBAN_MESSAGE)));
    expect(screen.getByLabelText('Rekeningnummer (IBAN)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Rekeningnummer (IBAN)')).toHaveValue('NL20 INGB 0001 2345 67');
    expect(screen.getByLabelText('Naam')).toHaveValue('Voedselbank Maas en Waal');
    expect(screen.getByLabelText('Naam van de rekeninghouder')).toHaveValue('Stichting Voedselbank');
    expect(screen.queryByText('Het collectedoel is opgeslagen.')).toBeNull();
  }, 20_000);
});
