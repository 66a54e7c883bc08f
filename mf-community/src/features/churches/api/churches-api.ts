/**
 * GET /churches (this remote's API) and the next service per location from the content team's
 * GET /services. The services call is optional for this page: a failure only hides the line.
 */
import type { Church, DataAnswer, Service } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

export type { Church };

/** The part of a service (GET /services) this page shows. */
export type NextService = Pick<Service, 'id' | 'startsAt' | 'location' | 'churchName' | 'preacher'>;

export interface NextServiceArgs {
  location: string;
  /** ISO instant: services from this moment on. */
  from: string;
}

export const churchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChurches: build.query<Church[], void>({
      query: () => '/churches',
      transformResponse: (response: DataAnswer<Church[]>) => response.data,
    }),
    getNextService: build.query<NextService | null, NextServiceArgs>({
      query: ({ location, from }) => `/services?location=${encodeURIComponent(location)}&from=${encodeURIComponent(from)}&pageSize=1`,
      transformResponse: (response: { data?: NextService[] } | null) => response?.data?.[0] ?? null,
    }),
  }),
});

export const { useGetChurchesQuery, useGetNextServiceQuery } = churchesApi;
