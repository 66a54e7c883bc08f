import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { screen, within } from '@testing-library/react';

import { pageAnswer } from '../../../test/api-fixtures';
import { CongregationPage } from './congregation-page';

describe('CongregationPage', () => {
  it('links to every sub page of /gemeente with a short text each, then the page content', async () => {
    mockFetch((url) =>
      url.searchParams.get('name') === 'municipality'
        ? pageAnswer('municipality', { title: 'Onze gemeente', intro: '<p>Zeven dorpen.</p>', content: '<h2>Lid worden</h2>' })
        : undefined,
    );
    renderWithProviders(<CongregationPage />, { route: '/gemeente' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Onze gemeente' })).toBeInTheDocument();
    const overview = within(screen.getByRole('region', { name: 'Wie doet wat?' }));
    const links = overview.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([
        '/gemeente/kerkenraad',
        '/gemeente/pastoraal-team',
        '/gemeente/college-van-kerkrentmeesters-cvk',
        '/gemeente/college-van-diakenen-cvd',
        '/gemeente/beroepswerk-2025',
        '/gemeente/taakgroepen',
      ]),
    );
    expect(overview.getByRole('link', { name: 'College van diakenen' })).toBeInTheDocument();
    for (const item of overview.getAllByRole('listitem')) expect(item.querySelector('p')?.textContent?.length).toBeGreaterThan(20);
    expect(screen.getByRole('heading', { level: 2, name: 'Lid worden' })).toBeInTheDocument();
  });
});
