import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, within } from '@testing-library/react';

import { mockNewsApi, PHOTO, PHOTO_ARTICLE } from '../testing/fixtures';
import { expectWholeCardLink } from '../testing/whole-card';
import { NewsWidget } from './news-widget';

describe('NewsWidget (home: latest announcements)', () => {
  it('shows skeletons first, then the three newest articles under the news-title heading and a link to /nieuws', async () => {
    const fetchMock = mockNewsApi();
    const { container } = renderWithProviders(<NewsWidget />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const section = await screen.findByRole('region', { name: 'Mededelingen' });
    const links = await within(section).findAllByRole('link', { name: /^Lees artikel: Bericht nummer/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/nieuws/24', '/nieuws/23', '/nieuws/22']);
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Bericht nummer 24', 'Bericht nummer 23', 'Bericht nummer 22']);
    expect(section).toHaveTextContent('geschreven op 25-03-2031');
    expect(within(section).getByRole('link', { name: 'Alle nieuwsberichten' })).toHaveAttribute('href', '/nieuws');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/news?page=1&pageSize=3');
  });

  it('shows a library photo as <picture>: AVIF and WebP srcsets with sizes, in the cards\' 16:9 shape, with its alt', async () => {
    mockNewsApi();
    const { container } = renderWithProviders(<NewsWidget />);
    const img = await screen.findByRole('img', { name: PHOTO.alt });
    expect(img).toHaveAttribute('srcset', PHOTO.srcset);
    expect(img).toHaveAttribute('sizes', expect.stringContaining('vw'));
    // The photo is 1600×1200; the card crops it to 16:9.
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    // Below the fold on the home page: lazy, decoded off the main thread.
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    const source = container.querySelector('picture > source[type="image/avif"]');
    expect(source).toHaveAttribute('srcset', PHOTO.srcsetAvif);
    // The other two cards have drawings, which the widget leaves out.
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it("opens an article wherever its card is clicked: one 'Lees artikel →' link, named by the title, covers the card", async () => {
    mockNewsApi();
    renderWithProviders(<NewsWidget />);
    const cards = within(await screen.findByRole('region', { name: 'Mededelingen' })).getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const [i, card] of cards.entries()) expectWholeCardLink(card, `Lees artikel: Bericht nummer ${24 - i}`);
  });

  it('crops a library photo to 16:9 around the focal point the editor chose', async () => {
    mockNewsApi();
    renderWithProviders(<NewsWidget />);
    const img = await screen.findByRole('img', { name: PHOTO.alt });
    expect(img.closest('article')).toBe(within(screen.getByRole('region', { name: 'Mededelingen' })).getAllByRole('article')[24 - PHOTO_ARTICLE]);
    const style = getComputedStyle(img);
    expect([style.aspectRatio.replace(/ /g, ''), style.objectFit, style.objectPosition]).toEqual(['16/9', 'cover', '30% 20%']);
  });

  it('says there are no announcements when there is no news', async () => {
    mockNewsApi({ total: 0 });
    renderWithProviders(<NewsWidget />);
    expect(await screen.findByText('Er zijn op dit moment geen mededelingen.')).toBeInTheDocument();
  });

  it('keeps its heading and shows a Dutch message when the news cannot be loaded', async () => {
    expectWarnings(/GET \/news\?page=1&pageSize=3 failed with 500/);
    mockNewsApi({ fail: true });
    renderWithProviders(<NewsWidget />);
    expect(await screen.findByRole('alert')).toHaveTextContent('De nieuwsberichten konden niet worden geladen.');
    expect(screen.getByRole('heading', { level: 2, name: 'Mededelingen' })).toBeInTheDocument();
  });
});
