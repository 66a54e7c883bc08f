/** The browser's page: the routes in the shared providers (providers.tsx), with the browser's router. */
import { BrowserRouter } from '@kerk/kit/router';
import type { AppStore } from '@kerk/kit/store';

import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
