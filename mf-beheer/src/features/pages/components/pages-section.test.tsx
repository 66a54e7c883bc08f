import { pageEditingMessages } from '@kerk/kit/content-types';
import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LeaveGuardProvider } from '../../../lib/content/leave-guard';
import { signInStore } from '../../../lib/testing';
import { pagesApi } from '../api/pages-api';
import { fakePagesApi } from '../testing/fake-pages-api';
import { PagesSection } from './pages-section';

let lastRender: ReturnType<typeof renderWithProviders>;

function renderSection(route = '/beheer/paginas/home', options: { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup({ delay: null, ...(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}) });
  const { store } = (lastRender = renderWithProviders(
    <LeaveGuardProvider>
      <PagesSection basePath="/beheer/paginas" />
    </LeaveGuardProvider>,
    { route, path: '/beheer/paginas/*' },
  ));
  signInStore(store);
  return user;
}

/** The changes sent (not the reads, nor the heartbeat that says the page is open). */
const writes = (api: ReturnType<typeof fakePagesApi>) => api.requests.filter((r) => r.method !== 'GET' && !r.path.endsWith('/presence'));

describe("the Pagina's section", () => {
  afterEach(() => jest.useRealTimers());

  it('lists the pages with who changed them when, and "Concept" when a draft waits', async () => {
    fakePagesApi({ draft: { metaTitle: 'x', metaDescription: '', partials: {}, baseVersion: 3, updatedAt: '2026-11-25T20:05:00.000Z', updatedBy: 'a@b.nl' } });
    renderSection('/beheer/paginas');
    const row = (await screen.findByRole('link', { name: 'Home' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/beheer/paginas/home');
    expect(row).toHaveTextContent('20-11-2026 20.30 door koster@example.org');
    expect(row).toHaveTextContent('Concept');
  });

  it('counts the search-engine title against 60 characters and hints gently when longer', async () => {
    fakePagesApi();
    const user = renderSection();
    const title = await screen.findByLabelText('Titel in zoekmachines');
    expect(screen.getByText('6 van 60 tekens')).toBeInTheDocument();
    await user.type(title, ' bij de Protestantse Gemeente in de zeven dorpen aan de Maas');
    expect(screen.getByText(/66 van 60 tekens/)).toHaveTextContent('zoekmachines tonen dan niet alles');
  });

  it('writes the draft while typing, at most one write a moment and the last change always, with the CSRF token, and says when', async () => {
    jest.useFakeTimers();
    const api = fakePagesApi();
    const user = renderSection('/beheer/paginas/home', { fakeTimers: true });
    const title = await screen.findByLabelText('Titel');
    await user.type(title, ' allemaal');
    expect(screen.getByText('Nog niet opgeslagen wijzigingen')).toBeInTheDocument();
    // Typing on does not push the write on: it goes one moment after the first change.
    await act(async () => jest.advanceTimersByTime(700));
    await user.type(title, '!');
    expect(writes(api)).toEqual([]);
    await act(async () => jest.advanceTimersByTime(100));
    expect(await screen.findByText('Concept opgeslagen om 21.05')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(1);
    expect(writes(api)[0]).toMatchObject({ method: 'PUT', path: '/home/draft', headers: { 'X-CSRF-Token': 'csrf-1' } });
    expect((writes(api)[0]!.body as { partials: Record<string, string> }).partials.title).toBe('Welkom allemaal!');
    await user.type(title, '?');
    await act(async () => jest.advanceTimersByTime(800));
    await waitFor(() => expect(writes(api)).toHaveLength(2));
    expect((writes(api)[1]!.body as { partials: Record<string, string> }).partials.title).toBe('Welkom allemaal!?');
  });

  it('reopens a page with its draft, says so, and "Concept weggooien" brings back the published text after a confirmation', async () => {
    const api = fakePagesApi({ draft: { metaTitle: 'Welkom', metaDescription: 'De protestantse gemeente', partials: { title: 'Welkom concept', intro: '<p>Concept</p>' }, baseVersion: 3, updatedAt: '2026-11-25T20:05:00.000Z', updatedBy: 'a@b.nl' } });
    const user = renderSection();
    expect(await screen.findByText(/U ziet het concept van 25-11-2026 21.05 \(door a@b.nl\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Titel')).toHaveValue('Welkom concept');
    await user.click(screen.getAllByRole('button', { name: 'Concept weggooien' })[0]!);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Het concept weggooien?');
    await user.click(within(dialog).getByRole('button', { name: 'Concept weggooien' }));
    expect(await screen.findByText('Het concept is weggegooid. U ziet weer de gepubliceerde tekst.')).toBeInTheDocument();
    expect(screen.getByLabelText('Titel')).toHaveValue('Welkom');
    expect(writes(api).map((r) => r.method)).toEqual(['DELETE']);
  });

  it('publishes with If-Match of the version it started from and links to the public page', async () => {
    const api = fakePagesApi();
    const user = renderSection();
    await user.type(await screen.findByLabelText('Titel'), ' thuis');
    await user.click(screen.getByRole('button', { name: 'Publiceren' }));
    expect(await screen.findByText('De pagina is gepubliceerd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de pagina op de website' })).toHaveAttribute('href', '/');
    const publish = writes(api).find((r) => r.path === '/home/publish')!;
    expect(publish.headers).toMatchObject({ 'If-Match': '"3"', 'X-CSRF-Token': 'csrf-1' });
    expect(api.page.partials[0]!.content).toBe('Welkom thuis');
  });

  it("on a 409 shows the API's message, both versions side by side, and publishes mine over the new version", async () => {
    expectWarnings(/POST \/admin\/pages\/home\/publish failed with 409/);
    const api = fakePagesApi();
    api.otherEditor = { who: 'koster@example.org', texts: { metaTitle: 'Welkom', metaDescription: 'De protestantse gemeente', partials: { title: 'Welkom van de koster', intro: '<p>Welkom in de kerk</p>' } } };
    const user = renderSection();
    await user.type(await screen.findByLabelText('Titel'), ' van de scriba');
    await user.click(screen.getByRole('button', { name: 'Publiceren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze pagina is intussen gewijzigd door koster@example.org op 25 november 2026 om 21.05.');
    // Each side shows its own change highlighted against the title both started from ("Welkom").
    const theirs = screen.getByRole('region', { name: 'Hun versie (staat nu op de website)' });
    const mine = screen.getByRole('region', { name: 'Uw versie' });
    expect(theirs).toHaveTextContent('Welkom van de koster');
    expect(mine).toHaveTextContent('Welkom van de scriba');
    expect([...theirs.querySelectorAll('ins')].map((ins) => ins.textContent).join('')).toMatch(/van de koster/);
    expect([...mine.querySelectorAll('ins')].map((ins) => ins.textContent).join('')).toMatch(/van de scriba/);
    await user.click(screen.getByRole('button', { name: 'Mijn versie alsnog publiceren' }));
    expect(await screen.findByText('De pagina is gepubliceerd.')).toBeInTheDocument();
    expect(writes(api).filter((r) => r.path === '/home/publish').map((r) => r.headers['If-Match'])).toEqual(['"3"', '"4"']);
    expect(api.page.partials[0]!.content).toBe('Welkom van de scriba');
  });

  it('"Hun versie overnemen" loads the version now live into the editor', async () => {
    expectWarnings(/POST \/admin\/pages\/home\/publish failed with 409/);
    const api = fakePagesApi();
    api.otherEditor = { who: 'koster@example.org', texts: { metaTitle: 'Welkom', metaDescription: 'x', partials: { title: 'Welkom van de koster', intro: '<p>Welkom</p>' } } };
    const user = renderSection();
    await user.type(await screen.findByLabelText('Titel'), ' van de scriba');
    await user.click(screen.getByRole('button', { name: 'Publiceren' }));
    await user.click(await screen.findByRole('button', { name: 'Hun versie overnemen' }));
    await waitFor(() => expect(screen.getByLabelText('Titel')).toHaveValue('Welkom van de koster'));
    expect(screen.queryByRole('button', { name: 'Hun versie overnemen' })).toBeNull();
    // The draft with the discarded text is gone from the server too.
    expect(api.page.draft).toBeNull();
  });

  it('shows an earlier version\'s difference in words and restores it after a confirmation', async () => {
    const api = fakePagesApi();
    const user = renderSection();
    const item = (await screen.findByText('Versie 2, 01-11-2026 11.00 door scriba@example.org')).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Verschil bekijken' }));
    const diff = await within(item).findByText((_, el) => el?.getAttribute('data-diff') === 'Inleiding');
    expect(diff.querySelector('del')).toHaveTextContent('ons kerkgebouw');
    expect(diff.querySelector('ins')).toHaveTextContent('de kerk');
    expect(diff.innerHTML).not.toContain('&lt;p');
    await user.click(within(item).getByRole('button', { name: 'Deze versie terugzetten' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deze versie terugzetten' }));
    expect(await screen.findByText('Versie 2 is teruggezet en staat nu op de website.')).toBeInTheDocument();
    expect(writes(api).find((r) => r.path === '/home/revisions/1/restore')?.headers['If-Match']).toBe('"3"');
    expect(api.page.partials[1]!.content).toBe('<p>Welkom in ons kerkgebouw</p>');
  });

  it('asks before leaving with unsaved changes: the browser on closing the tab, a Dutch question on a link', async () => {
    fakePagesApi();
    const user = renderSection();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByLabelText('Titel');
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Titel'), ' allemaal');
    expect(unload()).toBe(true);

    await user.click(screen.getByRole('link', { name: "Terug naar alle pagina's" }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Er zijn wijzigingen die nog niet zijn opgeslagen. Uw concept blijft bewaard. Wilt u deze pagina toch verlaten?');
    await user.click(within(dialog).getByRole('button', { name: 'Blijven' }));
    expect(screen.getByLabelText('Titel')).toHaveValue('Welkom allemaal');

    await user.click(screen.getByRole('link', { name: "Terug naar alle pagina's" }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Toch verlaten' }));
    expect(await screen.findByRole('heading', { level: 2, name: "Pagina's" })).toBeInTheDocument();
  });

  it('publishes what is on screen once signed in again, and never puts an older text over it', async () => {
    // The first call to meet the ended session is the draft's write or, when that was done before, the publish: either says 401.
    expectWarnings(/(PUT \/admin\/pages\/home\/draft|POST \/admin\/pages\/home\/publish) failed with 401/, /GET \/admin\/pages\/home\/revisions failed with 401/, /GET \/admin\/pages\/home failed with 401/);
    const api = fakePagesApi();
    const user = renderSection();
    const title = await screen.findByLabelText('Titel in zoekmachines');
    await user.clear(title);
    await user.type(title, 'Welkom in Maas en Waal');
    api.sessionEnded = true;
    await user.click(screen.getByRole('button', { name: 'Publiceren' }));
    expect(await screen.findByText('U bent afgemeld. Meld u opnieuw aan: daarna wordt opgeslagen wat u nu ziet.')).toBeInTheDocument();
    // The page is read again while signed out (the tab focused again): the read fails, the editor stays as it is.
    const reads = api.requests.filter((r) => r.method === 'GET' && r.path === '/home').length;
    act(() => void lastRender.store.dispatch(pagesApi.util.invalidateTags([{ type: 'AdminPage', id: 'home' }])));
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'GET' && r.path === '/home').length).toBe(reads + 1));
    await user.type(screen.getByLabelText('Titel in zoekmachines'), '!');
    api.sessionEnded = false;
    act(() => signInStore(lastRender.store));
    expect(await screen.findByText(/is gepubliceerd/)).toBeInTheDocument();
    expect(api.page.metaTitle).toBe('Welkom in Maas en Waal!');
    expect(screen.getByLabelText('Titel in zoekmachines')).toHaveValue('Welkom in Maas en Waal!');
  });

  it("gives the API's reason, without a retry, when a redacteur opens the footer", async () => {
    expectWarnings(/GET \/admin\/pages\/footer failed with 403/);
    fakePagesApi().api.refuse('GET', '/api/admin/pages/footer', { status: 403, code: 'forbidden', message: pageEditingMessages.footerForbidden });
    renderSection('/beheer/paginas/footer');
    expect(await screen.findByRole('alert')).toHaveTextContent('Alleen een beheerder kan de voettekst wijzigen.');
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });

  it('says so when the page does not exist', async () => {
    expectWarnings(/GET \/admin\/pages\/bestaat-niet failed with 404/);
    fakePagesApi();
    renderSection('/beheer/paginas/bestaat-niet');
    expect(await screen.findByText('Deze pagina bestaat niet (meer).')).toBeInTheDocument();
  });
  it('says who else has the page open ("Ook geopend door …")', async () => {
    const api = fakePagesApi();
    api.others = [{ email: 'koster@example.org', seenAt: '2026-11-25T20:05:00.000Z' }];
    renderSection();
    expect(await screen.findByText(/^Ook geopend door koster@example\.org\./)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/home/presence')).toBe(true);
  });
});
