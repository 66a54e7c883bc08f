/**
 * The Kerkdiensten endpoints of the admin API (beheerder and redacteur), injected into the kit's
 * one base api, through `withCsrf`. A save sends, as `If-Match`, the version the form started from.
 */
import type { AdminService, ContentRevision, ImportAnswer, ImportRow, TrashItem } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

import { ifMatch, withCsrf } from '../../../lib/admin-session';

export type { AdminService, ImportAnswer, ImportRow, TrashItem };
export type Revision = ContentRevision;

export type ServiceFields = Pick<AdminService, 'date' | 'time' | 'church' | 'preacher' | 'season' | 'collections' | 'streamed' | 'streamUrl' | 'recordingUrl'> & { confirmPast?: boolean };

export interface ServiceList {
  data: AdminService[];
  meta: { page: number; pageSize: number; total: number };
}

export interface Church {
  slug: string;
  name: string;
  city: string;
}

const TAGS = ['AdminServices', 'ServiceTrash'] as const;

export const servicesApi = baseApi.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminServices: build.query<ServiceList, { past: boolean; page: number }>({
      queryFn: withCsrf<{ past: boolean; page: number }, ServiceList>(({ past, page }) => ({ url: `/admin/services?past=${past}&page=${page}&pageSize=20` })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminServices'],
    }),
    getAdminService: build.query<AdminService, number>({
      queryFn: withCsrf<number, AdminService>((id) => ({ url: `/admin/services/${id}` })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminServices'],
    }),
    serviceChurches: build.query<{ data: Church[] }, void>({
      query: () => '/churches?pageSize=50',
    }),
    createService: build.mutation<AdminService, ServiceFields>({
      queryFn: withCsrf<ServiceFields, AdminService>((body) => ({ url: '/admin/services', method: 'POST', body })),
      invalidatesTags: ['AdminServices'],
    }),
    saveService: build.mutation<AdminService, { id: number; version: number; values: ServiceFields }>({
      queryFn: withCsrf<{ id: number; version: number; values: ServiceFields }, AdminService>(({ id, version, values }) => ({
        url: `/admin/services/${id}`,
        method: 'PUT',
        body: values,
        headers: ifMatch(version),
      })),
      invalidatesTags: ['AdminServices'],
    }),
    copyService: build.mutation<AdminService, number>({
      queryFn: withCsrf<number, AdminService>((id) => ({ url: `/admin/services/${id}/copy`, method: 'POST' })),
      invalidatesTags: ['AdminServices'],
    }),
    deleteService: build.mutation<{ trashId: number }, number>({
      queryFn: withCsrf<number, { trashId: number }>((id) => ({ url: `/admin/services/${id}`, method: 'DELETE' })),
      invalidatesTags: [...TAGS],
    }),
    serviceTrash: build.query<TrashItem[], void>({
      queryFn: withCsrf<void, TrashItem[]>(() => ({ url: '/admin/services/prullenbak' })),
      keepUnusedDataFor: 0,
      providesTags: ['ServiceTrash'],
    }),
    restoreService: build.mutation<AdminService, number>({
      queryFn: withCsrf<number, AdminService>((trashId) => ({ url: `/admin/services/prullenbak/${trashId}/restore`, method: 'POST' })),
      invalidatesTags: [...TAGS],
    }),
    serviceRevisions: build.query<Revision[], number>({
      queryFn: withCsrf<number, Revision[]>((id) => ({ url: `/admin/services/${id}/revisions` })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminServices'],
    }),
    restoreServiceRevision: build.mutation<AdminService, { id: number; revisionId: number; version: number }>({
      queryFn: withCsrf<{ id: number; revisionId: number; version: number }, AdminService>(({ id, revisionId, version }) => ({
        url: `/admin/services/${id}/revisions/${revisionId}/restore`,
        method: 'POST',
        headers: ifMatch(version),
      })),
      invalidatesTags: ['AdminServices'],
    }),
    importRooster: build.mutation<ImportAnswer, { content: string; fileName: string; confirm: boolean }>({
      queryFn: withCsrf<{ content: string; fileName: string; confirm: boolean }, ImportAnswer>((body) => ({ url: '/admin/services/import', method: 'POST', body })),
      invalidatesTags: ['AdminServices'],
    }),
  }),
});

export const {
  useListAdminServicesQuery,
  useGetAdminServiceQuery,
  useServiceChurchesQuery,
  useCreateServiceMutation,
  useSaveServiceMutation,
  useCopyServiceMutation,
  useDeleteServiceMutation,
  useServiceTrashQuery,
  useRestoreServiceMutation,
  useServiceRevisionsQuery,
  useRestoreServiceRevisionMutation,
  useImportRoosterMutation,
} = servicesApi;
