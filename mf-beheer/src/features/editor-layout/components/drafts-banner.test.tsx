/**
 * The banner of the editor's drafts waiting (issue 41), in the editors' layout through the real
 * providers, against a fake GET /api/admin/drafts whose drafts have the answer's type (WaitingDraft,
 * the Static of the kit's schema the API answers with): each draft worded as the form's own offer,
 * with a link to its form; gone when dismissed, and when a thrown-away draft was the last one.
 */
import { dataAnswerSchema, waitingDraftSchema } from '@kerk/kit/api-schemas';
import type { WaitingDraft } from '@kerk/kit/api-types';
import { CONTENT_TYPES, type ContentKind, eventType } from '@kerk/kit/content-types';
import { renderWithProviders } from '@kerk/kit/testing';
import { Type } from '@sinclair/typebox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { createCollectionApi } from '../../../lib/content/collection-api';
import { signInStore, TEST_SESSION } from '../../../lib/testing';
import { fakeAdminApi } from '../../../lib/testing/fake-admin-api';
import { EditorLayout } from './editor-layout';

const events = createCollectionApi(eventType);

// The clock stands at Monday 23-11-2026 21:05 in Amsterdam (kit/testing/clock.js).
const KERSTMARKT: WaitingDraft = { kind: 'event', ref: 'nieuw', title: 'Kerstmarkt', savedAt: '2026-11-23T19:14:00.000Z', path: '/beheer/agenda/nieuw' };
const HOME: WaitingDraft = { kind: 'page', ref: 'index', title: 'Home', savedAt: '2026-11-20T21:14:00.000Z', path: '/beheer/paginas/index' };

/** The admin API's drafts as the server keeps them: the list, without the ones thrown away since. */
function fakeServer(drafts: WaitingDraft[]) {
  const api = fakeAdminApi();
  const state = { drafts: [...drafts], reads: 0 };
  const thrownAway = (draft: WaitingDraft) =>
    api.requests.some((r) => r.method === 'DELETE' && r.path === `/api/admin/${CONTENT_TYPES[draft.kind as ContentKind]?.resource}/drafts/${draft.ref}`);
  api.route('GET', '/api/admin/drafts', dataAnswerSchema(Type.Array(waitingDraftSchema), 'drafts'), () => {
    state.reads += 1;
    return { body: { data: state.drafts.filter((draft) => !thrownAway(draft)) } };
  });
  return state;
}

/** A section's "Concept weggooien", as the event form has it. */
function DiscardEventDraft() {
  const [discard] = events.useDiscardDraft();
  return (
    <button type="button" onClick={() => void discard('nieuw')}>
      Concept weggooien
    </button>
  );
}

function renderLayout() {
  const view = renderWithProviders(
    <EditorLayout user={TEST_SESSION.user} onSignOut={() => undefined}>
      <DiscardEventDraft />
    </EditorLayout>,
    { route: '/beheer' },
  );
  signInStore(view.store);
  return view;
}

describe('the drafts waiting after signing in', () => {
  it("says each draft as the form's offer does (the day too when it is not today), with a link to its form", async () => {
    fakeServer([KERSTMARKT, HOME]);
    renderLayout();
    const banner = await screen.findByRole('region', { name: 'Uw concepten' });
    const lines = within(banner).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      "U heeft een concept van 'Kerstmarkt' van 20.14 — verder gaan",
      "U heeft een concept van 'Home' van 20-11-2026 om 22.14 — verder gaan",
    ]);
    expect(within(banner).getByRole('link', { name: "verder gaan met 'Kerstmarkt'" })).toHaveAttribute('href', '/beheer/agenda/nieuw');
    expect(within(banner).getByRole('link', { name: "verder gaan met 'Home'" })).toHaveAttribute('href', '/beheer/paginas/index');
  });

  it('goes when dismissed', async () => {
    fakeServer([KERSTMARKT]);
    const user = userEvent.setup();
    renderLayout();
    const banner = await screen.findByRole('region', { name: 'Uw concepten' });
    await user.click(within(banner).getByRole('button', { name: 'Melding over uw concepten sluiten' }));
    expect(screen.queryByRole('region', { name: 'Uw concepten' })).toBeNull();
  });

  it('follows a draft thrown away: the list is read again, and without drafts there is no banner', async () => {
    const server = fakeServer([KERSTMARKT, HOME]);
    const user = userEvent.setup();
    renderLayout();
    expect(await screen.findByRole('link', { name: "verder gaan met 'Kerstmarkt'" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Concept weggooien' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: "verder gaan met 'Kerstmarkt'" })).toBeNull());
    expect(screen.getByRole('link', { name: "verder gaan met 'Home'" })).toBeInTheDocument();
    expect(server.reads).toBe(2);

    server.drafts = [];
    await user.click(screen.getByRole('button', { name: 'Concept weggooien' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Uw concepten' })).toBeNull());
  });

  it('shows nothing when no draft is waiting', async () => {
    const server = fakeServer([]);
    renderLayout();
    await waitFor(() => expect(server.reads).toBe(1));
    expect(await screen.findByRole('navigation', { name: /./ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Uw concepten' })).toBeNull();
  });
});
