import { setBreadcrumbs, setBreadcrumbTitle } from '@kerk/kit/store';
import { act, screen, within } from '@testing-library/react';

import { mockApi, renderShell } from '../../test/render-shell';
import { buildCrumbs } from './build-crumbs';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn(), preloadRemote: jest.fn() }));

const linkable = (path: string) => path !== '/evenement';

describe('buildCrumbs', () => {
  it('starts with home and titles each segment from its route name', () => {
    expect(buildCrumbs({ pathname: '/gemeente/taakgroepen/taakgroep-vos', pageTitle: null, pageCrumbs: null, linkable })).toEqual([
      { title: 'Home', to: '/' },
      { title: 'Gemeente', to: '/gemeente' },
      { title: 'Taakgroepen', to: '/gemeente/taakgroepen' },
      { title: 'VOS' },
    ]);
  });

  it('uses the title set by the page for a numeric segment, and the number when none is set', () => {
    expect(buildCrumbs({ pathname: '/nieuws/12', pageTitle: 'Startzondag', pageCrumbs: null, linkable }).at(-1)).toEqual({ title: 'Startzondag' });
    expect(buildCrumbs({ pathname: '/nieuws/12', pageTitle: null, pageCrumbs: null, linkable }).at(-1)).toEqual({ title: '12' });
  });

  it('does not link a segment without a page of its own', () => {
    expect(buildCrumbs({ pathname: '/evenement/4', pageTitle: 'Kerstmarkt', pageCrumbs: null, linkable })[1]).toEqual({ title: 'Evenement' });
  });

  it('uses the list a page supplies', () => {
    const crumbs = [{ title: 'Gemeente', to: '/gemeente' }, { title: 'Ds. A. de Vries' }];
    expect(buildCrumbs({ pathname: '/x/1/y', pageTitle: 'z', pageCrumbs: crumbs, linkable })).toEqual([{ title: 'Home', to: '/' }, ...crumbs]);
  });
});

describe('Breadcrumbs in the shell', () => {
  beforeEach(() => mockApi());

  it('is absent on the home page', () => {
    renderShell('/');
    expect(screen.queryByRole('navigation', { name: 'Kruimelpad' })).not.toBeInTheDocument();
  });

  it('is absent on the error page', async () => {
    renderShell('/bestaat-niet');
    expect(await screen.findByRole('heading', { name: 'Niet gevonden' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Kruimelpad' })).not.toBeInTheDocument();
  });

  it('resets what a page set on the next route, and shows a page-supplied list', async () => {
    const { store, router } = renderShell('/agenda');
    act(() => {
      store.dispatch(setBreadcrumbTitle('Kerstmarkt'));
      store.dispatch(setBreadcrumbs([{ title: 'Speciaal' }]));
    });
    expect(within(screen.getByRole('navigation', { name: 'Kruimelpad' })).getByText('Speciaal')).toBeInTheDocument();
    await act(() => router.navigate('/privacy'));
    expect(store.getState().ui.breadcrumbTitle).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(nav).queryByText('Speciaal')).not.toBeInTheDocument();
    expect(within(nav).getByText('Privacy')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
