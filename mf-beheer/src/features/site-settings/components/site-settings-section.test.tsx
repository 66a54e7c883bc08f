import { adminSettingsSchema, contactRoutingSchema, givingSettingsSchema } from '@kerk/kit/api-schemas';
import type { AdminSettings, ContactRouting, GivingSettings } from '@kerk/kit/api-types';
import { siteAdmin } from '@kerk/kit/site-admin';
import { selectSettings } from '@kerk/kit/store';
import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signInStore } from '../../../lib/testing';
import { fakeAdminApi } from '../../../lib/testing/fake-admin-api';
import { SiteSettingsSection } from './site-settings-section';

const SETTINGS = {
  title: 'Protestantse Gemeente Maas en Waal',
  address: 'Kerkstraat 12',
  zipcode: '6641 AB',
  city: 'Beuningen',
  phone: '024 123 12 34',
  email: 'info@pgmaasenwaal.nl',
  facebook: 'https://www.facebook.com/pgmaasenwaal',
  twitter: '',
  youtube: '',
  linkedin: '',
};
const ROUTES = [
  { key: 'kerkenraad', label: 'Kerkenraad', recipient: 'scriba@example.org' },
  { key: 'huwelijk', label: 'Huwelijk', recipient: '' },
];

interface Put {
  url: string;
  ifMatch: string;
  csrf: string;
  body: Record<string, unknown>;
}

/**
 * The admin API with the three settings documents: versions that move on every save (the fake
 * answers 409 over a stale one), the giving settings without one (the last save counts).
 */
function adminServer() {
  const api = fakeAdminApi();
  const state = {
    settings: { settings: { ...SETTINGS }, version: 's1', updatedAt: '', updatedBy: '' } as AdminSettings,
    routing: { routes: ROUTES.map((r) => ({ ...r })), fallback: SETTINGS.email, version: 'r1', updatedAt: '', updatedBy: '' } as ContactRouting,
    giving: { iban: 'NL91ABNA0417164300', holder: 'Diaconie PKN Beuningen', bic: '', linkHosts: ['tikkie.me'] } as GivingSettings,
    get puts(): Put[] {
      return api.writes.map((w) => ({ url: w.path, ifMatch: w.ifMatch!, csrf: w.csrf!, body: w.body }));
    },
    /** The API refuses the next saves of `path` with these messages per field. */
    refuseFields(path: string, fields: Record<string, string>, message: string = siteAdmin.messages.invalid) {
      api.refuse('PUT', path, { status: 400, message, fields });
    },
  };
  let n = 1;
  const saved = { updatedAt: '2026-11-25T09:20:00.000Z', updatedBy: 'koster@example.org' };
  api
    .document('/api/admin/settings', {
      schema: adminSettingsSchema,
      read: () => state.settings,
      conflict: siteAdmin.messages.settingsConflict,
      // Saving the same values keeps the version (the API's version is a hash of them).
      save: (body) => (JSON.stringify(body) === JSON.stringify(state.settings.settings) ? state.settings : (state.settings = { settings: body as typeof SETTINGS, version: `s${(n += 1)}`, ...saved })),
    })
    .document('/api/admin/contact-routing', {
      schema: contactRoutingSchema,
      read: () => state.routing,
      conflict: siteAdmin.messages.routingConflict,
      save: (body) => {
        const routes = state.routing.routes.map((r) => ({ ...r, recipient: (body.routes as { key: string; recipient: string }[]).find((x) => x.key === r.key)?.recipient ?? r.recipient }));
        return (state.routing = { ...state.routing, routes, version: `r${(n += 1)}`, ...saved });
      },
    })
    // The API normalises the IBAN and the websites.
    .document('/api/admin/giving-settings', { schema: givingSettingsSchema, read: () => state.giving, save: (body) => (state.giving = { ...(body as GivingSettings), iban: String(body.iban).replace(/\s/g, '').toUpperCase() }) });
  return state;
}


function renderSection() {
  const user = userEvent.setup({ delay: null });
  const { store } = renderWithProviders(<SiteSettingsSection />);
  signInStore(store);
  return Object.assign(user, { store });
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const field = screen.getByLabelText(label, { exact: true });
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('the Instellingen section', () => {
  it('shows the settings in their groups, and every contact type with its recipient', async () => {
    adminServer();
    renderSection();
    const church = await screen.findByRole('group', { name: 'Gegevens van de kerk' });
    expect(within(church).getByLabelText('Postcode')).toHaveValue('6641 AB');
    expect(within(church).getByLabelText('Telefoonnummer')).toHaveValue('024 123 12 34');
    const social = screen.getByRole('group', { name: 'Sociale media' });
    expect(within(social).getByLabelText('Facebook')).toHaveValue('https://www.facebook.com/pgmaasenwaal');
    expect(within(social).getByLabelText('LinkedIn')).not.toBeRequired();
    const contact = screen.getByRole('group', { name: 'Contactformulier' });
    expect(within(contact).getByLabelText('Ontvanger bij "Kerkenraad"')).toHaveValue('scriba@example.org');
    expect(within(contact).getByLabelText('Ontvanger bij "Huwelijk"')).toHaveAccessibleDescription('Leeg: naar info@pgmaasenwaal.nl');
  });

  it("says 'De postcode bevat onjuiste tekens' as soon as a wrong postcode is left, and an http link needs https, without saving", async () => {
    const server = adminServer();
    const user = renderSection();
    await screen.findByRole('group', { name: 'Gegevens van de kerk' });
    await retype(user, 'Postcode', '0641 AB');
    await user.tab();
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(expect.stringContaining('De postcode bevat onjuiste tekens'));
    await retype(user, 'YouTube', 'http://youtube.com/kerk');
    await user.tab();
    expect(screen.getByLabelText('YouTube')).toHaveAccessibleDescription(expect.stringContaining('YouTube moet een volledig webadres zijn dat begint met https://'));
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    expect(screen.getByLabelText('Postcode')).toHaveFocus();
    expect(server.puts).toEqual([]);
  });

  it('saves over the version it loaded with the CSRF token, says so, and "Ongedaan maken" saves the old value back', async () => {
    const server = adminServer();
    const user = renderSection();
    await screen.findByRole('group', { name: 'Gegevens van de kerk' });
    await retype(user, 'Telefoonnummer', '024 999 88 77');
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    expect(await screen.findByText(/De instellingen zijn opgeslagen/)).toBeInTheDocument();
    expect(server.puts).toEqual([{ url: '/api/admin/settings', ifMatch: '"s1"', csrf: 'csrf-1', body: { ...SETTINGS, phone: '024 999 88 77' } }]);
    // The page's own settings (the footer under the form) follow at once.
    expect(selectSettings(user.store.getState())?.phone).toBe('024 999 88 77');

    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('De vorige waarden staan er weer.')).toBeInTheDocument();
    expect(server.puts[1]).toMatchObject({ ifMatch: '"s2"', body: { phone: '024 123 12 34' } });
    expect(screen.getByLabelText('Telefoonnummer')).toHaveValue('024 123 12 34');
  });

  it('says so when a save changed nothing, and offers no undo', async () => {
    adminServer();
    const user = renderSection();
    await screen.findByRole('group', { name: 'Gegevens van de kerk' });
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    expect(await screen.findByText('Er is niets gewijzigd.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).toBeNull();
  });

  it('after a 409 names who saved in between, shows their values next to mine, and saves mine only on purpose', async () => {
    expectWarnings(/PUT \/admin\/settings failed with 409/);
    const server = adminServer();
    const user = renderSection();
    await screen.findByRole('group', { name: 'Gegevens van de kerk' });
    // Someone else saves a new city meanwhile.
    server.settings = { settings: { ...SETTINGS, city: 'Druten' }, version: 's9', updatedAt: '2026-11-25T09:20:00.000Z', updatedBy: 'scriba@example.org' };
    await retype(user, 'Telefoonnummer', '024 999 88 77');
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('scriba@example.org op 25-11-2026 om 10.20 heeft de instellingen intussen gewijzigd.');
    const rows = within(alert).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.filter((cells) => cells.length)).toEqual([['Druten', 'Beuningen'], ['024 123 12 34', '024 999 88 77']]);
    expect(screen.getByLabelText('Telefoonnummer')).toHaveValue('024 999 88 77');

    await user.click(within(alert).getByRole('button', { name: 'Mijn wijzigingen toch opslaan' }));
    expect(await screen.findByText(/De instellingen zijn opgeslagen/)).toBeInTheDocument();
    expect(server.puts.map((put) => put.ifMatch)).toEqual(['"s1"', '"s9"']);
  });

  it('after a 409 can take the other person\'s values instead', async () => {
    expectWarnings(/PUT \/admin\/settings failed with 409/);
    const server = adminServer();
    const user = renderSection();
    await screen.findByRole('group', { name: 'Gegevens van de kerk' });
    server.settings = { settings: { ...SETTINGS, city: 'Druten' }, version: 's9', updatedAt: '', updatedBy: '' };
    await retype(user, 'Plaats', 'Wijchen');
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    await user.click(await screen.findByRole('button', { name: 'Nieuwe waarden overnemen' }));
    await waitFor(() => expect(screen.getByLabelText('Plaats')).toHaveValue('Druten'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.puts).toHaveLength(1);
  });

  it("shows the API's message at its field", async () => {
    expectWarnings(/PUT \/admin\/settings failed with 400/);
    const server = adminServer();
    const user = renderSection();
    await screen.findByRole('group', { name: 'Gegevens van de kerk' });
    server.refuseFields('/api/admin/settings', { email: 'E-mailadres is verplicht: berichten van het contactformulier zonder eigen ontvanger gaan naar dit adres.' });
    await retype(user, 'E-mailadres', '');
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    expect(await screen.findByText(/zonder eigen ontvanger gaan naar dit adres/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveFocus();
    // An emptied field is sent as '', not left out.
    expect(server.puts[0]!.body).toEqual({ ...SETTINGS, email: '' });
  });

  it('routes a contact type to another address, or back to the general one when emptied', async () => {
    const server = adminServer();
    const user = renderSection();
    await screen.findByRole('group', { name: 'Contactformulier' });
    await retype(user, 'Ontvanger bij "Huwelijk"', 'trouwen@example');
    await user.tab();
    expect(screen.getByLabelText('Ontvanger bij "Huwelijk"')).toHaveAccessibleDescription(expect.stringContaining('Leeg: naar info@pgmaasenwaal.nl'));
    await retype(user, 'Ontvanger bij "Kerkenraad"', '');
    await user.click(screen.getByRole('button', { name: 'Ontvangers opslaan' }));
    expect(await screen.findByText(/De ontvangers zijn opgeslagen/)).toBeInTheDocument();
    expect(server.puts).toEqual([
      { url: '/api/admin/contact-routing', ifMatch: '"r1"', csrf: 'csrf-1', body: { routes: [{ key: 'kerkenraad', recipient: '' }, { key: 'huwelijk', recipient: 'trouwen@example' }] } },
    ]);
  });

  it('asks for an address when the site has no general one to fall back on', async () => {
    const server = adminServer();
    server.routing.fallback = '';
    const user = renderSection();
    await screen.findByRole('group', { name: 'Contactformulier' });
    await user.click(screen.getByRole('button', { name: 'Ontvangers opslaan' }));
    expect(screen.getByLabelText('Ontvanger bij "Huwelijk"')).toHaveAccessibleDescription(expect.stringContaining('Vul een e-mailadres in'));
    expect(server.puts).toEqual([]);
  });

  describe('Geven en collecte', () => {
    it("shows the congregation's account and the allowed websites, one per line", async () => {
      adminServer();
      renderSection();
      const giving = await screen.findByRole('group', { name: 'Geven en collecte' });
      expect(within(giving).getByLabelText('Rekeningnummer van de gemeente (IBAN)')).toHaveValue('NL91ABNA0417164300');
      expect(within(giving).getByLabelText('Naam van de rekeninghouder')).toHaveValue('Diaconie PKN Beuningen');
      expect(within(giving).getByLabelText('BIC van de bank (mag leeg)')).toHaveValue('');
      expect(within(giving).getByLabelText('Toegestane websites voor betaallinks')).toHaveValue('tikkie.me');
      expect(within(giving).getByLabelText('Toegestane websites voor betaallinks')).toHaveAccessibleDescription(expect.stringContaining('Eén website per regel'));
    });

    it('says "Dit rekeningnummer klopt niet. Controleer het IBAN." at the field as soon as a wrong IBAN is left, and sends nothing', async () => {
      const server = adminServer();
      const user = renderSection();
      await screen.findByRole('group', { name: 'Geven en collecte' });
      await retype(user, 'Rekeningnummer van de gemeente (IBAN)', 'NL91 ABNA 0417 1643 01');
      await user.tab();
      expect(screen.getByLabelText('Rekeningnummer van de gemeente (IBAN)')).toHaveAccessibleDescription(expect.stringContaining('Dit rekeningnummer klopt niet. Controleer het IBAN.'));
      await user.click(screen.getByRole('button', { name: 'Rekeninggegevens opslaan' }));
      expect(screen.getByLabelText('Rekeningnummer van de gemeente (IBAN)')).toHaveFocus();
      expect(server.puts).toEqual([]);
    });

    it('saves the account and the websites (one per line, sent as a list), says so, and "Ongedaan maken" puts the old ones back', async () => {
      const server = adminServer();
      const user = renderSection();
      await screen.findByRole('group', { name: 'Geven en collecte' });
      await retype(user, 'Rekeningnummer van de gemeente (IBAN)', 'nl20 inGB 0001 2345 67');
      await retype(user, 'Naam van de rekeninghouder', 'Protestantse Gemeente Maas en Waal');
      await retype(user, 'BIC van de bank (mag leeg)', 'INGBNL2A');
      await user.type(screen.getByLabelText('Toegestane websites voor betaallinks'), '{Enter}www.givt.nl{Enter}');
      await user.click(screen.getByRole('button', { name: 'Rekeninggegevens opslaan' }));
      expect(await screen.findByText(/De instellingen voor geven zijn opgeslagen/)).toBeInTheDocument();
      expect(server.puts).toEqual([
        {
          url: '/api/admin/giving-settings',
          ifMatch: undefined,
          csrf: 'csrf-1',
          body: { iban: 'nl20 inGB 0001 2345 67', holder: 'Protestantse Gemeente Maas en Waal', bic: 'INGBNL2A', linkHosts: ['tikkie.me', 'www.givt.nl'] },
        },
      ]);
      // The form shows what was saved (final-form takes the new initial values in an effect, after the notice's render).
      await waitFor(() => expect(screen.getByLabelText('Rekeningnummer van de gemeente (IBAN)')).toHaveValue('NL20INGB0001234567'));

      await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
      expect(await screen.findByText('De vorige waarden staan er weer.')).toBeInTheDocument();
      expect(server.puts[1]!.body).toEqual({ iban: 'NL91ABNA0417164300', holder: 'Diaconie PKN Beuningen', bic: '', linkHosts: ['tikkie.me'] });
      await waitFor(() => expect(screen.getByLabelText('Naam van de rekeninghouder')).toHaveValue('Diaconie PKN Beuningen'));
    });

    it("shows the API's messages at their fields and keeps everything typed", async () => {
      expectWarnings(/PUT \/admin\/giving-settings failed with 400/);
      const server = adminServer();
      const user = renderSection();
      await screen.findByRole('group', { name: 'Geven en collecte' });
      const fields = {
        iban: 'Dit rekeningnummer klopt niet. Controleer het IBAN.',
        linkHosts: '"tikkie" is geen websitenaam. Vul alleen de naam in, bijvoorbeeld tikkie.me.',
      };
      // The giving settings' 400 says the IBAN's message first, as the API does.
      server.refuseFields('/api/admin/giving-settings', fields, fields.iban);
      await retype(user, 'Naam van de rekeninghouder', 'Diaconie Druten');
      await retype(user, 'Toegestane websites voor betaallinks', 'tikkie');
      await user.click(screen.getByRole('button', { name: 'Rekeninggegevens opslaan' }));
      const ibanField = screen.getByLabelText('Rekeningnummer van de gemeente (IBAN)');
      await waitFor(() => expect(ibanField).toHaveAccessibleDescription(expect.stringContaining('Dit rekeningnummer klopt niet. Controleer het IBAN.')));
      expect(ibanField).toHaveFocus();
      expect(screen.getByLabelText('Toegestane websites voor betaallinks')).toHaveAccessibleDescription(expect.stringContaining('"tikkie" is geen websitenaam'));
      expect(screen.getByLabelText('Naam van de rekeninghouder')).toHaveValue('Diaconie Druten');
      expect(screen.getByLabelText('Toegestane websites voor betaallinks')).toHaveValue('tikkie');
      expect(screen.queryByText(/zijn opgeslagen/)).toBeNull();
    });
  });
});
