/** Site search (GET /search?q&limit) injected into the one kit api. */
import type { DataAnswer, SearchResult, SearchType, TextRange } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';
import { texts } from '../../../texts';

export type { SearchResult, SearchType, TextRange };

export const SEARCH_LIMIT = texts.content.search.limit;

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResult[], string>({
      query: (q) => `/search?q=${encodeURIComponent(q)}&limit=${SEARCH_LIMIT}`,
      transformResponse: (response: DataAnswer<SearchResult[]>) => response.data,
    }),
  }),
});

export const { useSearchQuery } = searchApi;
