import { kitTheme } from '@kerk/kit/design-system';
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, waitFor } from '@testing-library/react';

import { ROUTES } from '@kerk/kit/router';

import { AnbiPage } from './anbi-page';
import { ContentPage, pageOfPath } from './content-page';

const pageOf = (name: string, partials: Record<string, string>) => ({
  data: { id: 1, name, metaTitle: `${name} meta`, metaDescription: '', partials: Object.entries(partials).map(([n, content]) => ({ name: n, content })) },
});

const PAGES: Record<string, ReturnType<typeof pageOf>> = {
  book: pageOf('book', { title: 'Stroom', intro: '<p>Ons gemeenteblad.</p>', content: '<h2>Abonnement</h2><p>Zes keer per jaar.</p>' }),
  paper: pageOf('paper', { title: 'Zijstroom', intro: '<p>De nieuwsbrief.</p>', content: '<h2>Berichten aanleveren</h2>' }),
  'church-office': pageOf('church-office', { title: 'Kerkelijk bureau', intro: '<p>Voor de ledenadministratie.</p>', content: '<h2>Openingstijden</h2>' }),
  accessibility: pageOf('accessibility', {
    title: 'Toegankelijkheidsverklaring',
    intro: '<p>Iedereen moet onze website kunnen gebruiken.</p>',
    content: '<h2>Welke norm wij volgen</h2><p>WCAG 2.1 niveau AA.</p><h2>Een probleem melden</h2><p>Via het <a href="/contact">contactformulier</a>.</p>',
  }),
  anbi: pageOf('anbi', {
    title: 'ANBI-gegevens',
    intro: '<p>Wij zijn een ANBI.</p>',
    content: '<table><tbody><tr><th scope="row">RSIN</th><td>824.613.909</td></tr></tbody></table>',
    finance: '<table><thead><tr><th>Baten</th><th>Rekening</th></tr></thead><tbody><tr><td>Collecten</td><td>24.900</td></tr></tbody></table>',
  }),
};

beforeEach(() => {
  mockFetch((url) => {
    const page = PAGES[url.searchParams.get('name') ?? ''];
    return url.pathname === '/api/page' && page ? { body: page } : undefined;
  });
});

describe('content pages from the page store', () => {
  it('/stroom renders the book page', async () => {
    renderWithProviders(<ContentPage />, { route: '/stroom' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stroom' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Abonnement' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('book meta'));
  });

  it('sets the page in one centred column of a comfortable measure', async () => {
    renderWithProviders(<ContentPage />, { route: '/stroom' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Stroom' });
    const column = getComputedStyle(title.closest('[data-text-column]')!);
    expect(column.maxWidth).toBe(kitTheme.measure);
    expect(column.marginLeft).toBe('auto');
    expect(column.marginRight).toBe('auto');
  });

  it('/zijstroom renders the paper page', async () => {
    renderWithProviders(<ContentPage />, { route: '/zijstroom' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zijstroom' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Berichten aanleveren' })).toBeInTheDocument();
  });

  it('/toegankelijkheid renders the accessibility statement with a link to the contact form', async () => {
    renderWithProviders(<ContentPage />, { route: '/toegankelijkheid' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Toegankelijkheidsverklaring' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Welke norm wij volgen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contactformulier' })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe('accessibility meta'));
  });

  it('renders a site-map row that has no component of its own: the page its row names', async () => {
    expect(ROUTES.churchOffice).toMatchObject({ expose: 'ContentPage', page: 'church-office' });
    renderWithProviders(<ContentPage />, { route: '/contact/kerkelijk-bureau' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kerkelijk bureau' })).toBeInTheDocument();
    expect(screen.getByText('Voor de ledenadministratie.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Openingstijden' })).toBeInTheDocument();
  });

  it('finds the page of a path as the router matches it: without case or a trailing slash', () => {
    expect(pageOfPath('/Contact/Kerkelijk-Bureau/')).toBe('church-office');
    expect(pageOfPath('/privacy')).toBe('privacy');
    expect(pageOfPath('/onbekend')).toBeUndefined();
  });

  it('/anbi renders the RSIN and the finance table as tables', async () => {
    renderWithProviders(<AnbiPage />);
    expect(await screen.findByRole('rowheader', { name: 'RSIN' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '824.613.909' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Baten' })).toBeInTheDocument();
  });

  it('reports a 404 to the shell when the page store does not have the page', async () => {
    expectWarnings(/GET \/page\?name=book failed with 404/);
    mockFetch(() => undefined);
    const { store } = renderWithProviders(<ContentPage />, { route: '/stroom' });
    await waitFor(() => expect(store.getState().ui.routeError).toEqual({ status: 404 }));
  });
});
