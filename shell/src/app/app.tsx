/** Providers of the composed page: the one store, the theme, the router. */
import { KitThemeProvider } from '@kerk/kit/design-system';
import type { AppStore } from '@kerk/kit/store';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';

import { createRouter } from './router';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <KitThemeProvider>
        <RouterProvider router={createRouter()} />
      </KitThemeProvider>
    </Provider>
  );
}
