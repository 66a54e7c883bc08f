import { setBreadcrumbs, setBreadcrumbTitle } from '@kerk/kit/store';
import { act, screen, within } from '@testing-library/react';

import { mockApi, renderShell } from '../../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn(), preloadRemote: jest.fn() }));

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

  it("titles a record's crumb with what its page sets, below the list it belongs to", () => {
    const { store } = renderShell('/nieuws/12');
    act(() => {
      store.dispatch(setBreadcrumbTitle('Startzondag'));
    });
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(nav).getByRole('link', { name: 'Nieuws' })).toHaveAttribute('href', '/nieuws');
    expect(within(nav).getByText('Startzondag')).toHaveAttribute('aria-current', 'page');
  });
});
