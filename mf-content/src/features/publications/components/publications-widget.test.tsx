import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, within } from '@testing-library/react';

import { BookletWidget } from './booklet-widget';
import { PublicationsWidget } from './publications-widget';

const INDEX = {
  data: {
    id: 1,
    name: 'index',
    metaTitle: '',
    metaDescription: '',
    partials: [
      { name: 'book-title', content: 'Stroom' },
      { name: 'book-text', content: '<p>Ons gemeenteblad in <em>boekvorm</em>.</p>' },
      { name: 'paper-title', content: 'Zijstroom' },
      { name: 'paper-text', content: '<p>De tweewekelijkse nieuwsbrief.</p>' },
      { name: 'booklet-title', content: 'Het blauwe boekje' },
      { name: 'booklet-text', content: '<p>Het jaarboekje met adressen.</p>' },
    ],
  },
};

const serveIndex = (ok = true) =>
  mockFetch((url) => (url.pathname === '/api/page' ? (ok ? { body: INDEX } : { status: 500, body: { code: 'internal_error', message: 'Fout' } }) : undefined));

describe('PublicationsWidget (home: Stroom and Zijstroom)', () => {
  it("shows both publications with their texts and a 'Lees over' link to their page", async () => {
    serveIndex();
    const { container } = renderWithProviders(<PublicationsWidget />);
    expect(container.querySelectorAll('section > [aria-busy="true"]')).toHaveLength(2);
    const stroom = await screen.findByRole('article', { name: 'Stroom' });
    expect(within(stroom).getByText('boekvorm').tagName).toBe('EM');
    expect(within(stroom).getByRole('link', { name: 'Lees over Stroom' })).toHaveAttribute('href', '/stroom');
    const zijstroom = screen.getByRole('article', { name: 'Zijstroom' });
    expect(zijstroom).toHaveTextContent('De tweewekelijkse nieuwsbrief.');
    expect(within(zijstroom).getByRole('link', { name: 'Lees over Zijstroom' })).toHaveAttribute('href', '/zijstroom');
  });

  it('still links to both publications when the page texts cannot be loaded', async () => {
    expectWarnings(/GET \/page\?name=index failed with 500/);
    serveIndex(false);
    renderWithProviders(<PublicationsWidget />);
    expect(await screen.findByRole('link', { name: 'Lees over Stroom' })).toHaveAttribute('href', '/stroom');
    expect(screen.getByRole('link', { name: 'Lees over Zijstroom' })).toHaveAttribute('href', '/zijstroom');
  });
});

describe('BookletWidget (home: the blue booklet)', () => {
  it('shows the booklet heading and text and a way to request a copy', async () => {
    serveIndex();
    renderWithProviders(<BookletWidget />);
    const section = await screen.findByRole('region', { name: 'Het blauwe boekje' });
    expect(section).toHaveTextContent('Het jaarboekje met adressen.');
    expect(within(section).getByRole('link', { name: 'Vraag een exemplaar aan' })).toHaveAttribute('href', '/contact');
  });

  it('keeps a heading when the page texts cannot be loaded', async () => {
    expectWarnings(/GET \/page\?name=index failed with 500/);
    serveIndex(false);
    renderWithProviders(<BookletWidget />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Het blauwe boekje' })).toBeInTheDocument();
  });
});
