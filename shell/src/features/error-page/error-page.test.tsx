import { showRouteError } from '@kerk/kit/store';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockApi, renderShell } from '../../test/render-shell';
import { errorTitle } from './error-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn(), preloadRemote: jest.fn() }));

describe('error page', () => {
  beforeEach(() => mockApi());

  it.each([
    [404, 'Niet gevonden'],
    [400, 'Verkeerde aanvraag'],
    [501, 'Interne server fout'],
    [500, 'Er is een onverwachte fout opgetreden'],
    [418, 'Er is een onverwachte fout opgetreden'],
  ])('titles status %i as %p', (status, title) => {
    expect(errorTitle(status)).toBe(title);
  });

  it('shows 404 for an unknown path', async () => {
    renderShell('/dit/bestaat/niet');
    expect(await screen.findByRole('heading', { name: 'Niet gevonden' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it("titles the tab 'Niet gevonden | <site name>', as every page and the server's 404 head", async () => {
    renderShell('/dit/bestaat/niet');
    await screen.findByRole('heading', { name: 'Niet gevonden' });
    await waitFor(() => expect(document.title).toBe('Niet gevonden | Protestantse Gemeente Maas en Waal'));
  });

  it("'Terug naar de homepagina' is a link to / (it works without JavaScript) that clears the error", async () => {
    const user = userEvent.setup();
    const { store, router } = renderShell('/agenda');
    act(() => {
      store.dispatch(showRouteError({ status: 400 }));
    });
    expect(screen.getByRole('heading', { name: 'Verkeerde aanvraag' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Terug naar de homepagina' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().ui.routeError).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Welkom in onze gemeente' })).toBeInTheDocument();
  });
});
