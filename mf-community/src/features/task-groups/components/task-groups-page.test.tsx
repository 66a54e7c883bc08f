import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { screen, within } from '@testing-library/react';

import { pageAnswer } from '../../../test/api-fixtures';
import { TaskGroupsPage } from './task-groups-page';

describe('TaskGroupsPage', () => {
  it('links to the seven task groups, in menu order, each with a short text, and keeps the page content', async () => {
    mockFetch((url) =>
      url.pathname === '/api/page' ? pageAnswer('municipality-task-group', { title: 'Taakgroepen', intro: '<p>Intro.</p>', content: '<h2>Meedoen in een taakgroep</h2>' }) : undefined,
    );
    renderWithProviders(<TaskGroupsPage />, { route: '/gemeente/taakgroepen' });
    const overview = within(await screen.findByRole('region', { name: 'Onze taakgroepen' }));
    // Each card's title ends in an arrow (aria-hidden): the name a visitor hears is the title alone.
    expect(overview.getAllByRole('link').map((a) => [a.textContent?.replace(' →', '').replace('→', ''), a.getAttribute('href')])).toEqual([
      ['Duurzaamheid', '/gemeente/taakgroepen/taakgroep-duurzaamheid'],
      ['Eredienst', '/gemeente/taakgroepen/taakgroep-eredienst'],
      ['Jeugd', '/gemeente/taakgroepen/taakgroep-youth'],
      ['Kunst in de kerk', '/gemeente/taakgroepen/taakgroep-kunst-in-de-kerk'],
      ['Pastoraat', '/gemeente/taakgroepen/taakgroep-pastoraat'],
      ['PR en communicatie', '/gemeente/taakgroepen/taakgroep-pr-en-communicatie'],
      ['VOS', '/gemeente/taakgroepen/taakgroep-vos'],
    ]);
    for (const item of overview.getAllByRole('listitem')) expect(item.querySelector('p')?.textContent?.length).toBeGreaterThan(20);
    expect(screen.getByRole('heading', { level: 2, name: 'Meedoen in een taakgroep' })).toBeInTheDocument();
  });
});
