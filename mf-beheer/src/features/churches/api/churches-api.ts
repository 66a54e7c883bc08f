/**
 * The churches' endpoints of the admin API (beheerder and redacteur): the seven churches, one,
 * save with `If-Match` and the earlier versions. There is no add and no delete: the churches are
 * the fixed locations.
 */
import type { AdminChurch, ContentRevision } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

import { ifMatch, withCsrf } from '../../../lib/admin-session';

export type { AdminChurch };

export type ChurchFields = Pick<AdminChurch, 'name' | 'address' | 'zipcode' | 'city' | 'description' | 'accessibility' | 'mediaId'>;

export const churchesApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminChurches'] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminChurches: build.query<AdminChurch[], void>({
      queryFn: withCsrf<void, AdminChurch[]>(() => ({ url: '/admin/churches' })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminChurches'],
    }),
    getAdminChurch: build.query<AdminChurch, number>({
      queryFn: withCsrf<number, AdminChurch>((id) => ({ url: `/admin/churches/${id}` })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminChurches'],
    }),
    saveChurch: build.mutation<AdminChurch, { id: number; version: number; values: ChurchFields }>({
      queryFn: withCsrf<{ id: number; version: number; values: ChurchFields }, AdminChurch>(({ id, version, values }) => ({
        url: `/admin/churches/${id}`,
        method: 'PUT',
        body: values,
        headers: ifMatch(version),
      })),
      invalidatesTags: ['AdminChurches'],
    }),
    churchRevisions: build.query<ContentRevision[], number>({
      queryFn: withCsrf<number, ContentRevision[]>((id) => ({ url: `/admin/churches/${id}/revisions` })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminChurches'],
    }),
    restoreChurchRevision: build.mutation<AdminChurch, { id: number; revisionId: number; version: number }>({
      queryFn: withCsrf<{ id: number; revisionId: number; version: number }, AdminChurch>(({ id, revisionId, version }) => ({
        url: `/admin/churches/${id}/revisions/${revisionId}/restore`,
        method: 'POST',
        headers: ifMatch(version),
      })),
      invalidatesTags: ['AdminChurches'],
    }),
  }),
});

export const { useListAdminChurchesQuery, useGetAdminChurchQuery, useSaveChurchMutation, useChurchRevisionsQuery, useRestoreChurchRevisionMutation } = churchesApi;
