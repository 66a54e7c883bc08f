/** GET /pastors and /pastors/{id} on the shared RTK Query api. */
import { baseApi } from '@kerk/kit/store';

export interface PastorSummary {
  id: number;
  name: string;
  /** Canonical name segment of the member's URL. */
  slug: string;
  role: string;
  /** Location slugs. */
  areas: string[];
  email: string;
  phone: string;
  /** Portrait URL ('' when there is none). */
  photo: string;
  photoAlt: string;
  summary: string;
}

export interface Pastor extends PastorSummary {
  /** HTML sanitized by the API. */
  biography: string;
}

export const pastorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPastors: build.query<PastorSummary[], void>({
      query: () => '/pastors',
      transformResponse: (response: { data: PastorSummary[] }) => response.data,
    }),
    getPastor: build.query<Pastor, number>({
      query: (id) => `/pastors/${id}`,
      transformResponse: (response: { data: Pastor }) => response.data,
    }),
  }),
});

export const { useGetPastorsQuery, useGetPastorQuery } = pastorsApi;
