/** Kerkdiensten endpoints (GET /services, GET /services/{id}) injected into the one kit api. */
import { baseApi } from '@kerk/kit/store';

export interface Service {
  id: number;
  /** ISO instant (UTC). */
  startsAt: string;
  /** Location slug, one of the kit's LOCATION_SLUGS. */
  location: string;
  churchName: string;
  preacher: string;
  /** Kerkelijk seizoen / name of the Sunday. */
  season: string;
  collections: string[];
  streamed: boolean;
  /** '' when there is no stream. */
  streamUrl: string;
  /** '' when there is no recording. */
  recordingUrl: string;
  /** HTML sanitized by the API. */
  notes: string;
}

export interface PageMeta {
  page: number;
  pageSize: number;
  total: number;
}

export interface ServiceList {
  items: Service[];
  meta: PageMeta;
}

export interface ServicesArgs {
  /** `YYYY-MM-DD` (an Amsterdam day) or an ISO instant. */
  from?: string;
  to?: string;
  location?: string;
  streamed?: boolean;
  recording?: boolean;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/** The query string in a fixed key order, so equal arguments share one cache entry and one URL. */
export function servicesQuery(args: ServicesArgs): string {
  const keys = ['from', 'to', 'location', 'streamed', 'recording', 'order', 'page', 'pageSize'] as const;
  const params = new URLSearchParams();
  for (const key of keys) if (args[key] !== undefined) params.set(key, String(args[key]));
  const search = params.toString();
  return search ? `/services?${search}` : '/services';
}

export const servicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<ServiceList, ServicesArgs>({
      query: servicesQuery,
      transformResponse: (response: { data: Service[]; meta: PageMeta }) => ({ items: response.data, meta: response.meta }),
    }),
    getService: build.query<Service, number>({
      query: (id) => `/services/${id}`,
      transformResponse: (response: { data: Service }) => response.data,
    }),
  }),
});

export const { useGetServicesQuery, useGetServiceQuery } = servicesApi;
