/** The server's page: the browser's tree (providers.tsx, the routes) with a static router. */
import type { EmotionCache } from '@emotion/react';
import { ServerInitialDataProvider } from '@kerk/kit/page';
import { StaticRouter } from '@kerk/kit/router';
import type { AppStore } from '@kerk/kit/store';

import { AppProviders } from '../app/providers';
import type { RemoteModules } from '../app/remotes/remote-modules';
import { AppRoutes } from '../app/router';

export interface ServerAppProps {
  store: AppStore;
  cache: EmotionCache;
  modules: RemoteModules;
  /** Path and search of the request. */
  location: string;
  /** The request's initial data: what a component reads with `useInitialDataEntry` (the browser reads the page's). */
  initial?: Record<string, unknown>;
}

export function ServerApp({ store, cache, modules, location, initial = {} }: ServerAppProps) {
  return (
    <AppProviders store={store} cache={cache} modules={modules}>
      <ServerInitialDataProvider value={initial}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </ServerInitialDataProvider>
    </AppProviders>
  );
}
