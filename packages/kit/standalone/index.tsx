/**
 * The standalone harness every remote's `bootstrap.tsx` uses (`npm run start:standalone -w <remote>`):
 * the remote alone, with its own store, theme and router, against the API at /api (proxied by the
 * dev server). Its routes are the site map's routes of that remote, each rendered by its expose,
 * and `/widgets` shows its home widgets one under the other. The composed site never runs it: the
 * shell mounts the remotes' exposed modules.
 */
import { Fragment, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from '../router';

import { Container } from '../design-system/container/container';
import { KitThemeProvider } from '../design-system/theme/kit-theme-provider';
import { exposeNameOf } from '../federation/expose-name';
import { basePathOf, HOME_WIDGETS, SITE_ROUTES } from '../site-map';
import { makeStore } from '../store';

/** A remote's src/exposes/ as webpack gives it: `import.meta.webpackContext('./exposes', …)`. */
export interface ExposedModules {
  keys(): string[];
  /** An expose module; its default export is the component. */
  (key: string): unknown;
}

/** The harness's routes for `remote`: its site-map routes and, when it has any, its widgets at /widgets. */
export function standaloneRoutes(remote: string, exposes: ExposedModules): RouteObject[] {
  const components = new Map(exposes.keys().map((key) => [exposeNameOf(key), (exposes(key) as { default: ComponentType }).default]));
  const render = (expose: string) => {
    const Component = components.get(expose);
    return Component ? <Component /> : null;
  };
  const pages = SITE_ROUTES.filter((route) => route.remote === remote).map((route) => ({ path: route.path, element: render(route.expose!) }));
  const widgets = HOME_WIDGETS.filter((widget) => widget.remote === remote);
  if (widgets.length === 0) return pages;
  return [...pages, { path: '/widgets', element: <>{widgets.map((widget) => <Fragment key={widget.key}>{render(widget.expose)}</Fragment>)}</> }];
}

function StandaloneRoutes({ routes, home }: { routes: RouteObject[]; home: string }) {
  return useRoutes([...routes, { path: '*', element: <Navigate to={home} replace /> }]);
}

/** Renders the harness of `remote` into #root; unknown paths go to its first page. */
export function mountStandalone(remote: string, exposes: ExposedModules): void {
  const routes = standaloneRoutes(remote, exposes);
  const home = basePathOf(routes[0]?.path ?? '/');
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
