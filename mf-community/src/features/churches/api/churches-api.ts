/**
 * GET /churches (this remote's API) and the next service per location from the content team's
 * GET /services. The services call is optional for this page: a failure only hides the line.
 */
import { baseApi } from '@kerk/kit/store';

export interface Church {
  id: number;
  /** Location slug (beuningen, druten, …). */
  slug: string;
  name: string;
  address: string;
  zipcode: string;
  city: string;
  description: string;
  accessibility: string;
  /** Drawing URL ('' when there is none). */
  image: string;
  imageAlt: string;
  latitude: number | null;
  longitude: number | null;
}

export interface NextService {
  id: number;
  /** ISO instant. */
  startsAt: string;
  location: string;
  churchName: string;
  preacher: string;
}

export interface NextServiceArgs {
  location: string;
  /** ISO instant: services from this moment on. */
  from: string;
}

export const churchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChurches: build.query<Church[], void>({
      query: () => '/churches',
      transformResponse: (response: { data: Church[] }) => response.data,
    }),
    getNextService: build.query<NextService | null, NextServiceArgs>({
      query: ({ location, from }) => `/services?location=${encodeURIComponent(location)}&from=${encodeURIComponent(from)}&pageSize=1`,
      transformResponse: (response: { data?: NextService[] } | null) => response?.data?.[0] ?? null,
    }),
  }),
});

export const { useGetChurchesQuery, useGetNextServiceQuery } = churchesApi;
