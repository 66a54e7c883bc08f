/**
 * The data the server wrote into the page (`<script type="application/json"
 * id="kerk-initial-data">`): the site settings and the page-store pages of the first route. Put in
 * the store before the first render, so that render shows the very texts already painted, without
 * asking the API again. Anything missing or malformed is ignored: the store then loads as usual.
 * After a server render it also holds the RTK Query state the server rendered with (`api`) and the
 * server's instant (`renderedAt`), and the chrome state the page set while it rendered (`ui`: its
 * breadcrumb title, an error page), so hydrating renders exactly what the server did.
 */
import { createContext, useContext, useState } from 'react';

import type { Page, Settings } from '../api-types';
import { adoptRenderedUi, hydrateApi, setRenderedAt, type AppStore, type RenderedUi } from '../store';
import { settingsApi } from '../store/settings-api';
import { INITIAL_DATA_ID, STALE_ATTRIBUTE } from '../ssr';
import { isPreview, pageApi } from './page-api';

export { INITIAL_DATA_ID };

interface InitialData {
  settings?: Settings;
  pages?: Record<string, Page>;
  /** The server render's RTK Query state (fulfilled queries only). */
  api?: unknown;
  /** The server render's instant (ISO). */
  renderedAt?: string;
  /** The chrome state the server render ended with. */
  ui?: Partial<RenderedUi>;
}

const isPage = (value: unknown): value is Page =>
  typeof value === 'object' && value !== null && typeof (value as Page).name === 'string' && Array.isArray((value as Page).partials);

function readInitialData(doc: Document): InitialData | null {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? (data as InitialData) : null;
  } catch {
    return null;
  }
}

/**
 * One more entry of the initial data, for a remote's own state that the server answered with
 * (e.g. `contactForm`: the input and messages of a contact form refused without JavaScript).
 * Undefined where there is no document (a server render) or no such entry.
 */
export function initialDataEntry(key: string, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): unknown {
  const data = doc ? readInitialData(doc) : null;
  return data ? (data as Record<string, unknown>)[key] : undefined;
}

/**
 * A server render's initial data: on the server there is no document to read entries from, so the
 * render provides the entries it was given (the shell's ServerApp).
 */
const ServerInitialData = createContext<Record<string, unknown> | null>(null);
export const ServerInitialDataProvider = ServerInitialData.Provider;

/**
 * {@link initialDataEntry} for a component: the same entry on the server (from the render's data)
 * and in the browser (from the page), so the browser's first render matches the server's HTML.
 */
export function useInitialDataEntry(key: string): unknown {
  const server = useContext(ServerInitialData);
  return server ? server[key] : initialDataEntry(key);
}

/** The posted-form entries the browser took already (once per page load). */
const taken = new Set<string>();

/**
 * One visitor's posted form as the server answered it (`contactForm`, `signUpForm`: a refused plain
 * POST's input and messages), as a record of texts: {@link useInitialDataEntry}, but taken once per
 * page load in the browser, so coming back to that page later in the visit shows an empty form (a
 * server render, which renders many pages, always reads it). Null when absent or malformed.
 */
export function useFormDataEntry(key: string): { values: Record<string, string>; fields: Record<string, string>; failed: boolean } | null {
  const server = useContext(ServerInitialData);
  const entry = useInitialDataEntry(key);
  const [posted] = useState(() => {
    if (!server) {
      if (taken.has(key)) return null;
      taken.add(key);
    }
    const form = entry as { values?: unknown; fields?: unknown; failed?: unknown } | undefined;
    return form && isTextRecord(form.values) && isTextRecord(form.fields) ? { values: form.values, fields: form.fields, failed: form.failed === true } : null;
  });
  return posted;
}

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

/** For tests: the next mount reads the posted-form entries again. */
export const resetFormDataEntries = () => taken.clear();

/**
 * Puts the settings and page-store pages the API read for a page into the store, as if fetched:
 * the one seeding, in the browser (applyInitialData) and in a server render (the shell's
 * requestStore). Anything malformed is left out: the store then loads it as usual.
 */
export function seedStore(store: Pick<AppStore, 'dispatch'>, { settings, pages }: { settings?: unknown; pages?: unknown }): void {
  if (typeof settings === 'object' && settings !== null && typeof (settings as Settings).title === 'string') {
    store.dispatch(settingsApi.util.upsertQueryEntries([{ endpointName: 'getSettings', arg: undefined, value: settings as Settings }]));
  }
  const entries = Object.entries(typeof pages === 'object' && pages !== null ? pages : {}).filter((entry): entry is [string, Page] => isPage(entry[1]) && entry[1].name === entry[0]);
  if (entries.length > 0) {
    store.dispatch(pageApi.util.upsertQueryEntries(entries.map(([name, page]) => ({ endpointName: 'getPage' as const, arg: name, value: page }))));
  }
}

/**
 * True on an older page standing in for a render that came late (its data block marked
 * `data-stale` by the server's page cache): what it shows may be older than an edit.
 */
export function isStalePage(doc: Document = document): boolean {
  return doc.getElementById(INITIAL_DATA_ID)?.hasAttribute(STALE_ATTRIBUTE) === true;
}

/**
 * Seeds the store from the page's initial data; answers whether there was any. An older page
 * standing in for a late render (`data-stale`) is hydrated as it was painted, its answers counting
 * as fetched long ago: each part asks for its own again as it mounts, so an edit made since shows.
 */
export function applyInitialData(store: Pick<AppStore, 'dispatch'>, doc: Document = document): boolean {
  const data = readInitialData(doc);
  if (!data) return false;
  const hydrating = data.api !== undefined && !isPreview();
  const stale = isStalePage(doc);
  // First the server's whole api state (one dispatch), then the settings and pages on top of it.
  if (hydrating) store.dispatch(stale ? hydrateApi(data.api, 0) : hydrateApi(data.api));
  if (typeof data.renderedAt === 'string' && !Number.isNaN(Date.parse(data.renderedAt))) store.dispatch(setRenderedAt(data.renderedAt));
  if (typeof data.ui === 'object' && data.ui !== null) store.dispatch(adoptRenderedUi(data.ui));
  // The server render's state holds the settings and pages too: a stale page's must keep their age.
  if (hydrating && stale) return true;
  // A preview shows the draft: the live texts the server sent along must not stand in for it.
  seedStore(store, { settings: data.settings, pages: isPreview() ? {} : data.pages });
  return true;
}
