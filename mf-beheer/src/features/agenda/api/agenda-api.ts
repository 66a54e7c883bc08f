/**
 * The agenda endpoints of the admin API (beheerder and redacteur, issue 16), injected into the
 * kit's one base api, through `withCsrf`. A save sends, as `If-Match`, the version the form started from.
 */
import type { AdminEvent, ContentRevision, TrashItem } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

import { ifMatch, withCsrf } from '../../../lib/admin-session';

export type { AdminEvent, TrashItem };
export type Revision = ContentRevision;

/** What the form sends (the API's rules answer per field in Dutch). */
export type EventFields = Pick<AdminEvent, 'title' | 'allDay' | 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'church' | 'location' | 'placeName' | 'address' | 'description' | 'mediaId' | 'repeat' | 'repeatUntil' | 'repeatCount'>;

export interface EventList {
  data: AdminEvent[];
  meta: { page: number; pageSize: number; total: number };
}

export interface Church {
  slug: string;
  name: string;
  city: string;
}

const TAGS = ['AdminEvents', 'EventTrash'] as const;

export const agendaApi = baseApi.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminEvents: build.query<EventList, { past: boolean; page: number }>({
      queryFn: withCsrf<{ past: boolean; page: number }, EventList>(({ past, page }) => ({ url: `/admin/events?past=${past}&page=${page}&pageSize=20` })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminEvents'],
    }),
    getAdminEvent: build.query<AdminEvent, number>({
      queryFn: withCsrf<number, AdminEvent>((id) => ({ url: `/admin/events/${id}` })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminEvents'],
    }),
    eventChurches: build.query<{ data: Church[] }, void>({
      query: () => '/churches?pageSize=50',
    }),
    createEvent: build.mutation<AdminEvent, EventFields>({
      queryFn: withCsrf<EventFields, AdminEvent>((body) => ({ url: '/admin/events', method: 'POST', body })),
      invalidatesTags: ['AdminEvents'],
    }),
    saveEvent: build.mutation<AdminEvent, { id: number; version: number; values: EventFields }>({
      queryFn: withCsrf<{ id: number; version: number; values: EventFields }, AdminEvent>(({ id, version, values }) => ({
        url: `/admin/events/${id}`,
        method: 'PUT',
        body: values,
        headers: ifMatch(version),
      })),
      invalidatesTags: ['AdminEvents'],
    }),
    deleteEvent: build.mutation<{ trashId: number }, number>({
      queryFn: withCsrf<number, { trashId: number }>((id) => ({ url: `/admin/events/${id}`, method: 'DELETE' })),
      invalidatesTags: [...TAGS],
    }),
    eventTrash: build.query<TrashItem[], void>({
      queryFn: withCsrf<void, TrashItem[]>(() => ({ url: '/admin/events/prullenbak' })),
      keepUnusedDataFor: 0,
      providesTags: ['EventTrash'],
    }),
    restoreEvent: build.mutation<AdminEvent, number>({
      queryFn: withCsrf<number, AdminEvent>((trashId) => ({ url: `/admin/events/prullenbak/${trashId}/restore`, method: 'POST' })),
      invalidatesTags: [...TAGS],
    }),
    eventRevisions: build.query<Revision[], number>({
      queryFn: withCsrf<number, Revision[]>((id) => ({ url: `/admin/events/${id}/revisions` })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminEvents'],
    }),
    restoreEventRevision: build.mutation<AdminEvent, { id: number; revisionId: number; version: number }>({
      queryFn: withCsrf<{ id: number; revisionId: number; version: number }, AdminEvent>(({ id, revisionId, version }) => ({
        url: `/admin/events/${id}/revisions/${revisionId}/restore`,
        method: 'POST',
        headers: ifMatch(version),
      })),
      invalidatesTags: ['AdminEvents'],
    }),
  }),
});

export const {
  useListAdminEventsQuery,
  useGetAdminEventQuery,
  useEventChurchesQuery,
  useCreateEventMutation,
  useSaveEventMutation,
  useDeleteEventMutation,
  useEventTrashQuery,
  useRestoreEventMutation,
  useEventRevisionsQuery,
  useRestoreEventRevisionMutation,
} = agendaApi;
