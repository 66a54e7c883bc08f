/** Providers of the composed page: the one store, the theme, the router. */
import { KitThemeProvider } from '@kerk/kit/design-system';
import { BrowserRouter } from '@kerk/kit/router';
import { StoreProvider, type AppStore } from '@kerk/kit/store';

import { AppRoutes } from './router';

export function App({ store }: { store: AppStore }) {
  return (
    <StoreProvider store={store}>
      <KitThemeProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </KitThemeProvider>
    </StoreProvider>
  );
}
