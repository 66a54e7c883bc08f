/**
 * The one RTK Query api of the page. It has no endpoints: each remote calls
 * `baseApi.injectEndpoints` from its own `*-api.ts`, so the shell's store serves them all.
 *
 * Server rendering: on the server (no `window`) the hooks start their queries during render, so
 * one `renderToString` pass starts every query the page needs; the server then awaits
 * `baseApi.util.getRunningQueriesThunk()` and renders again with the data. The browser takes that
 * state over with `hydrateApi(state)` before its first render.
 */
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, type BaseQueryFn, type CombinedState } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';

import { request, type ApiError, type RequestOptions } from '../http';

export interface BaseQueryArgs extends Pick<RequestOptions, 'method' | 'body' | 'headers'> {
  url: string;
}

/** Turns every failure into `{ code, message }` (spec §7) through the kit's request helper. */
export const baseQuery: BaseQueryFn<string | BaseQueryArgs, unknown, ApiError> = async (args, api) => {
  const { url, ...options } = typeof args === 'string' ? { url: args } : args;
  const result = await request<unknown>(url, { ...options, signal: api.signal });
  return result.error ? { error: result.error } : { data: result.data };
};

/**
 * Puts the api state a server render left (`#kerk-initial-data`'s `api`) into the browser's store.
 * Only fulfilled and rejected queries are taken over (RTK Query's own rule); anything else in it
 * is ignored.
 */
export const hydrateApi = createAction<unknown>('kerk/hydrateApi');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type TagType = 'Page' | 'Footer';

/** The parts of a server's api state RTK Query reads when rehydrating, with safe defaults. */
function rehydrationInfo(state: unknown) {
  if (!isRecord(state) || !isRecord(state.queries)) return undefined;
  const provided = isRecord(state.provided) && isRecord(state.provided.tags) && isRecord(state.provided.keys) ? state.provided : { tags: {}, keys: {} };
  // The checks above are what RTK Query reads of it; the rest of its type is the server's word.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- baseApi's own endpoints: none
  return { queries: state.queries, mutations: {}, provided, subscriptions: {}, config: state.config } as unknown as CombinedState<{}, TagType, 'api'>;
}

const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Page', 'Footer'] satisfies TagType[],
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
  extractRehydrationInfo: (action: UnknownAction) => (hydrateApi.match(action) ? rehydrationInfo(action.payload) : undefined),
});

/**
 * The api state a server render hands to the browser (`#kerk-initial-data`'s `api`): only the
 * fulfilled queries (a pending one rendered its loading state, as the browser's first render will),
 * with their tags, and no subscriptions (the browser's components subscribe themselves).
 */
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

export function dehydrateApi(state: { api: ReturnType<typeof baseApi.reducer> }) {
  const { queries, provided, config } = state.api;
  const fulfilled = Object.fromEntries(Object.entries(queries).filter(([, entry]) => entry?.status === 'fulfilled'));
  return { queries: fulfilled, mutations: {}, provided, subscriptions: {}, config };
}
