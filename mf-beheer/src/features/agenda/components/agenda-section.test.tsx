/**
 * The Agenda section against an admin API that behaves as the server does: add a weekly event at
 * another address (the server's Dutch messages at their fields first), delete it into the
 * Prullenbak and undo, restore from the Prullenbak, and a 409 with the Dutch message.
 */
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeDrafts } from '../../../lib/content/testing';
import { signedInStore } from '../../../lib/testing';
import { AgendaSection } from './agenda-section';

const CHURCHES = [{ slug: 'wijchen', name: 'Open Hof', city: 'Wijchen' }];

const HASH = '0123456789abcdef0123';
const PHOTO = {
  id: 42, hash: HASH, originalName: 'kring.jpg', width: 1600, height: 1000, alt: 'Open Bijbel op tafel', sizes: [320, 1600], createdBy: 'koster@example.org', createdAt: '2026-10-01T09:00:00Z',
  src: `/api/media/${HASH}/1600.webp`, srcset: `/api/media/${HASH}/320.webp 320w, /api/media/${HASH}/1600.webp 1600w`, srcsetAvif: '', preview: `/api/media/${HASH}/preview.jpg`, usages: [],
};

const END_BEFORE_START = 'Het einde ligt vóór het begin. Kies een latere einddatum of eindtijd.';

function adminServer() {
  const state = { events: [] as Record<string, unknown>[], trash: [] as { id: number; event: Record<string, unknown> }[], posts: [] as Record<string, unknown>[] };
  let next = 1;
  const drafts = fakeDrafts();
  mockFetch((url, init) => {
    const draft = drafts.handle(url, init);
    if (draft) return draft;
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const path = url.pathname;
    if (path === '/api/admin/media') return { body: { data: [PHOTO], meta: { page: 1, pageSize: 24, total: 1 } } };
    if (path === '/api/churches') return { body: { data: CHURCHES, meta: { page: 1, pageSize: 50, total: 1 } } };
    if (path === '/api/admin/events' && method === 'GET') return { body: { data: state.events, meta: { page: 1, pageSize: 20, total: state.events.length } } };
    if (path === '/api/admin/events' && method === 'POST') {
      state.posts.push(body);
      if (String(body.endTime) < String(body.startTime)) return { status: 400, body: { code: 'validation_error', message: 'Het evenement is niet opgeslagen. Bekijk de meldingen bij de velden.', fields: { endTime: END_BEFORE_START } } };
      const event = { ...body, id: next++, recurrence: 'Elke week op dinsdag, tot en met 10 november 2026', version: 1, updatedAt: '', updatedBy: '' };
      state.events.push(event);
      return { status: 201, body: { data: event } };
    }
    const one = /^\/api\/admin\/events\/(\d+)$/.exec(path);
    if (one && method === 'DELETE') {
      const id = Number(one[1]);
      const event = state.events.find((e) => e.id === id)!;
      state.events = state.events.filter((e) => e.id !== id);
      state.trash.push({ id: 100 + id, event });
      return { body: { data: { trashId: 100 + id } } };
    }
    if (one && method === 'GET') return { body: { data: state.events.find((e) => e.id === Number(one[1])) } };
    if (one && method === 'PUT') return { status: 409, body: { code: 'conflict', message: 'Dit evenement is intussen gewijzigd door koster@example.org op 1 oktober 2026 om 11.00.' } };
    if (/\/revisions$/.test(path)) return { body: { data: [] } };
    if (path === '/api/admin/events/prullenbak')
      return { body: { data: state.trash.map((t) => ({ id: t.id, kind: 'event', refId: t.event.id, title: 'Bijbelkring (13 oktober 2026)', deletedAt: '2026-10-01T09:00:00Z', deletedBy: 'koster@example.org', expiresAt: '2026-10-31T09:00:00Z' })) } };
    const restore = /^\/api\/admin\/events\/prullenbak\/(\d+)\/restore$/.exec(path);
    if (restore) {
      const item = state.trash.find((t) => t.id === Number(restore[1]))!;
      state.trash = state.trash.filter((t) => t !== item);
      state.events.push(item.event);
      return { body: { data: item.event } };
    }
    return undefined;
  });
  return state;
}

describe('Agenda', () => {
  const renderSection = () => renderWithProviders(<AgendaSection />, { store: signedInStore() });

  it('adds a weekly event at another address after the server refuses an end before the start, then deletes, undoes and restores it', async () => {
    expectWarnings(/POST \/admin\/events failed with 400/);
    const server = adminServer();
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Er staan hier geen evenementen.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Evenement toevoegen' }));
    await user.type(await screen.findByLabelText('Titel'), 'Bijbelkring');
    await user.type(screen.getByLabelText('Begindatum'), '2026-10-13');
    await user.clear(screen.getByLabelText('Eindtijd'));
    await user.type(screen.getByLabelText('Eindtijd'), '19:00');
    await screen.findByRole('option', { name: 'Open Hof (Wijchen)' });
    await user.selectOptions(screen.getByLabelText('Plaats'), 'ander');
    await user.selectOptions(screen.getByLabelText('Dorp'), 'wijchen');
    await user.type(screen.getByLabelText('Adres'), 'Markt 1, 6601 AA Wijchen');
    // The description's link dialog is a form of its own: adding a link saves nothing yet.
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const linkDialog = screen.getByRole('dialog', { name: 'Link' });
    await user.type(within(linkDialog).getByLabelText('Adres van de link'), '/kerkdiensten');
    await user.click(within(linkDialog).getByRole('button', { name: 'Link toevoegen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.posts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Foto kiezen uit de bibliotheek' }));
    await user.click(await screen.findByRole('radio', { name: 'Open Bijbel op tafel' }));
    await user.click(screen.getByRole('button', { name: 'Afbeelding invoegen' }));
    expect(screen.getByRole('img', { name: 'Open Bijbel op tafel' })).toBeInTheDocument();
    // Choosing the photo saved nothing yet.
    expect(server.posts).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Herhaling'), 'weekly');
    await user.type(screen.getByLabelText('Tot en met'), '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(END_BEFORE_START)).toBeInTheDocument();
    expect(screen.getByLabelText('Eindtijd')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Eindtijd'));
    await user.type(screen.getByLabelText('Eindtijd'), '21:30');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Het evenement is opgeslagen.')).toBeInTheDocument();
    expect(server.posts.at(-1)).toMatchObject({
      title: 'Bijbelkring', startDate: '2026-10-13', endDate: '', startTime: '20:00', endTime: '21:30', allDay: false,
      church: 'ander', location: 'wijchen', address: 'Markt 1, 6601 AA Wijchen', repeat: 'weekly', repeatUntil: '2026-11-10', repeatCount: null, mediaId: 42,
    });
    expect(await screen.findByRole('cell', { name: 'Elke week op dinsdag, tot en met 10 november 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verwijderen: Bijbelkring' }));
    expect(await screen.findByText('Het evenement staat nu in de prullenbak.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('Het evenement is teruggezet.')).toBeInTheDocument();
    expect(server.events).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Verwijderen: Bijbelkring' }));
    await user.click(screen.getByRole('button', { name: 'Prullenbak' }));
    const trash = await screen.findByRole('table');
    expect(within(trash).getByText('Bijbelkring (13 oktober 2026)')).toBeInTheDocument();
    await user.click(within(trash).getByRole('button', { name: /^Terugzetten/ }));
    expect(await screen.findByText('Het evenement is teruggezet.')).toBeInTheDocument();
    expect(server.events).toHaveLength(1);
  });

  it('shows the conflict screen on a 409, naming who saved in between', async () => {
    expectWarnings(/PUT \/admin\/events\/7 failed with 409/);
    const server = adminServer();
    server.events.push({
      id: 7, title: 'Bijbelkring', allDay: false, startDate: '2026-10-13', startTime: '20:00', endDate: '2026-10-13', endTime: '21:30', church: 'wijchen', location: 'wijchen',
      placeName: 'Open Hof', address: '', description: '<p>Psalmen</p>', mediaId: null, repeat: 'weekly', repeatUntil: '', repeatCount: 5, rrule: 'FREQ=WEEKLY;COUNT=5', recurrence: 'Elke week op dinsdag, 5 keer', version: 1,
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Wijzigen: Bijbelkring' }));
    expect(await screen.findByLabelText('Aantal keer')).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const conflict = await screen.findByRole('region', { name: 'Iemand anders heeft dit intussen gewijzigd' });
    expect(conflict).toHaveTextContent('Dit evenement is intussen gewijzigd door koster@example.org op 1 oktober 2026 om 11.00.');
    expect(within(conflict).getByRole('button', { name: 'Terug naar het formulier' })).toBeInTheDocument();
  });
});
