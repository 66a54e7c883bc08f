/**
 * The Nieuws endpoints of the admin API (beheerder and redacteur), injected into the kit's one base
 * api, through `withCsrf`. A save sends, as `If-Match`, the version the form started from;
 * "Publiceren" and "Niet meer publiceren" are a save with `published`.
 */
import type { AdminNews, AdminNewsBody, ContentRevision, ListMeta, TrashItem } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

import { ifMatch, withCsrf } from '../../../lib/admin-session';

export type { AdminNews, AdminNewsBody, TrashItem };
export type Revision = ContentRevision;

export interface NewsList {
  data: AdminNews[];
  meta: ListMeta;
}

type Save = { id: number; version: number; values: AdminNewsBody };

const TAGS = ['AdminNews', 'NewsTrash'] as const;

export const newsApi = baseApi.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminNews: build.query<NewsList, number>({
      queryFn: withCsrf<number, NewsList>((page) => ({ url: `/admin/news?page=${page}&pageSize=20` })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminNews'],
    }),
    getAdminNews: build.query<AdminNews, number>({
      queryFn: withCsrf<number, AdminNews>((id) => ({ url: `/admin/news/${id}` })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminNews'],
    }),
    createNews: build.mutation<AdminNews, AdminNewsBody>({
      queryFn: withCsrf<AdminNewsBody, AdminNews>((body) => ({ url: '/admin/news', method: 'POST', body })),
      invalidatesTags: ['AdminNews'],
    }),
    saveNews: build.mutation<AdminNews, Save>({
      queryFn: withCsrf<Save, AdminNews>(({ id, version, values }) => ({ url: `/admin/news/${id}`, method: 'PUT', body: values, headers: ifMatch(version) })),
      invalidatesTags: ['AdminNews'],
    }),
    deleteNews: build.mutation<{ trashId: number }, number>({
      queryFn: withCsrf<number, { trashId: number }>((id) => ({ url: `/admin/news/${id}`, method: 'DELETE' })),
      invalidatesTags: [...TAGS],
    }),
    newsTrash: build.query<TrashItem[], void>({
      queryFn: withCsrf<void, TrashItem[]>(() => ({ url: '/admin/news/prullenbak' })),
      keepUnusedDataFor: 0,
      providesTags: ['NewsTrash'],
    }),
    restoreNews: build.mutation<AdminNews, number>({
      queryFn: withCsrf<number, AdminNews>((trashId) => ({ url: `/admin/news/prullenbak/${trashId}/restore`, method: 'POST' })),
      invalidatesTags: [...TAGS],
    }),
    newsRevisions: build.query<Revision[], number>({
      queryFn: withCsrf<number, Revision[]>((id) => ({ url: `/admin/news/${id}/revisions` })),
      keepUnusedDataFor: 0,
      providesTags: ['AdminNews'],
    }),
    restoreNewsRevision: build.mutation<AdminNews, { id: number; revisionId: number; version: number }>({
      queryFn: withCsrf<{ id: number; revisionId: number; version: number }, AdminNews>(({ id, revisionId, version }) => ({
        url: `/admin/news/${id}/revisions/${revisionId}/restore`,
        method: 'POST',
        headers: ifMatch(version),
      })),
      invalidatesTags: ['AdminNews'],
    }),
  }),
});

export const {
  useListAdminNewsQuery,
  useGetAdminNewsQuery,
  useCreateNewsMutation,
  useSaveNewsMutation,
  useDeleteNewsMutation,
  useNewsTrashQuery,
  useRestoreNewsMutation,
  useNewsRevisionsQuery,
  useRestoreNewsRevisionMutation,
} = newsApi;

/** The body of a save from what the API answered, with `published` set (Publiceren / Niet meer publiceren). */
export const bodyOf = (news: AdminNews, published = news.published): AdminNewsBody => ({
  title: news.title,
  body: news.body,
  excerpt: news.excerpt,
  author: news.author,
  date: news.date,
  time: news.time,
  published,
  mediaId: news.mediaId,
});
