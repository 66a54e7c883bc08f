/**
 * The one RTK Query api of the page. It has no endpoints: each remote calls
 * `baseApi.injectEndpoints` from its own `*-api.ts`, so the shell's store serves them all.
 *
 * Server rendering: on the server (no `window`) the hooks start their queries during render, so
 * one `renderToString` pass starts every query the page needs; the server then awaits
 * `baseApi.util.getRunningQueriesThunk()` and renders again with the data. The browser takes that
 * state over with `hydrateApi(state)` before its first render.
 *
 * Fresh data in a tab that stays open (in the browser only): every query the page shows is asked
 * again when the visitor comes back to the tab or the connection returns (`refetchOnFocus`,
 * `refetchOnReconnect`; the shell's `refetchOnReturn` listens), and a page's data older than
 * `REVALIDATE_AFTER_S` is asked again when the visitor moves to that page (`refetchOnMountOrArgChange`).
 * The API answers `Cache-Control: no-cache` with an ETag, so the browser asks with If-None-Match and
 * an unchanged answer costs a 304 without a body. No polling.
 */
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, type BaseQueryFn, type CombinedState } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';

import { request, type ApiError, type RequestOptions } from '../http';

export interface BaseQueryArgs extends Pick<RequestOptions, 'method' | 'body' | 'headers' | 'keepalive'> {
  url: string;
}

/** Turns every failure into `{ code, message }` (spec §7) through the kit's request helper. */
export const baseQuery: BaseQueryFn<string | BaseQueryArgs, unknown, ApiError> = async (args, api) => {
  const { url, ...options } = typeof args === 'string' ? { url: args } : args;
  const result = await request<unknown>(url, { ...options, signal: api.signal });
  return result.error ? { error: result.error } : { data: result.data };
};

/**
 * A page's data older than this (seconds) is asked again when a page that shows it mounts: the
 * visitor moved to it. Younger data is shown as it is, so one page's parts that mount one after
 * the other, and the hydration of a server-rendered page, share one answer.
 */
export const REVALIDATE_AFTER_S = 2;

/**
 * Puts the api state a server render left (`#kerk-initial-data`'s `api`) into the browser's store.
 * Only fulfilled and rejected queries are taken over (RTK Query's own rule); anything else in it
 * is ignored. They count as fetched when the browser takes them over (`meta.receivedAt`, the
 * browser's clock): the server answered with the data of that moment (its page cache follows every
 * write), and its clock is not the browser's, so hydrating asks nothing again. An older page standing
 * in for a render that came late is taken over as fetched long ago (`receivedAt` 0): every part
 * asks for its answer again once it mounts (`refetchOnMountOrArgChange`).
 */
export const hydrateApi = createAction('kerk/hydrateApi', (state: unknown, receivedAt: number = Date.now()) => ({ payload: state, meta: { receivedAt } }));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type TagType = 'Page' | 'Footer';

/** The server's queries, stamped as fetched at `receivedAt` (anything not an object is left for RTK Query to skip). */
const receivedQueries = (queries: Record<string, unknown>, receivedAt: number) =>
  Object.fromEntries(Object.entries(queries).map(([key, entry]) => [key, isRecord(entry) ? { ...entry, startedTimeStamp: receivedAt, fulfilledTimeStamp: receivedAt } : entry]));

/** The parts of a server's api state RTK Query reads when rehydrating, with safe defaults. */
function rehydrationInfo(state: unknown, receivedAt: number) {
  if (!isRecord(state) || !isRecord(state.queries)) return undefined;
  const provided = isRecord(state.provided) && isRecord(state.provided.tags) && isRecord(state.provided.keys) ? state.provided : { tags: {}, keys: {} };
  // The checks above are what RTK Query reads of it; the rest of its type is the server's word.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- baseApi's own endpoints: none
  return { queries: receivedQueries(state.queries, receivedAt), mutations: {}, provided, subscriptions: {}, config: state.config } as unknown as CombinedState<{}, TagType, 'api'>;
}

const inBrowser = typeof window !== 'undefined';

const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: !inBrowser }));

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Page', 'Footer'] satisfies TagType[],
  keepUnusedDataFor: 300,
  // A server render's passes read the answers of its own first pass, never older ones.
  refetchOnMountOrArgChange: inBrowser ? REVALIDATE_AFTER_S : false,
  refetchOnFocus: inBrowser,
  refetchOnReconnect: inBrowser,
  endpoints: () => ({}),
  extractRehydrationInfo: (action: UnknownAction) => (hydrateApi.match(action) ? rehydrationInfo(action.payload, action.meta.receivedAt) : undefined),
});

/**
 * A remote deployed anew while the server runs (issue 17: a redeploy needs no restart) runs its
 * `injectEndpoints` a second time on the server's one `baseApi`. RTK Query would keep the first
 * release's definitions, so the new release's components would render with the old release's
 * requests (its query, its page params). The newest release's definition wins instead. Endpoint
 * names are each remote's own (no two remotes define one), so this only ever replaces an older
 * release's copy. `enhanceEndpoints` and `injectEndpoints` answer this same object, so every
 * injection goes through here.
 */
const injectEndpoints = baseApi.injectEndpoints;
baseApi.injectEndpoints = ((options) => injectEndpoints({ ...options, overrideExisting: options.overrideExisting ?? true })) as typeof injectEndpoints;

/**
 * The api state a server render hands to the browser (`#kerk-initial-data`'s `api`): only the
 * fulfilled queries (a pending one rendered its loading state, as the browser's first render will),
 * with their tags, and no subscriptions (the browser's components subscribe themselves).
 */
export function dehydrateApi(state: { api: ReturnType<typeof baseApi.reducer> }) {
  const { queries, provided, config } = state.api;
  const fulfilled = Object.fromEntries(Object.entries(queries).filter(([, entry]) => entry?.status === 'fulfilled'));
  return { queries: fulfilled, mutations: {}, provided, subscriptions: {}, config };
}
