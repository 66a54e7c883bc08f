/**
 * The standalone harness every remote's `bootstrap.tsx` uses (`npm run start:standalone -w <remote>`):
 * the remote alone, with its own store, theme and router, against the API at /api (proxied by the
 * dev server). The composed site never runs it: the shell mounts the remotes' exposed modules.
 */
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from '../router';

import { Container } from '../design-system/container/container';
import { KitThemeProvider } from '../design-system/theme/kit-theme-provider';
import { makeStore } from '../store';

function StandaloneRoutes({ routes, home }: { routes: RouteObject[]; home: string }) {
  return useRoutes([...routes, { path: '*', element: <Navigate to={home} replace /> }]);
}

/** Renders `routes` into #root; unknown paths go to `home`. */
export function mountStandalone(routes: RouteObject[], home: string): void {
  createRoot(document.getElementById('root')!).render(
    <Provider store={makeStore()}>
      <KitThemeProvider>
        <Container>
          <main>
            <BrowserRouter>
              <StandaloneRoutes routes={routes} home={home} />
            </BrowserRouter>
          </main>
        </Container>
      </KitThemeProvider>
    </Provider>,
  );
}
