/**
 * Standalone harness (`npm run start:standalone -w mf-agenda`): this remote alone, with its own store,
 * theme and router, against the API at /api (proxied by the dev server). The composed site never
 * loads this file: the shell mounts the modules of src/exposes/.
 */
import { KitThemeProvider } from '@kerk/kit/design-system';
import { makeStore } from '@kerk/kit/store';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';

import { standaloneRoutes } from './app/standalone-routes';

const router = createBrowserRouter([...standaloneRoutes, { path: '*', element: <Navigate to="/agenda" replace /> }]);

createRoot(document.getElementById('root')!).render(
  <Provider store={makeStore()}>
    <KitThemeProvider>
      <main style={{ maxWidth: '72rem', margin: '0 auto', padding: '1rem' }}>
        <RouterProvider router={router} />
      </main>
    </KitThemeProvider>
  </Provider>,
);
