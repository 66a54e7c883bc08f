/**
 * The editor's own drafts waiting (GET /api/admin/drafts, issue 41), for the banner after signing
 * in. Every call that ends a draft (throwing it away, or saving or publishing what it held, which
 * clears it on the server) invalidates `WAITING_DRAFTS`, so the banner follows without reloading.
 * The autosave does not: the banner is about what waited from before, not the form being typed in,
 * which would otherwise join the list at every pause in typing.
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
