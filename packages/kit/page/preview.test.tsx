import { screen } from '@testing-library/react';

import { makeStore } from '../store';
import { mockFetch, renderWithProviders } from '../testing';
import { expectWarnings } from '../testing/console';
import { applyInitialData, INITIAL_DATA_ID, usePage } from './index';

function Intro() {
  const page = usePage('home');
  return <p>{page.isLoading ? '…' : page.partial('intro')}</p>;
}

const answer = (intro: string) => ({ body: { data: { id: 1, name: 'home', metaTitle: 'Home', metaDescription: '', partials: [{ name: 'intro', content: intro }] } } });

describe("the editing app's preview (?voorbeeld=1)", () => {
  beforeEach(() =>
    mockFetch((url) => {
      if (url.pathname === '/api/page' && url.searchParams.get('name') === 'home') return answer('Live tekst');
      if (url.pathname === '/api/admin/pages/home/preview') return answer('Concepttekst');
      return undefined;
    }),
  );
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.getElementById(INITIAL_DATA_ID)?.remove();
  });

  it('reads the live page for visitors', async () => {
    renderWithProviders(<Intro />);
    expect(await screen.findByText('Live tekst')).toBeInTheDocument();
  });

  it("reads the draft from the admin API's preview, and does not let the server's live texts stand in for it", async () => {
    window.history.replaceState(null, '', '/?voorbeeld=1');
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: INITIAL_DATA_ID });
    script.textContent = JSON.stringify({ pages: { home: answer('Live tekst').body.data } });
    document.body.append(script);
    const store = makeStore();
    applyInitialData(store);
    renderWithProviders(<Intro />, { store });
    expect(await screen.findByText('Concepttekst')).toBeInTheDocument();
  });

  it('shows the live page, not an error, when a preview link is opened without a session', async () => {
    expectWarnings(/GET \/admin\/pages\/home\/preview failed with 401/);
    window.history.replaceState(null, '', '/?voorbeeld=1');
    mockFetch((url) => {
      if (url.pathname === '/api/page' && url.searchParams.get('name') === 'home') return answer('Live tekst');
      if (url.pathname === '/api/admin/pages/home/preview') return { status: 401, body: { code: 'unauthenticated', message: 'U bent niet ingelogd.' } };
      return undefined;
    });
    renderWithProviders(<Intro />);
    expect(await screen.findByText('Live tekst')).toBeInTheDocument();
  });
});
