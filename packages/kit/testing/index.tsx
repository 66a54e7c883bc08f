/**
 * Test harness: renders through the real providers (store, theme, memory router), as the shell
 * composes them. Used by every app's jest tests.
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '../router';

import { KitThemeProvider } from '../design-system/theme/kit-theme-provider';
import { makeStore, type AppStore, type RootState } from '../store';

export interface ProvidersOptions {
  route?: string;
  /** Route pattern for pages that read params, e.g. `ROUTES.newsArticle.path`. */
  path?: string;
  store?: AppStore;
  preloadedState?: Partial<RootState>;
}

export function Providers({ children, store, route = '/', path }: { children: ReactNode; store: AppStore; route?: string; path?: string }) {
  return (
    <Provider store={store}>
      <KitThemeProvider>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={children} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
      </KitThemeProvider>
    </Provider>
  );
}

/** Renders `ui` inside the real providers; returns Testing Library's result plus the store. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { route, path, preloadedState, store = makeStore(preloadedState), ...rest } = options;
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Providers store={store} route={route} path={path}>
        {children}
      </Providers>
    ),
    ...rest,
  });
  return { store, ...result };
}

type JsonHandler = (url: URL, init?: RequestInit) => { status?: number; body: unknown } | undefined;

/**
 * Replaces `fetch` with a router over JSON answers for the test's duration; unknown URLs answer 404.
 * Returns the jest mock so tests can assert calls.
 */
export function mockFetch(handler: JsonHandler) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'object' && 'url' in input ? input.url : String(input), 'http://localhost');
    const answer = handler(url, init) ?? { status: 404, body: { code: 'not_found', message: 'Niet gevonden' } };
    const status = answer.status ?? 200;
    // A Response-shaped answer: jsdom has no fetch API of its own, and the kit's request helper
    // only reads ok, status, statusText and text().
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => JSON.stringify(answer.body) };
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

export { EMOTION_KEY, hydrateInJsdom, renderAndHydrate, renderOnServer, type Hydrated, type ServerRender } from './server-render';
export { describeServerRenders, hrefsOf, textsOf, type ServerRenderCase } from './server-render-suite';
