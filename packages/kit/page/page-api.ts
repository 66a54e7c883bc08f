/**
 * Page store endpoints (spec §7): GET /page?name= and GET /page/footer. In the editing app's
 * "Voorbeeld" (the public page opened with `?voorbeeld=1`, issue 15) the same answers come from the
 * admin API's preview instead: the draft, for a signed-in editor, in the real site layout.
 */
import type { DataAnswer, Footer, Page } from '../api-types';
import { baseApi } from '../store/base-api';

/** True on a page opened as the editing app's preview (`?voorbeeld=1`). Kept tiny: every visitor loads it. */
export const isPreview = (): boolean => /voorbeeld=1/.test(location.search);
/** The page's answer: the public one, or in a preview the admin API's (the same shape). */
const pageUrl = (name: string, path: string) => (isPreview() ? `/admin/pages/${name}/preview` : path);

export const pageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<Page, string>({
      query: (name) => pageUrl(encodeURIComponent(name), `/page?name=${encodeURIComponent(name)}`),
      transformResponse: (response: DataAnswer<Page>) => response.data,
      providesTags: (_r, _e, name) => [{ type: 'Page', id: name }],
    }),
    getFooter: build.query<Footer, void>({
      query: () => pageUrl('footer', '/page/footer'),
      transformResponse: (response: DataAnswer<Footer>) => response.data,
      providesTags: ['Footer'],
    }),
  }),
});

export const { useGetPageQuery, useGetFooterQuery } = pageApi;
