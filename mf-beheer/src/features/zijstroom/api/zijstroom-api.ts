/**
 * The Zijstroom endpoints of the admin API (beheerder and redacteur, issue 33): the ones every
 * content type has, made from its declaration (`zijstroomType`, through lib/content's factory), and
 * its own: the preview, a proof to oneself, sending (now or at a moment, over the version looked
 * at), "Niet versturen", the progress, pause and resume, the PDF upload's address, the subscribers.
 */
import type { AdminZijstroom, ListMeta, ZijstroomPreview, ZijstroomProgress, ZijstroomSubscriber, ZijstroomSubscriberCounts } from '@kerk/kit/api-types';
import { zijstroomType } from '@kerk/kit/content-types';
import { baseApi } from '@kerk/kit/store';

import { ifMatch, withCsrf } from '../../../lib/admin-session';
import { createCollectionApi } from '../../../lib/content/collection-api';

export type { AdminZijstroom, ZijstroomPreview, ZijstroomProgress, ZijstroomSubscriber };

export const zijstroomCollection = createCollectionApi<AdminZijstroom>(zijstroomType);

const BASE = `/admin/${zijstroomType.resource}`;
const ITEMS = zijstroomCollection.itemsTag;
const SUBSCRIBERS = 'zijstroom-subscribers';

/** Where the form's PDF goes (its name in the query). */
export const attachmentUploadPath = (fileName: string) => `${BASE}/bijlagen?name=${encodeURIComponent(fileName.slice(0, 200))}`;
/** The subscribers as CSV: a plain download (a GET with the session's cookie); a beheerder's only. */
export const SUBSCRIBERS_CSV_PATH = `${BASE}/abonnees.csv`;

export interface SubscribersPage {
  data: ZijstroomSubscriber[];
  meta: ListMeta;
  counts: ZijstroomSubscriberCounts;
}

const post = (path: (id: number) => string) => withCsrf<number, AdminZijstroom>((id) => ({ url: `${BASE}/${path(id)}`, method: 'POST' }));

export const zijstroomApi = baseApi.enhanceEndpoints({ addTagTypes: [ITEMS, SUBSCRIBERS] }).injectEndpoints({
  endpoints: (build) => ({
    zijstroomPreview: build.query<ZijstroomPreview, number>({
      queryFn: withCsrf<number, ZijstroomPreview>((id) => ({ url: `${BASE}/${id}/voorbeeld` })),
      keepUnusedDataFor: 0,
      providesTags: [ITEMS, SUBSCRIBERS],
    }),
    zijstroomProof: build.mutation<{ to: string }, number>({
      queryFn: withCsrf<number, { to: string }>((id) => ({ url: `${BASE}/${id}/proef`, method: 'POST' })),
    }),
    zijstroomSend: build.mutation<AdminZijstroom, { id: number; version: number; sendAt?: string }>({
      queryFn: withCsrf<{ id: number; version: number; sendAt?: string }, AdminZijstroom>(({ id, version, sendAt }) => ({
        url: `${BASE}/${id}/versturen`,
        method: 'POST',
        body: sendAt ? { sendAt } : {},
        headers: ifMatch(version),
      })),
      invalidatesTags: [ITEMS],
    }),
    zijstroomUnschedule: build.mutation<AdminZijstroom, number>({ queryFn: post((id) => `${id}/niet-versturen`), invalidatesTags: [ITEMS] }),
    zijstroomPause: build.mutation<AdminZijstroom, number>({ queryFn: post((id) => `${id}/pauzeren`), invalidatesTags: [ITEMS] }),
    zijstroomResume: build.mutation<AdminZijstroom, number>({ queryFn: post((id) => `${id}/hervatten`), invalidatesTags: [ITEMS] }),
    zijstroomProgress: build.query<ZijstroomProgress, number>({
      queryFn: withCsrf<number, ZijstroomProgress>((id) => ({ url: `${BASE}/${id}/voortgang` })),
      keepUnusedDataFor: 0,
      providesTags: [ITEMS],
    }),
    zijstroomSubscribers: build.query<SubscribersPage, { q: string; page: number }>({
      queryFn: withCsrf<{ q: string; page: number }, SubscribersPage>(({ q, page }) => ({ url: `${BASE}/abonnees?${new URLSearchParams({ q, page: String(page), pageSize: '50' })}` })),
      keepUnusedDataFor: 0,
      providesTags: [SUBSCRIBERS],
    }),
    zijstroomRemoveSubscriber: build.mutation<null, number>({
      queryFn: withCsrf<number, null>((id) => ({ url: `${BASE}/abonnees/${id}`, method: 'DELETE' })),
      invalidatesTags: [SUBSCRIBERS],
    }),
  }),
});

export const {
  useZijstroomPreviewQuery,
  useZijstroomProofMutation,
  useZijstroomSendMutation,
  useZijstroomUnscheduleMutation,
  useZijstroomPauseMutation,
  useZijstroomResumeMutation,
  useZijstroomProgressQuery,
  useZijstroomSubscribersQuery,
  useZijstroomRemoveSubscriberMutation,
} = zijstroomApi;
