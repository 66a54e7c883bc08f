/**
 * Server rendering in jest, as the shell's server entry does it (docs/server-rendering.md, One render): the real
 * providers (store, theme, StaticRouter) around the component, `renderToString`, await the
 * queries the render started, render again. Use it in a test file in the node environment
 * (`@jest-environment node` docblock), so code that reads `window` in render fails as it would on
 * the server. `hydrateInJsdom` then hydrates that HTML in a fresh jsdom with the module copies a
 * browser would have, and fails on every console error and recoverable (hydration) error.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';

import { KitThemeProvider } from '../design-system/theme/kit-theme-provider';
import { INITIAL_DATA_ID, ServerInitialDataProvider } from '../page/initial-data';
import { Route, Routes, StaticRouter } from '../router';
import { baseApi, dehydrateApi, makeStore, selectRenderedUi, setRenderedAt, StoreProvider, type AppStore, type RenderedUi } from '../store';
import { installDom } from './install-dom';

/** The emotion cache key of the server render and of the browser that hydrates it. */
export const EMOTION_KEY = 'k';

export interface ServerRenderOptions {
  store?: AppStore;
  /** The request's path and search, e.g. '/agenda?tab=toekomst'. */
  url?: string;
  /** Route pattern for pages that read params, e.g. `ROUTES.event.path`. */
  path?: string;
  /** The render clock (ISO); the server always sets one. */
  renderedAt?: string;
  /** Entries of the page's initial data the API hands the render (e.g. `contactForm`): `useInitialDataEntry`. */
  initial?: Record<string, unknown>;
}

export interface ServerRender {
  html: string;
  /** The HTML parsed (jsdom), for queries on what the server sent. */
  fragment(): DocumentFragment;
  store: AppStore;
  /** What the server writes into `#kerk-initial-data` for the browser. */
  initialData: { api: unknown; renderedAt: string | null; ui: RenderedUi } & Record<string, unknown>;
}

function routed(children: ReactNode, path?: string) {
  return path ? (
    <Routes>
      <Route path={path} element={children} />
    </Routes>
  ) : (
    children
  );
}

/**
 * Renders `ui` on the server with its data: up to three passes while queries keep starting, then
 * once more if the last pass changed the chrome's state (a breadcrumb title), as the shell does.
 */
export async function renderOnServer(ui: ReactElement, options: ServerRenderOptions = {}): Promise<ServerRender> {
  const { store = makeStore(), url = '/', path, renderedAt, initial = {} } = options;
  if (renderedAt) store.dispatch(setRenderedAt(renderedAt));
  // Loaded on use: the jsdom tests that import the kit's testing entry never pay for it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const render = () => {
    // As on the server: styles are collected in the cache (compat), none are written into the tree.
    const cache = createCache({ key: EMOTION_KEY });
    cache.compat = true;
    return renderToString(
      <CacheProvider value={cache}>
        <StoreProvider store={store}>
          <KitThemeProvider>
            <ServerInitialDataProvider value={initial}>
              <StaticRouter location={url}>{routed(ui, path)}</StaticRouter>
            </ServerInitialDataProvider>
          </KitThemeProvider>
        </StoreProvider>
      </CacheProvider>,
    );
  };
  const chrome = () => JSON.stringify(selectRenderedUi(store.getState()));
  let drawn = chrome();
  let html = render();
  for (let pass = 1; pass < 3; pass += 1) {
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.all(running);
    drawn = chrome();
    html = render();
  }
  if (chrome() !== drawn) html = render();
  const state = store.getState();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on use, as above
  const fragment = () => (require('jsdom') as typeof import('jsdom')).JSDOM.fragment(html);
  return { html, fragment, store, initialData: { ...initial, api: dehydrateApi(state), renderedAt: state.ui.renderedAt, ui: selectRenderedUi(state) } };
}

export interface HydrateOptions {
  /** The server render's result. */
  server: ServerRender;
  url?: string;
  path?: string;
  /**
   * Builds the element in the browser's module copies: require the component inside, e.g.
   * `() => createElement(require('./agenda-page').default)`.
   */
  ui: () => ReactElement;
}

export interface Hydrated {
  /** The root element after hydration. */
  container: HTMLElement;
  /** The API requests the browser made while hydrating (a fully server-rendered view needs none). */
  requests: string[];
}

/**
 * Hydrates the server's HTML in a new jsdom document through the browser's path (the initial data
 * script, `applyInitialData`, `hydrateRoot`) with fresh copies of every module, as a browser loads
 * them. Rejects listing every console error and recoverable error React reported.
 */
export async function hydrateInJsdom({ server, url = '/', path, ui }: HydrateOptions): Promise<Hydrated> {
  const data = JSON.stringify({ ...server.initialData }).replace(/</g, '\\u003c');
  const dom = installDom(
    `<!doctype html><html><head><script type="application/json" id="${INITIAL_DATA_ID}">${data}</script></head><body><div id="root">${server.html}</div></body></html>`,
    `http://localhost${url}`,
  );
  const problems: string[] = [];
  const requests: string[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return new Response(JSON.stringify({ code: 'not_found', message: 'Niet gevonden' }), { status: 404 });
  }) as typeof fetch;
  const container = dom.window.document.getElementById('root')!;
  try {
    await jest.isolateModulesAsync(async () => {
      /* eslint-disable @typescript-eslint/no-require-imports -- the browser's own copies, loaded after the DOM exists */
      const React = require('react') as typeof import('react');
      const { hydrateRoot } = require('react-dom/client') as typeof import('react-dom/client');
      const browserCreateCache = (require('@emotion/cache') as typeof import('@emotion/cache')).default;
      const emotion = require('@emotion/react') as typeof import('@emotion/react');
      const kitStore = require('../store') as typeof import('../store');
      const router = require('../router') as typeof import('../router');
      const { applyInitialData } = require('../page/initial-data') as typeof import('../page/initial-data');
      const { KitThemeProvider: BrowserTheme } = require('../design-system/theme/kit-theme-provider') as typeof import('../design-system/theme/kit-theme-provider');
      /* eslint-enable @typescript-eslint/no-require-imports */
      const store = kitStore.makeStore();
      applyInitialData(store, dom.window.document);
      const h = React.createElement;
      const inner = path ? h(router.Routes, null, h(router.Route, { path, element: ui() })) : ui();
      // The browser's own React builds these elements: JSX here would be the server copy's.
      const theme = h(BrowserTheme, null, h(router.BrowserRouter, null, inner));
      const app = h(emotion.CacheProvider, { value: browserCreateCache({ key: EMOTION_KEY }) }, h(kitStore.StoreProvider, { store, children: theme }));
      Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await React.act(async () => {
        root = hydrateRoot(container, app, {
          onRecoverableError: (error) => problems.push(`recoverable: ${String(error)}`),
          onUncaughtError: (error) => problems.push(`uncaught: ${String(error)}`),
        });
      });
      // Effects that only run after hydration (they may legitimately change the view) have run.
      await React.act(async () => undefined);
      const html = container.innerHTML;
      await React.act(async () => root?.unmount());
      // Clears the cache's removal timers, which would keep jest running.
      store.dispatch(kitStore.baseApi.util.resetApiState());
      container.innerHTML = html;
    });
  } finally {
    consoleError.mockRestore();
    globalThis.fetch = realFetch;
    dom.restore();
  }
  if (problems.length > 0) throw new Error(`Hydration was not clean:\n${problems.join('\n')}`);
  return { container, requests };
}

/**
 * A remote's expose through both sides: rendered on the server with its data, then hydrated in a
 * browser's module copies. `load` is called on each side: `() => require('./agenda-page')`.
 * Returns the server render (assert on its HTML) and the hydrated root.
 */
export async function renderAndHydrate(load: () => { default: ComponentType }, options: ServerRenderOptions = {}) {
  const server = await renderOnServer(createElement(load().default), options);
  const hydrated = await hydrateInJsdom({ server, url: options.url, path: options.path, ui: () => createElement(load().default) });
  return { server, hydrated };
}
