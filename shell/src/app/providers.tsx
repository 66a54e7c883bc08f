/**
 * The providers of the composed page, one tree for both sides: the browser's `App` and the
 * server's `ServerApp` wrap the same routes in these and differ only in their router. Around them
 * an emotion cache when the caller brings one (the server's, to extract the styles), the one
 * store, the theme, and the exposed modules the render already has in hand.
 */
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { KitThemeProvider } from '@kerk/kit/design-system';
import { StoreProvider, type AppStore } from '@kerk/kit/store';
import type { ReactNode } from 'react';

import { Fonts } from './fonts';
import { RemoteModulesProvider, type RemoteModules } from './remotes/remote-modules';

const BROWSER_MODULES: RemoteModules = { server: false, modules: new Map() };

export interface AppProvidersProps {
  store: AppStore;
  /** The emotion cache to render into; without one, emotion's default cache of the page. */
  cache?: EmotionCache;
  modules?: RemoteModules;
  children: ReactNode;
}

export function AppProviders({ store, cache, modules = BROWSER_MODULES, children }: AppProvidersProps) {
  const tree = (
    <StoreProvider store={store}>
      <KitThemeProvider>
        <Fonts />
        <RemoteModulesProvider value={modules}>{children}</RemoteModulesProvider>
      </KitThemeProvider>
    </StoreProvider>
  );
  return cache ? <CacheProvider value={cache}>{tree}</CacheProvider> : tree;
}
