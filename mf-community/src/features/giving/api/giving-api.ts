/** GET /giving (the active purposes with their QR codes) and /giving/purposes/{id} on the shared RTK Query api. */
import type { DataAnswer, GivingPurpose } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

export type { GivingPurpose };

export const givingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGiving: build.query<GivingPurpose[], void>({
      query: () => '/giving',
      transformResponse: (response: DataAnswer<GivingPurpose[]>) => response.data,
    }),
    getGivingPurpose: build.query<GivingPurpose, { id: number; day?: string }>({
      query: ({ id, day }) => `/giving/purposes/${id}${day ? `?day=${day}` : ''}`,
      transformResponse: (response: DataAnswer<GivingPurpose>) => response.data,
    }),
  }),
});

export const { useGetGivingQuery, useGetGivingPurposeQuery } = givingApi;
