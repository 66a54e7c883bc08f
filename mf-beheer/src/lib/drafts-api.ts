/**
 * The editor's own drafts waiting (GET /api/admin/drafts, issue 41), for the banner after signing
 * in. Every call that keeps, throws away or uses up a draft (an item's or a page's autosave, a
 * discard, a save or publish, which clears it on the server) invalidates `WAITING_DRAFTS`, so the
 * banner follows without reloading.
 */
import type { WaitingDraft } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

import { withCsrf } from './admin-session';

export type { WaitingDraft };

/** The tag of the list; the draft endpoints (content/collection-api.ts, the pages api) invalidate it. */
export const WAITING_DRAFTS = 'WaitingDrafts' as const;

export const draftsApi = baseApi.enhanceEndpoints({ addTagTypes: [WAITING_DRAFTS] }).injectEndpoints({
  endpoints: (build) => ({
    waitingDrafts: build.query<WaitingDraft[], void>({
      queryFn: withCsrf<void, WaitingDraft[]>(() => ({ url: '/admin/drafts' })),
      providesTags: [WAITING_DRAFTS],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useWaitingDraftsQuery } = draftsApi;
