/**
 * The per-request store of a server render, seeded as the browser seeds its own from
 * #kerk-initial-data (kit page/initial-data.ts): the settings and page-store pages the API's first
 * view already read, the visitor's theme and the render's instant. What leaves the render is the
 * kit's `dehydrateApi` of it (fulfilled queries only).
 */
import type { Page, Settings } from '@kerk/kit/api-types';
import { pageApi } from '@kerk/kit/page';
import { makeStore, setRenderedAt, settingsApi, setTheme, showRouteError, type AppStore } from '@kerk/kit/store';

import type { SsrRequest } from './protocol';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isPage = (name: string, value: unknown): value is Page =>
  isRecord(value) && value.name === name && Array.isArray(value.partials);

export function requestStore({ initial, theme, now, status }: Pick<SsrRequest, 'initial' | 'theme' | 'now' | 'status'>): AppStore {
  const store = makeStore();
  store.dispatch(setTheme(theme));
  store.dispatch(setRenderedAt(now));
  // The API knows the address is an error (an unknown path or record): the layout shows the error page.
  if (status) store.dispatch(showRouteError({ status }));
  if (isRecord(initial.settings) && typeof initial.settings.title === 'string') {
    const settings = initial.settings as unknown as Settings;
    store.dispatch(settingsApi.util.upsertQueryEntries([{ endpointName: 'getSettings', arg: undefined, value: settings }]));
  }
  const pages = Object.entries(isRecord(initial.pages) ? initial.pages : {}).filter((entry): entry is [string, Page] => isPage(...entry));
  if (pages.length > 0) {
    store.dispatch(pageApi.util.upsertQueryEntries(pages.map(([name, page]) => ({ endpointName: 'getPage' as const, arg: name, value: page }))));
  }
  return store;
}
