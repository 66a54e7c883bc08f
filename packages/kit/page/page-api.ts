/**
 * Page store endpoints (spec §7): GET /page?name= and GET /page/footer. In the editing app's
 * "Voorbeeld" (the public page opened with `?voorbeeld=1`, issue 15) the same answers come from the
 * admin API's preview instead: the draft, for a signed-in editor, in the real site layout.
 */
import type { DataAnswer, Footer, Page } from '../api-types';
import type { ApiError } from '../http';
import { baseApi } from '../store/base-api';

/**
 * True on a page opened as the editing app's preview (`?voorbeeld=1`). Kept tiny: every visitor
 * loads it. Never on the server (no `location`): previews are not server-rendered.
 */
export const isPreview = (): boolean => typeof location !== 'undefined' && /voorbeeld=1/.test(location.search);
type Answer = { data?: unknown; error?: ApiError };

/**
 * The page's answer: the public one, or in a preview the admin API's (the same shape). A preview
 * link opened without a session (shared by mistake) shows the live page, not an error.
 */
async function answerOf<T>(baseQuery: (url: string) => Answer | PromiseLike<Answer>, name: string, path: string) {
  let result = isPreview() ? await baseQuery(`/admin/pages/${name}/preview`) : undefined;
  if (!result || result.error?.status === 401) result = await baseQuery(path);
  return result.error ? { error: result.error } : { data: (result.data as DataAnswer<T>).data };
}

export const pageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<Page, string>({
      queryFn: (name, _api, _extra, baseQuery) => answerOf<Page>(baseQuery, encodeURIComponent(name), `/page?name=${encodeURIComponent(name)}`),
      providesTags: (_r, _e, name) => [{ type: 'Page', id: name }],
    }),
    getFooter: build.query<Footer, void>({
      queryFn: (_arg, _api, _extra, baseQuery) => answerOf<Footer>(baseQuery, 'footer', '/page/footer'),
      providesTags: ['Footer'],
    }),
  }),
});

export const { useGetPageQuery, useGetFooterQuery } = pageApi;
