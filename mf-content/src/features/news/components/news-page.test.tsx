import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockNewsApi, PHOTO, PHOTO_ARTICLE } from '../testing/fixtures';
import { expectWholeCardLink } from '../testing/whole-card';
import { NewsPage } from './news-page';

const renderAt = (route: string) => renderWithProviders(<NewsPage />, { route, path: '/nieuws' });
const requested = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/api/news'));

describe('NewsPage (/nieuws)', () => {
  it('shows the page texts and each article with image, title, written-on date, excerpt and a Lees artikel link', async () => {
    mockNewsApi();
    renderAt('/nieuws');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuws' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Nieuwsberichten' });
    within(list).getAllByRole('list').forEach((ol) => expect(ol).not.toHaveAttribute('aria-label'));
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(10);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 2, name: 'Bericht nummer 24' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Tekening bij bericht 24' })).toHaveAttribute('src', '/api/news/images/bericht-24.svg');
    expect(first).toHaveTextContent('geschreven op 25-03-2031');
    expect(first).toHaveTextContent('Korte samenvatting van bericht 24.');
    expect(within(first).getByRole('link')).toHaveTextContent('Lees artikel→');
    expect(screen.getByText('Stuur uw nieuws op.')).toBeInTheDocument();
  });

  it("opens an article wherever its card is clicked: one 'Lees artikel →' link, named by the title, covers the card", async () => {
    mockNewsApi();
    renderAt('/nieuws');
    const cards = within(await screen.findByRole('region', { name: 'Nieuwsberichten' })).getAllByRole('article');
    for (const card of cards.slice(0, 2)) {
      const title = within(card).getByRole('heading', { level: 2 }).textContent!;
      const link = expectWholeCardLink(card, `Lees artikel: ${title}`);
      expect(link).toHaveAttribute('href', `/nieuws/${card.dataset.newsId}`);
    }
  });

  it("crops a library photo to the card's 16:9 around the focal point the editor chose", async () => {
    mockNewsApi();
    renderAt('/nieuws');
    const card = (await screen.findAllByRole('article')).find((item) => item.dataset.newsId === String(PHOTO_ARTICLE))!;
    const img = within(card).getByRole('img', { name: PHOTO.alt });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900']);
    const style = getComputedStyle(img);
    expect([style.aspectRatio.replace(/ /g, ''), style.objectFit, style.objectPosition]).toEqual(['16/9', 'cover', '30% 20%']);
  });

  it("fetches the first card's image at once (the LCP image on a phone) and lets the others load lazily", async () => {
    mockNewsApi();
    renderAt('/nieuws');
    const cards = within(await screen.findByRole('region', { name: 'Nieuwsberichten' })).getAllByRole('article');
    const first = within(cards[0]!).getByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    for (const card of cards.slice(1)) {
      const img = within(card).getByRole('img');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it('takes the page from ?pagina= and offers the pages around it', async () => {
    const fetchMock = mockNewsApi({ total: 24 });
    renderAt('/nieuws?pagina=3');
    expect(await screen.findByRole('heading', { name: 'Bericht nummer 4' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Nieuwsberichten' })).getAllByRole('article')).toHaveLength(4);
    expect(requested(fetchMock)).toContain('/api/news?page=3&pageSize=10');
    const paging = screen.getByRole('navigation', { name: 'Paginering van het nieuws' });
    expect(within(paging).getByRole('link', { name: 'Pagina 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(paging).getByRole('link', { name: 'Vorige' })).toHaveAttribute('href', '/nieuws?pagina=2');
    expect(within(paging).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('href', '/nieuws');
    expect(within(paging).queryByRole('link', { name: 'Volgende' })).not.toBeInTheDocument();
    expect(paging).toHaveTextContent('Pagina 3 van 3');
  });

  it("loads the next page when the visitor follows 'Volgende'", async () => {
    const fetchMock = mockNewsApi({ total: 24 });
    renderAt('/nieuws');
    await userEvent.click(await screen.findByRole('link', { name: 'Volgende' }));
    expect(await screen.findByRole('heading', { name: 'Bericht nummer 14' })).toBeInTheDocument();
    expect(requested(fetchMock)).toEqual(['/api/news?page=1&pageSize=10', '/api/news?page=2&pageSize=10']);
  });

  it('treats a nonsense page number as the first page', async () => {
    const fetchMock = mockNewsApi();
    renderAt('/nieuws?pagina=abc');
    expect(await screen.findByRole('heading', { name: 'Bericht nummer 24' })).toBeInTheDocument();
    expect(requested(fetchMock)).toEqual(['/api/news?page=1&pageSize=10']);
  });

  it('says so, and links to the first page, for a page past the end', async () => {
    mockNewsApi({ total: 5 });
    renderAt('/nieuws?pagina=7');
    expect(await screen.findByText('Op deze pagina staan geen nieuwsberichten.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de eerste pagina' })).toHaveAttribute('href', '/nieuws');
  });

  it('shows a Dutch message with a retry when the news cannot be loaded', async () => {
    expectWarnings(/GET \/news\?page=1&pageSize=10 failed with 500/);
    const fetchMock = mockNewsApi({ fail: true });
    renderAt('/nieuws');
    expect(await screen.findByRole('alert')).toHaveTextContent('De nieuwsberichten konden niet worden geladen.');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(requested(fetchMock)).toHaveLength(2));
  });
});
