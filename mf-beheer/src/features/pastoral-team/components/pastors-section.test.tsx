/**
 * The "Pastoraal team" section against an admin API that behaves as the server does, through the
 * real store: add a member (a bad e-mail and phone answered at their fields before sending), with a
 * photo from the library, delete into the Prullenbak and undo, a 409 with the Dutch message, and a
 * server's message per field.
 */
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeDrafts } from '../../../lib/content/testing';
import { signedInStore } from '../../../lib/testing';
import { PastorsSection } from './pastors-section';

const PHOTO = {
  id: 5,
  hash: '0123456789abcdef0123',
  originalName: 'portret.jpg',
  width: 800,
  height: 800,
  alt: 'Hanna Verbeek voor de kerk',
  sizes: [400, 800],
  createdBy: 'koster@example.org',
  createdAt: '2026-11-25T09:00:00Z',
  src: '/api/media/0123456789abcdef0123/800.webp',
  srcset: '/api/media/0123456789abcdef0123/400.webp 400w',
  srcsetAvif: '/api/media/0123456789abcdef0123/400.avif 400w',
  preview: '/api/media/0123456789abcdef0123/preview.jpg',
  usages: [],
};

const member = (id: number, fields: Record<string, unknown>) => ({
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

function adminServer() {
  const state = { pastors: [] as Record<string, unknown>[], trash: [] as { id: number; pastor: Record<string, unknown> }[], sent: [] as { method: string; body: Record<string, unknown>; headers: Headers }[] };
  let next = 1;
  const drafts = fakeDrafts();
  mockFetch((url, init) => {
    const draft = drafts.handle(url, init);
    if (draft) return draft;
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const path = url.pathname;
    // The churches the form offers (the public list): none here.
    if (path === '/api/churches') return { body: { data: [], meta: { page: 1, pageSize: 50, total: 0 } } };
    if (path === '/api/admin/media') return { body: { data: [PHOTO], meta: { page: 1, pageSize: 24, total: 1 } } };
    if (path === '/api/admin/pastors' && method === 'GET') return { body: { data: state.pastors } };
    if (path === '/api/admin/pastors' && method === 'POST') {
      state.sent.push({ method, body, headers: new Headers(init?.headers) });
      const created = member(next++, { ...body, picture: body.mediaId === PHOTO.id ? PHOTO : null });
      state.pastors.push(created);
      return { status: 201, body: { data: created } };
    }
    const one = /^\/api\/admin\/pastors\/(\d+)$/.exec(path);
    if (one && method === 'GET') return { body: { data: state.pastors.find((p) => p.id === Number(one[1])) } };
    if (one && method === 'PUT') {
      state.sent.push({ method, body, headers: new Headers(init?.headers) });
      if (body.name === 'Conflict') return { status: 409, body: { code: 'conflict', message: 'Dit teamlid is intussen gewijzigd door koster@example.org op 25 november 2026 om 10.00.' } };
      return { status: 400, body: { code: 'validation_error', message: 'Het teamlid is niet opgeslagen. Bekijk de meldingen bij de velden.', fields: { role: 'Functie mag maximaal 200 tekens bevatten' } } };
    }
    if (one && method === 'DELETE') {
      const id = Number(one[1]);
      state.trash.push({ id: 100 + id, pastor: state.pastors.find((p) => p.id === id)! });
      state.pastors = state.pastors.filter((p) => p.id !== id);
      return { body: { data: { trashId: 100 + id } } };
    }
    if (/\/revisions$/.test(path)) return { body: { data: [] } };
    const restore = /^\/api\/admin\/pastors\/prullenbak\/(\d+)\/restore$/.exec(path);
    if (restore) {
      const item = state.trash.find((t) => t.id === Number(restore[1]))!;
      state.trash = state.trash.filter((t) => t !== item);
      state.pastors.push(item.pastor);
      return { body: { data: item.pastor } };
    }
    return undefined;
  });
  return state;
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
    expect(server.sent).toHaveLength(0);

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
    expect(server.sent[0]!.body).toMatchObject({ name: 'ds. Hanna Verbeek', role: 'Predikant', areas: ['druten'], email: 'h.verbeek@pgmaasenwaal.nl', phone: '0487 12 34 56', mediaId: PHOTO.id });
    const row = (await screen.findByRole('cell', { name: 'ds. Hanna Verbeek' })).closest('tr')!;
    expect(within(row).getByText('Druten')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Verwijderen: ds. Hanna Verbeek' }));
    expect(await screen.findByText('Het teamlid staat nu in de prullenbak.')).toBeInTheDocument();
    expect(server.pastors).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('Het teamlid is teruggezet.')).toBeInTheDocument();
    expect(server.pastors).toHaveLength(1);
    // Typing a whole member's details takes jsdom a while.
  }, 20_000);

  it('saves over the version read: a server message lands at its field, a 409 names who saved in between', async () => {
    expectWarnings(/PUT \/admin\/pastors\/7 failed with 400/, /PUT \/admin\/pastors\/7 failed with 409/);
    const server = adminServer();
    server.pastors.push(member(7, { name: 'Anne de Wit', role: 'Kerkelijk werker', version: 3 }));
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Wijzigen: Anne de Wit' }));
    await user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Functie mag maximaal 200 tekens bevatten')).toBeInTheDocument();
    expect(server.sent.at(-1)!.headers.get('if-match')).toBe('"3"');

    await user.clear(screen.getByLabelText('Naam'));
    await user.type(screen.getByLabelText('Naam'), 'Conflict');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const conflict = await screen.findByRole('region', { name: 'Iemand anders heeft dit intussen gewijzigd' });
    expect(conflict).toHaveTextContent('Dit teamlid is intussen gewijzigd door koster@example.org op 25 november 2026 om 10.00.');
  });
});
