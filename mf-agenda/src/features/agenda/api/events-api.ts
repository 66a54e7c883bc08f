/**
 * Event endpoints (GET /events?from&to&location&page&pageSize, GET /events/{id}) injected into the
 * one kit api. The future list is an infinite query: 'Bekijk meer' appends the next page. Its
 * argument is the period's whole range, so every period (and every start) has its own cache entry;
 * `startPage` (from 2 only, so page 1's key stays `{ from, to }`) is where a visitor without JavaScript
 * went on with 'Bekijk meer'. Its page params count from there: 0 is `startPage` itself.
 */
import type { DataAnswer, EventDetail, EventSummary as AgendaEvent, ListAnswer, ListMeta } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

export type { AgendaEvent, EventDetail };

export interface EventsPage {
  items: AgendaEvent[];
  meta: ListMeta;
}

export interface EventsArgs {
  /** ISO instants; the API includes every event overlapping [from, to). */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

export const FUTURE_PAGE_SIZE = 10;

export interface FutureEventsArgs {
  from: string;
  to: string;
  /** The first page shown (2 or more; left out for 1). */
  startPage?: number;
}

export function eventsUrl(args: EventsArgs): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) if (value !== undefined) params.set(key, String(value));
  return `/events?${params.toString()}`;
}

const toPage = (response: ListAnswer<AgendaEvent>): EventsPage => ({ items: response.data, meta: response.meta });

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventsPage, EventsArgs>({
      query: eventsUrl,
      transformResponse: toPage,
    }),
    getFutureEvents: build.infiniteQuery<EventsPage, FutureEventsArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _all, lastParam) => (last.meta.page * last.meta.pageSize < last.meta.total ? lastParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) =>
        eventsUrl({ from: queryArg.from, to: queryArg.to, page: (queryArg.startPage ?? 1) + pageParam, pageSize: FUTURE_PAGE_SIZE }),
      transformResponse: toPage,
    }),
    /** One event; with `day`, a recurring event's times are those of its occurrence on that day. */
    getEvent: build.query<EventDetail, { id: number; day?: string }>({
      query: ({ id, day }) => `/events/${id}${day ? `?datum=${day}` : ''}`,
      transformResponse: (response: DataAnswer<EventDetail>) => response.data,
    }),
  }),
});

export const { useGetEventsQuery, useGetFutureEventsInfiniteQuery, useGetEventQuery } = eventsApi;
