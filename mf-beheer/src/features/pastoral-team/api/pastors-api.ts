/**
 * The pastoral team's endpoints of the admin API (beheerder and redacteur), injected into the kit's
 * one base api, through `withCsrf`. A save sends, as `If-Match`, the version the form started from.
 */
import type { AdminPastor, ContentRevision, TrashItem } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

import { ifMatch, withCsrf } from '../../../lib/admin-session';

export type { AdminPastor };

/** What the form sends (the slug follows from the name; the drawing's file name stays as it is; no position: at the end). */
export type PastorFields = Pick<AdminPastor, 'name' | 'role' | 'areas' | 'email' | 'phone' | 'mediaId' | 'summary' | 'biography'> & { position?: number };

const TAGS = ['AdminPastors', 'PastorTrash'] as const;

export const pastorsApi = baseApi.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminPastors: build.query<AdminPastor[], void>({
      queryFn: withCsrf<void, AdminPastor[]>(() => ({ url: '/admin/pastors' })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminPastors'],
    }),
    getAdminPastor: build.query<AdminPastor, number>({
      queryFn: withCsrf<number, AdminPastor>((id) => ({ url: `/admin/pastors/${id}` })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminPastors'],
    }),
    createPastor: build.mutation<AdminPastor, PastorFields>({
      queryFn: withCsrf<PastorFields, AdminPastor>((body) => ({ url: '/admin/pastors', method: 'POST', body })),
      invalidatesTags: ['AdminPastors'],
    }),
    savePastor: build.mutation<AdminPastor, { id: number; version: number; values: PastorFields }>({
      queryFn: withCsrf<{ id: number; version: number; values: PastorFields }, AdminPastor>(({ id, version, values }) => ({
        url: `/admin/pastors/${id}`,
        method: 'PUT',
        body: values,
        headers: ifMatch(version),
      })),
      invalidatesTags: ['AdminPastors'],
    }),
    deletePastor: build.mutation<{ trashId: number }, number>({
      queryFn: withCsrf<number, { trashId: number }>((id) => ({ url: `/admin/pastors/${id}`, method: 'DELETE' })),
      invalidatesTags: [...TAGS],
    }),
    pastorTrash: build.query<TrashItem[], void>({
      queryFn: withCsrf<void, TrashItem[]>(() => ({ url: '/admin/pastors/prullenbak' })),
      keepUnusedDataFor: 0,
      providesTags: ['PastorTrash'],
    }),
    restorePastor: build.mutation<AdminPastor, number>({
      queryFn: withCsrf<number, AdminPastor>((trashId) => ({ url: `/admin/pastors/prullenbak/${trashId}/restore`, method: 'POST' })),
      invalidatesTags: [...TAGS],
    }),
    pastorRevisions: build.query<ContentRevision[], number>({
      queryFn: withCsrf<number, ContentRevision[]>((id) => ({ url: `/admin/pastors/${id}/revisions` })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminPastors'],
    }),
    restorePastorRevision: build.mutation<AdminPastor, { id: number; revisionId: number; version: number }>({
      queryFn: withCsrf<{ id: number; revisionId: number; version: number }, AdminPastor>(({ id, revisionId, version }) => ({
        url: `/admin/pastors/${id}/revisions/${revisionId}/restore`,
        method: 'POST',
        headers: ifMatch(version),
      })),
      invalidatesTags: ['AdminPastors'],
    }),
  }),
});

export const {
  useListAdminPastorsQuery,
  useGetAdminPastorQuery,
  useCreatePastorMutation,
  useSavePastorMutation,
  useDeletePastorMutation,
  usePastorTrashQuery,
  useRestorePastorMutation,
  usePastorRevisionsQuery,
  useRestorePastorRevisionMutation,
} = pastorsApi;
