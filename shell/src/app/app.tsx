/** The browser's page: the routes in the shared providers (providers.tsx), with the browser's router. */
import type { EmotionCache } from '@emotion/react';
import { BrowserRouter } from '@kerk/kit/router';
import type { AppStore } from '@kerk/kit/store';

import { AppProviders } from './providers';
import type { RemoteModules } from './remotes/remote-modules';
import { AppRoutes } from './router';

export interface AppProps {
  store: AppStore;
  /** When hydrating: the cache that adopts the server's styles, and the route's modules in hand. */
  cache?: EmotionCache;
  modules?: RemoteModules;
}

export function App({ store, cache, modules }: AppProps) {
  return (
    <AppProviders store={store} cache={cache} modules={modules}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
