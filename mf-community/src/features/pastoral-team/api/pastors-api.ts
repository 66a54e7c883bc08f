/** GET /pastors and /pastors/{id} on the shared RTK Query api. */
import type { DataAnswer, Pastor, PastorSummary } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

export type { Pastor, PastorSummary };

export const pastorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPastors: build.query<PastorSummary[], void>({
      query: () => '/pastors',
      transformResponse: (response: DataAnswer<PastorSummary[]>) => response.data,
    }),
    getPastor: build.query<Pastor, number>({
      query: (id) => `/pastors/${id}`,
      transformResponse: (response: DataAnswer<Pastor>) => response.data,
    }),
  }),
});

export const { useGetPastorsQuery, useGetPastorQuery } = pastorsApi;
