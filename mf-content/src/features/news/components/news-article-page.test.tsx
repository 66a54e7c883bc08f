import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { screen, waitFor } from '@testing-library/react';

import { article, mockNewsApi } from '../testing/fixtures';
import { NewsArticlePage } from './news-article-page';

const renderAt = (route: string) => renderWithProviders(<NewsArticlePage />, { route, path: '/nieuws/:id' });

describe('NewsArticlePage (/nieuws/{id})', () => {
  it('shows the article with its written-on date, image and rich text, and titles the breadcrumb and document', async () => {
    mockNewsApi();
    const { store } = renderAt('/nieuws/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bericht nummer 7' })).toBeInTheDocument();
    expect(screen.getByText(/geschreven op/)).toHaveTextContent('geschreven op 08-03-2031 · door Taakgroep Eredienst');
    const image = screen.getByRole('img', { name: 'Tekening bij bericht 7' });
    expect(image).toHaveAttribute('src', '/api/news/images/bericht-7.svg');
    // The article's image is the page's LCP image: fetched first, never lazy, its box sized.
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '640');
    expect(screen.getByText('volledige').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 2, name: 'Meedoen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar het nieuws' })).toHaveAttribute('href', '/nieuws');
    expect(store.getState().ui.breadcrumbTitle).toBe('Bericht nummer 7');
    await waitFor(() => expect(document.title).toBe('Bericht nummer 7'));
    expect(store.getState().ui.routeError).toBeNull();
  });

  it("shows the editor's summary above the text, and none made from the text (its start is never shown twice)", async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/news/5') return { body: { data: article(5, { summary: 'Iedereen is welkom.', excerpt: 'Iedereen is welkom.' }) } };
      if (url.pathname === '/api/news/6') return { body: { data: article(6, { summary: '', excerpt: 'De volledige tekst. Meedoen' }) } };
      return undefined;
    });
    const own = renderAt('/nieuws/5');
    expect(await screen.findByText('Iedereen is welkom.')).toBeInTheDocument();
    own.unmount();

    renderAt('/nieuws/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bericht nummer 6' })).toBeInTheDocument();
    // Only the text's own paragraph: no summary paragraph above it.
    const startsWithText = (_: string, element: Element | null) => element?.tagName === 'P' && !!element.textContent?.startsWith('De volledige tekst');
    expect(screen.getAllByText(startsWithText).map((p) => p.textContent)).toEqual(['De volledige tekst.']);
  });

  it('reports a 404 to the shell for an id the API does not know', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockNewsApi({ total: 3 });
    const { store } = renderAt('/nieuws/99');
    await waitFor(() => expect(store.getState().ui.routeError).toEqual({ status: 404 }));
    expect(store.getState().ui.breadcrumbTitle).toBeNull();
    expect(warn).toHaveBeenCalledWith('[request] GET /news/99 failed with 404');
    warn.mockRestore();
  });

  it.each(['abc', '0', '99999999999'])('reports a 404 for the impossible id %s without asking the API', async (id) => {
    const fetchMock = mockNewsApi();
    const { store } = renderAt(`/nieuws/${id}`);
    await waitFor(() => expect(store.getState().ui.routeError).toEqual({ status: 404 }));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/news'))).toHaveLength(0);
  });

  it('shows an image only when the article has one', async () => {
    mockFetch((url) => (url.pathname === '/api/news/5' ? { body: { data: article(5, { image: '', imageAlt: '' }) } } : undefined));
    renderAt('/nieuws/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bericht nummer 5' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
