/**
 * The per-request store of a server render, seeded as the browser seeds its own from
 * #kerk-initial-data, with the kit's own seeding (`seedStore`): the settings and page-store pages
 * the API read for the page, the visitor's theme and the render's instant. What leaves the render is the
 * kit's `dehydrateApi` of it (fulfilled queries only).
 */
import { seedStore } from '@kerk/kit/page';
import { makeStore, setRenderedAt, setTheme, showRouteError, type AppStore } from '@kerk/kit/store';
import type { SsrRequest } from '@kerk/kit/ssr';

export function requestStore({ initial, theme, now, status }: Pick<SsrRequest, 'initial' | 'theme' | 'now' | 'status'>): AppStore {
  const store = makeStore();
  store.dispatch(setTheme(theme));
  store.dispatch(setRenderedAt(now));
  // The API knows the address is an error (an unknown path or record): the layout shows the error page.
  if (status) store.dispatch(showRouteError({ status }));
  seedStore(store, initial);
  return store;
}
