/**
 * The Kerkdiensten section against an admin API that behaves as the server does: add a service
 * (the past-date warning confirmed), delete it into the Prullenbak and undo, restore from the
 * Prullenbak, a 409 with the Dutch message, and the rooster preview per row.
 */
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeDrafts } from '../../../lib/content/testing';
import { signedInStore, signInStore } from '../../../lib/testing';
import { ServicesSection } from './services-section';

const CHURCHES = [{ slug: 'druten', name: 'De Ark', city: 'Druten' }];

function adminServer() {
  const state = {
    services: [] as Record<string, unknown>[],
    trash: [] as { id: number; service: Record<string, unknown> }[],
    posts: [] as { url: string; body: Record<string, unknown> }[],
    drafts: fakeDrafts(),
    /** The session ended on the server: every admin call answers 401 until signed in again. */
    sessionEnded: false,
  };
  let next = 1;
  mockFetch((url, init) => {
    if (state.sessionEnded && url.pathname.startsWith('/api/admin/')) return { status: 401, body: { code: 'unauthorized', message: 'U bent niet (meer) aangemeld.' } };
    const draft = state.drafts.handle(url, init);
    if (draft) return draft;
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const path = url.pathname;
    // The collection purposes the form offers: none here.
    if (path === '/api/admin/purposes') return { body: { data: [] } };
    if (path === '/api/churches') return { body: { data: CHURCHES, meta: { page: 1, pageSize: 50, total: 1 } } };
    if (path === '/api/admin/services' && method === 'GET') return { body: { data: state.services, meta: { page: 1, pageSize: 20, total: state.services.length } } };
    if (path === '/api/admin/services' && method === 'POST') {
      state.posts.push({ url: path, body });
      if (body.date === '2026-11-01' && !body.confirmPast) return { status: 400, body: { code: 'past_date', message: 'De dienst is niet opgeslagen.', fields: { date: 'Deze datum ligt in het verleden. Klopt dat?' } } };
      const service = { ...body, id: next++, churchName: 'De Ark', version: 1, updatedAt: '', updatedBy: '', notes: '', startsAt: '' };
      state.services.push(service);
      return { status: 201, body: { data: service } };
    }
    const one = /^\/api\/admin\/services\/(\d+)$/.exec(path);
    if (one && method === 'DELETE') {
      const id = Number(one[1]);
      const service = state.services.find((s) => s.id === id)!;
      state.services = state.services.filter((s) => s.id !== id);
      state.trash.push({ id: 100 + id, service });
      return { body: { data: { trashId: 100 + id } } };
    }
    if (one && method === 'GET') return { body: { data: state.services.find((s) => s.id === Number(one[1])) } };
    if (one && method === 'PUT') {
      const stored = state.services.find((s) => s.id === Number(one[1]))!;
      const ifMatch = (init?.headers as Record<string, string> | undefined)?.['If-Match'];
      if (ifMatch !== `"${String(stored.version)}"`) return { status: 409, body: { code: 'conflict', message: 'Deze dienst is intussen gewijzigd door koster@example.org op 25 november 2026 om 10.00.' } };
      Object.assign(stored, body, { version: Number(stored.version) + 1 });
      return { body: { data: stored } };
    }
    if (/\/revisions$/.test(path)) return { body: { data: [] } };
    if (path === '/api/admin/services/prullenbak')
      return { body: { data: state.trash.map((t) => ({ id: t.id, kind: 'service', refId: t.service.id, title: 'De Ark (Druten), zo 6 december 2026 10.00', deletedAt: '2026-11-25T09:00:00Z', deletedBy: 'koster@example.org', expiresAt: '2026-12-25T09:00:00Z' })) } };
    const restore = /^\/api\/admin\/services\/prullenbak\/(\d+)\/restore$/.exec(path);
    if (restore) {
      const item = state.trash.find((t) => t.id === Number(restore[1]))!;
      state.trash = state.trash.filter((t) => t !== item);
      state.services.push(item.service);
      return { body: { data: item.service } };
    }
    if (path === '/api/admin/services/import') {
      state.posts.push({ url: path, body });
      return {
        body: {
          data: {
            rows: [
              { row: 2, service: { date: '2027-01-03', time: '10:00', churchName: 'De Ark' }, typedChurch: 'Druten', suggestion: null, errors: [], duplicate: null, warning: 'Rij 2: let op, deze datum ligt in het verleden. De dienst wordt toch ingelezen.', action: 'new', changes: [] },
              { row: 3, service: { date: '', time: '10:00', churchName: 'De Ark' }, typedChurch: 'Druten', suggestion: null, errors: ['Rij 3, kolom Datum: dit is geen datum.'], duplicate: null, warning: null, action: null, changes: [] },
            ],
            importable: 1,
            imported: body.confirm ? 1 : 0,
            updated: 0,
            unreadColumns: [],
            skippedRows: [],
          },
        },
      };
    }
    return undefined;
  });
  return state;
}

describe('Kerkdiensten', () => {
  const renderSection = () => renderWithProviders(<ServicesSection />, { store: signedInStore() });

  it('adds a service after confirming a past date, deletes it with Ongedaan maken, and restores it from the Prullenbak', async () => {
    expectWarnings(/POST \/admin\/services failed with 400/);
    const server = adminServer();
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Er staan hier geen diensten.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dienst toevoegen' }));
    await user.type(await screen.findByLabelText('Datum'), '2026-11-01');
    await screen.findByRole('option', { name: 'De Ark (Druten)' });
    await user.selectOptions(screen.getByLabelText('Kerk'), 'druten');
    await user.type(screen.getByLabelText('Voorganger'), 'ds. Kok');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Deze datum ligt in het verleden. Klopt dat?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja, deze datum klopt: opslaan' }));
    expect(await screen.findByText('De dienst is opgeslagen.')).toBeInTheDocument();
    expect(server.posts.at(-1)!.body).toMatchObject({ date: '2026-11-01', time: '10:00', church: 'druten', preacher: 'ds. Kok', confirmPast: true });

    await user.click(await screen.findByRole('button', { name: /^Verwijderen/ }));
    expect(await screen.findByText('De dienst staat nu in de prullenbak.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('De dienst is teruggezet.')).toBeInTheDocument();
    expect(server.services).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: /^Verwijderen/ }));
    await user.click(screen.getByRole('button', { name: 'Prullenbak' }));
    const trash = await screen.findByRole('table');
    expect(within(trash).getByText('De Ark (Druten), zo 6 december 2026 10.00')).toBeInTheDocument();
    await user.click(within(trash).getByRole('button', { name: /^Terugzetten/ }));
    expect(await screen.findByText('De dienst is teruggezet.')).toBeInTheDocument();
    expect(server.services).toHaveLength(1);
  });

  it('on a 409 shows per field what the other changed, merges it with mine, and saves over their version', async () => {
    expectWarnings(/PUT \/admin\/services\/7 failed with 409/);
    const server = adminServer();
    const stored = { id: 7, date: '2026-12-06', time: '10:00', church: 'druten', churchName: 'De Ark', preacher: 'ds. Kok', season: '', music: '', collections: [], streamed: false, streamUrl: '', recordingUrl: '', notes: '', version: 1, updatedAt: '2026-11-25T09:00:00Z', updatedBy: 'koster@example.org' };
    server.services.push(stored);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: /^Wijzigen/ }));
    await user.clear(await screen.findByLabelText('Voorganger'));
    await user.type(screen.getByLabelText('Voorganger'), 'ds. De Vries');
    // Meanwhile the koster names the organist: a field I did not touch.
    Object.assign(stored, { music: 'Organist: Henk van Dalen', version: 2, updatedBy: 'koster@example.org' });
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
    const stored = { id: 7, date: '2026-12-06', time: '10:00', church: 'druten', churchName: 'De Ark', preacher: 'ds. Kok', season: '', music: '', collections: [], streamed: false, streamUrl: '', recordingUrl: '', notes: '', version: 1, updatedAt: '2026-11-25T09:00:00Z', updatedBy: 'koster@example.org' };
    server.services.push(stored);
    const user = userEvent.setup();
    const { store } = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Wijzigen/ }));
    await user.clear(await screen.findByLabelText('Voorganger'));
    await user.type(screen.getByLabelText('Voorganger'), 'ds. De Vries');
    server.sessionEnded = true;
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('U bent afgemeld. Meld u opnieuw aan: daarna wordt opgeslagen wat u nu ziet.')).toBeInTheDocument();
    // Typed on while the sign-in waits: that is what is saved.
    await user.type(screen.getByLabelText('Voorganger'), ' (gastpredikant)');
    server.sessionEnded = false;
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
    expect(server.posts.at(-1)!.body).toMatchObject({ fileName: 'rooster.csv', confirm: false });
    await user.click(screen.getByRole('button', { name: 'Importeren' }));
    expect(await screen.findByText('1 dienst is ingelezen.')).toBeInTheDocument();
  });
});
