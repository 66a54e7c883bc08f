import { expectWarnings } from '@kerk/kit/testing/console';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@kerk/kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { registerRuntimeRemotes } from './remote-config';
import { loadRemoteModule, RemoteModulesProvider } from './remote-modules';
import { RemoteMount } from './remote-mount';
import remoteVersionsPlugin, { recordRemoteVersion } from './remote-versions-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;

describe('RemoteMount', () => {
  beforeEach(() => {
    load.mockReset();
    sessionStorage.clear();
    registerRuntimeRemotes([{ id: 'mf-agenda', name: 'mf_agenda', entry: '/mf-agenda/mf-manifest.json' }]);
  });

  it('renders the exposed component', async () => {
    load.mockResolvedValue({ default: () => <p>Agenda geladen</p> });
    renderWithProviders(<RemoteMount id="mf_agenda/EventsWidget" kind="widget" />);
    expect(await screen.findByText('Agenda geladen')).toBeInTheDocument();
  });

  it('shows a Dutch message for a dead widget remote and loads it again on retry', async () => {
    // React (default onCaughtError) logs the load failure the widget's error boundary caught.
    expectWarnings(/console\.error: Error: \[ Federation Runtime \]: RUNTIME-003 Failed to get manifest/);
    const user = userEvent.setup();
    load.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest')).mockResolvedValue({ default: () => <p>Weer terug</p> });
    renderWithProviders(<RemoteMount id="mf_agenda/EventsWidget" kind="widget" />);
    expect(await screen.findByText(/Dit onderdeel kon niet worden geladen/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Weer terug')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_agenda', entry: '/mf-agenda/mf-manifest.json' }], { force: true });
  });

  it('shows the error page for a route whose remote fails again within the reload guard', async () => {
    // React (default onCaughtError) logs the ChunkLoadError the route's error boundary caught.
    expectWarnings(/console\.error: Error \[ChunkLoadError\]: Loading chunk 5 failed/);
    sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    load.mockRejectedValue(Object.assign(new Error('Loading chunk 5 failed'), { name: 'ChunkLoadError' }));
    renderWithProviders(<RemoteMount id="mf_agenda/AgendaPage" kind="route" />);
    expect(await screen.findByRole('heading', { name: 'Er is een onverwachte fout opgetreden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de homepagina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('renders a module the render already has in hand at once, in a wrapper naming the module and its release', () => {
    const modules = { server: false, modules: new Map([['mf_agenda/AgendaPage', { Component: () => <h1>Agenda direct</h1>, version: 'agenda-7' }]]) };
    renderWithProviders(
      <RemoteModulesProvider value={modules}>
        <RemoteMount id="mf_agenda/AgendaPage" kind="route" />
      </RemoteModulesProvider>,
    );
    const heading = screen.getByRole('heading', { name: 'Agenda direct' });
    expect(heading.parentElement).toHaveAttribute('data-remote', 'mf_agenda/AgendaPage');
    expect(heading.parentElement).toHaveAttribute('data-v', 'agenda-7');
    expect(heading.parentElement).toHaveStyle({ display: 'contents' });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a client-only module lazily in the browser', async () => {
    load.mockResolvedValue({ default: () => <p>Toch geladen</p> });
    const modules = { server: false, modules: new Map([['mf_agenda/EventsWidget', 'clientOnly' as const]]) };
    renderWithProviders(
      <RemoteModulesProvider value={modules}>
        <RemoteMount id="mf_agenda/EventsWidget" kind="widget" />
      </RemoteModulesProvider>,
    );
    expect(await screen.findByText('Toch geladen')).toBeInTheDocument();
  });

  it("answers a loaded module with the release its remote's manifest named", async () => {
    const plugin = remoteVersionsPlugin();
    const args = { moduleInfo: { name: 'mf_agenda' }, remoteSnapshot: { buildVersion: '3f2a9c1b0d4e' } };
    expect(await (plugin.afterLoadSnapshot as (a: unknown) => unknown)(args)).toBe(args);
    load.mockResolvedValue({ default: () => null });
    await expect(loadRemoteModule('mf_agenda/AgendaPage')).resolves.toMatchObject({ version: '3f2a9c1b0d4e' });
    recordRemoteVersion('mf_agenda', undefined);
    await expect(loadRemoteModule('mf_agenda/AgendaPage')).resolves.toMatchObject({ version: undefined });
  });
});
