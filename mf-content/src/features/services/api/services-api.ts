/** Kerkdiensten endpoints (GET /services, GET /services/{id}) injected into the one kit api. */
import type { Church, DataAnswer, GivingPurpose, ListAnswer, ListMeta, Service } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

export type { GivingPurpose, Service };

export interface ServiceList {
  items: Service[];
  meta: ListMeta;
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
  /** Pages of whole days (at least pageSize services, up to the end of the last day); meta.pages counts them. */
  wholeDays?: boolean;
}

/** The query string in a fixed key order, so equal arguments share one cache entry and one URL. */
export function servicesQuery(args: ServicesArgs): string {
  const keys = ['from', 'to', 'location', 'streamed', 'recording', 'order', 'page', 'pageSize', 'wholeDays'] as const;
  const params = new URLSearchParams();
  for (const key of keys) if (args[key] !== undefined) params.set(key, String(args[key]));
  const search = params.toString();
  return search ? `/services?${search}` : '/services';
}

export const servicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A service's collection purposes, with the QR codes of its day (issue 34). */
    getServiceGiving: build.query<GivingPurpose[], number>({
      query: (id) => `/giving/services/${id}`,
      transformResponse: (response: DataAnswer<GivingPurpose[]>) => response.data,
    }),
    getServices: build.query<ServiceList, ServicesArgs>({
      query: servicesQuery,
      transformResponse: (response: ListAnswer<Service>) => ({ items: response.data, meta: response.meta }),
    }),
    getService: build.query<Service, number>({
      query: (id) => `/services/${id}`,
      transformResponse: (response: DataAnswer<Service>) => response.data,
    }),
    /** The churches (GET /churches, mf-community's data): the home's next service shows its church's photo or drawing. */
    getServiceChurches: build.query<Church[], void>({
      query: () => '/churches',
      transformResponse: (response: DataAnswer<Church[]>) => response.data,
    }),
  }),
});

export const { useGetServicesQuery, useGetServiceQuery, useGetServiceChurchesQuery, useGetServiceGivingQuery } = servicesApi;
