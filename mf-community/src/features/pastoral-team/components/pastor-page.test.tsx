import { resetBreadcrumbs, useAppDispatch } from '@kerk/kit/store';
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { crumbsOf, useLocation, useNavigationType } from '@kerk/kit/router';

import { marieke, notFound } from '../../../test/api-fixtures';
import { PastorPage } from './pastor-page';

const PATH = '/gemeente/pastoraal-team/:id/:name?';
const CANONICAL = '/gemeente/pastoraal-team/2/ds-marieke-van-den-berg';

/** Does what the shell's layout does on every path change (reset crumbs), and shows where we are. */
function ShellProbe() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    dispatch(resetBreadcrumbs());
  }, [pathname, dispatch]);
  return <output data-testid="location">{`${navigationType} ${pathname}`}</output>;
}

function renderPage(route: string) {
  return renderWithProviders(
    <>
      <ShellProbe />
      <PastorPage />
    </>,
    { route, path: PATH },
  );
}

const api = () =>
  mockFetch((url) => {
    if (url.pathname === '/api/pastors/2') return { body: { data: { ...marieke, biography: '<p>Marieke groeide op in Zwolle.</p>' } } };
    if (url.pathname.startsWith('/api/pastors/')) return notFound('Teamlid niet gevonden');
    return undefined;
  });

describe('PastorPage', () => {
  it("shows the member with biography and sets the breadcrumb title, which makes the crumbs Gemeente › Pastoraal team › name", async () => {
    api();
    const { store } = renderPage(CANONICAL);
    expect(await screen.findByRole('heading', { level: 1, name: 'ds. Marieke van den Berg' })).toBeInTheDocument();
    expect(screen.getByText('Marieke groeide op in Zwolle.')).toBeInTheDocument();
    const portrait = screen.getByRole('img', { name: marieke.photoAlt });
    expect(portrait).toHaveAttribute('src', '/api/pastors/2/photo');
    // The member's own page: the portrait is its LCP image, fetched first, with its size.
    expect(portrait).toHaveAttribute('fetchpriority', 'high');
    expect(portrait).toHaveAttribute('width', '200');
    expect(screen.getByRole('link', { name: 'm.vandenberg@pgmaasenwaal.nl' })).toHaveAttribute('href', 'mailto:m.vandenberg@pgmaasenwaal.nl');
    expect(screen.getByRole('link', { name: '024\u00a0123\u00a012\u00a041' })).toHaveAttribute('href', 'tel:+31241231241');
    expect(screen.getByText('Beuningen en Wijchen')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().ui.breadcrumbTitle).toBe('ds. Marieke van den Berg'));
    expect(crumbsOf(CANONICAL, store.getState().ui.breadcrumbTitle)).toEqual([
      { title: 'Home', to: '/' },
      { title: 'Gemeente', to: '/gemeente' },
      { title: 'Pastoraal team', to: '/gemeente/pastoraal-team' },
      { title: 'ds. Marieke van den Berg' },
    ]);
    expect(document.title).toBe('ds. Marieke van den Berg');
  });

  it.each([
    ['a wrong name segment', '/gemeente/pastoraal-team/2/iemand-anders'],
    ['no name segment', '/gemeente/pastoraal-team/2'],
  ])('replaces %s by the canonical slug and keeps the breadcrumbs after the shell reset', async (_label, route) => {
    api();
    const { store } = renderPage(route);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`REPLACE ${CANONICAL}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'ds. Marieke van den Berg' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().ui.breadcrumbTitle).toBe('ds. Marieke van den Berg'));
  });

  it('reports a 404 route error for an unknown id and sets no breadcrumbs', async () => {
    expectWarnings(/GET \/pastors\/99 failed with 404/);
    api();
    const { store } = renderPage('/gemeente/pastoraal-team/99/wie');
    await waitFor(() => expect(store.getState().ui.routeError).toEqual({ status: 404 }));
    expect(store.getState().ui.breadcrumbTitle).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('reports a 404 for a non-numeric id without asking the API', async () => {
    const fetch = api();
    const { store } = renderPage('/gemeente/pastoraal-team/marieke/ds-marieke-van-den-berg');
    await waitFor(() => expect(store.getState().ui.routeError).toEqual({ status: 404 }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a skeleton while the member loads', () => {
    api();
    renderPage(CANONICAL);
    expect(screen.getAllByRole('status', { name: 'Bezig met laden…' }).length).toBeGreaterThan(0);
  });
});
