/** Site search (GET /search?q&limit) injected into the one kit api. */
import { baseApi } from '@kerk/kit/store';

export type SearchType = 'service' | 'news' | 'event';

export interface SearchResult {
  type: SearchType;
  id: number;
  title: string;
  /** `YYYY-MM-DD` or an ISO instant. */
  date: string;
  /** Plain text around the words found. */
  excerpt: string;
}

export const SEARCH_LIMIT = 30;

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResult[], string>({
      query: (q) => `/search?q=${encodeURIComponent(q)}&limit=${SEARCH_LIMIT}`,
      transformResponse: (response: { data: SearchResult[] }) => response.data,
    }),
  }),
});

export const { useSearchQuery } = searchApi;
