import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { screen, waitFor } from '@testing-library/react';

import { pageAnswer } from '../../../test/api-fixtures';
import { TASK_GROUPS } from '@kerk/kit/router';
import { TaskGroupPage } from './task-group-page';

const PATH = '/gemeente/taakgroepen/:slug';

describe('TaskGroupPage', () => {
  it.each(TASK_GROUPS.map((g) => [g.slug, g.page]))('loads %s from page %s with its join and members sections', async (slug, name) => {
    mockFetch((url) =>
      url.pathname === '/api/page' && url.searchParams.get('name') === name
        ? pageAnswer(name, { title: `Taakgroep ${name}`, intro: '<p>Wat wij doen.</p>', content: '<p>Inhoud.</p>', join: '<h2>Meedoen</h2><p>Mail ons.</p>', members: '<h2>De taakgroep</h2>' })
        : undefined,
    );
    renderWithProviders(<TaskGroupPage />, { route: `/gemeente/taakgroepen/${slug}`, path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: `Taakgroep ${name}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Meedoen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'De taakgroep' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown task group, without loading any page', async () => {
    const fetch = mockFetch(() => undefined);
    const { store } = renderWithProviders(<TaskGroupPage />, { route: '/gemeente/taakgroepen/taakgroep-bestaat-niet', path: PATH });
    await waitFor(() => expect(store.getState().ui.routeError).toEqual({ status: 404 }));
    expect(fetch).not.toHaveBeenCalled();
  });
});
