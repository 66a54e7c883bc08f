/**
 * The one RTK Query api of the page. It has no endpoints: each remote calls
 * `baseApi.injectEndpoints` from its own `*-api.ts`, so the shell's store serves them all.
 */
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';

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

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Page', 'Footer'],
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
