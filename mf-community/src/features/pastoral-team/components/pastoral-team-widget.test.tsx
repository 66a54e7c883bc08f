import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { screen } from '@testing-library/react';

import { anne, marieke, pageAnswer } from '../../../test/api-fixtures';
import { PastoralTeamWidget } from './pastoral-team-widget';

describe('PastoralTeamWidget', () => {
  it("renders a section headed by the index page's pastors-title with the team linked to their pages", async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/page' && url.searchParams.get('name') === 'index') return pageAnswer('index', { title: 'Welkom', 'pastors-title': 'Ons pastorale team' });
      if (url.pathname === '/api/pastors') return { body: { data: [marieke, anne], meta: { page: 1, pageSize: 50, total: 2 } } };
      return undefined;
    });
    renderWithProviders(<PastoralTeamWidget />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Ons pastorale team' });
    expect(screen.getByRole('region', { name: 'Ons pastorale team' })).toContainElement(heading);
    expect(await screen.findByRole('link', { name: 'Anne de Wit' })).toHaveAttribute('href', '/gemeente/pastoraal-team/3/anne-de-wit');
    expect(screen.getByRole('link', { name: 'ds. Marieke van den Berg' })).toHaveAttribute('href', '/gemeente/pastoraal-team/2/ds-marieke-van-den-berg');
    const more = screen.getByRole('link', { name: 'Bekijk meer over het pastoraal team' });
    expect(more).toHaveTextContent('Bekijk meer');
    expect(more).toHaveAttribute('href', '/gemeente/pastoraal-team');
  });

  it('shows skeletons, not an empty section, while loading', () => {
    // Never answered: "loading" is what is on screen while the answers are on their way (a 404
    // arriving as the test ends would be a refusal the test is not about).
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderWithProviders(<PastoralTeamWidget />);
    expect(screen.getAllByRole('status', { name: 'Bezig met laden…' }).length).toBeGreaterThan(1);
  });
});
