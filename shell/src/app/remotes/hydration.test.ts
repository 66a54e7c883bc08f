import { INITIAL_DATA_ID } from '@kerk/kit/page';

import { leftToBrowser, prepareModule, preloadRouteModules, serverRender, setHydrationSession, type SsrInfo } from './hydration';
import { useRemoteModule, type LoadedRemote } from './remote-modules';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const Component = () => null;
const loaded = (version?: string): LoadedRemote => ({ Component, version });
const never = () => new Promise<void>(() => undefined);

function page(root: string, data: unknown) {
  document.body.innerHTML = `${root}<script type="application/json" id="${INITIAL_DATA_ID}">${JSON.stringify(data)}</script>`;
}

describe('serverRender: hydrate or render anew', () => {
  const ssr = { versions: { mf_agenda: 'a1' }, clientOnly: ['mf_content/StreamsWidget'] };

  it('hydrates a page this shell build rendered', () => {
    page('<div id="root" data-ssr="b1"><div>server</div></div>', { ssr });
    expect(serverRender('b1')).toEqual(ssr);
  });

  it('renders anew the HTML of another shell build, HTML without a build, or an empty root', () => {
    page('<div id="root" data-ssr="b0"><div>server</div></div>', { ssr });
    expect(serverRender('b1')).toBeNull();
    page('<div id="root"><div>zonder build</div></div>', { settings: {} });
    expect(serverRender('b1')).toBeNull();
    page('<div id="root" data-ssr="b1"></div>', { ssr });
    expect(serverRender('b1')).toBeNull();
  });

  it('renders anew when the initial data says nothing of the render', () => {
    page('<div id="root" data-ssr="b1"><div>server</div></div>', { settings: {} });
    expect(serverRender('b1')).toBeNull();
  });
});

describe('preloadRouteModules', () => {
  const info = (versions: Record<string, string>, clientOnly: string[] = []): SsrInfo => ({ versions, clientOnly });

  it("puts the route's module in hand when it is the server's release", async () => {
    const load = jest.fn().mockResolvedValue(loaded('a1'));
    const modules = await preloadRouteModules('/agenda', info({ mf_agenda: 'a1' }), { load, cap: never });
    expect(load).toHaveBeenCalledWith('mf_agenda/AgendaPage');
    expect(modules).toEqual({ server: false, modules: new Map([['mf_agenda/AgendaPage', loaded('a1')]]) });
  });

  it('renders anew when a remote was deployed since the server rendered (version skew)', async () => {
    const load = jest.fn().mockResolvedValue(loaded('a2'));
    expect(await preloadRouteModules('/agenda', info({ mf_agenda: 'a1' }), { load, cap: never })).toBeNull();
  });

  it('renders anew when a module fails to load', async () => {
    const load = jest.fn().mockRejectedValue(new Error('RUNTIME-003'));
    expect(await preloadRouteModules('/agenda', info({ mf_agenda: 'a1' }), { load, cap: never })).toBeNull();
  });

  it('leaves out the modules the server left to the browser, and those still loading at the cap', async () => {
    const load = jest.fn(() => new Promise<LoadedRemote>(() => undefined));
    let reachCap = () => {};
    const preloading = preloadRouteModules('/agenda', info({}), { load, cap: () => new Promise<void>((resolve) => (reachCap = resolve)) });
    reachCap();
    expect(await preloading).toEqual({ server: false, modules: new Map() });
    const skipped = jest.fn();
    expect(await preloadRouteModules('/agenda', info({}, ['mf_agenda/AgendaPage']), { load: skipped, cap: never })).toEqual({ server: false, modules: new Map() });
    expect(skipped).not.toHaveBeenCalled();
  });

  it('preloads none of the home widgets: each hydrates on demand, so their scripts are not in the first load', async () => {
    const load = jest.fn();
    expect(await preloadRouteModules('/', info({}), { load, cap: never })).toEqual({ server: false, modules: new Map() });
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates a route without modules with none in hand', async () => {
    const load = jest.fn();
    expect(await preloadRouteModules('/geen-pagina', info({}), { load, cap: never })).toEqual({ server: false, modules: new Map() });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('prepareModule: a gated widget before it hydrates', () => {
  afterEach(() => setHydrationSession(null));

  it("puts the module in hand when it is the server's release", async () => {
    setHydrationSession({ versions: { mf_content: 'c1' }, clientOnly: [] });
    const module = loaded('c1');
    expect(await prepareModule('mf_content/NewsWidget', async () => module)).toBe('hydrate');
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useRemoteModule('mf_content/NewsWidget').state);
      return null;
    }
    const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
    const { createElement } = jest.requireActual<typeof import('react')>('react');
    renderToString(createElement(Probe));
    expect(seen).toEqual([module]);
  });

  it('knows the modules the server left to the browser (their HTML is a skeleton)', () => {
    setHydrationSession({ versions: {}, clientOnly: ['mf_content/ServicesWidget'] });
    expect(leftToBrowser('mf_content/ServicesWidget')).toBe(true);
    expect(leftToBrowser('mf_content/NewsWidget')).toBe(false);
    setHydrationSession(null);
    expect(leftToBrowser('mf_content/ServicesWidget')).toBe(false);
  });

  it('renders the part anew for another release, or when the module failed to load', async () => {
    setHydrationSession({ versions: { mf_content: 'c1' }, clientOnly: [] });
    expect(await prepareModule('mf_content/StreamsWidget', async () => loaded('c2'))).toBe('anew');
    expect(await prepareModule('mf_content/StreamsWidget', () => Promise.reject(new Error('RUNTIME-003')))).toBe('anew');
  });
});
