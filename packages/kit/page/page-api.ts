/**
 * Page store endpoints (spec §7): GET /page?name= and GET /page/footer. In the editing app's
 * "Voorbeeld" (the public page opened with `?voorbeeld=1`, issue 15) the same answers come from the
 * admin API's preview instead: the draft, for a signed-in editor, in the real site layout.
 */
import type { DataAnswer, Footer, Page } from '../api-types';
import { baseApi } from '../store/base-api';

/** True on a page opened as the editing app's preview (`?voorbeeld=1`). */
export const isPreview = (): boolean => typeof location !== 'undefined' && /[?&]voorbeeld=1(&|$)/.test(location.search);
const preview = (name: string) => `/admin/pages/${encodeURIComponent(name)}/preview`;

export const pageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<Page, string>({
      query: (name) => (isPreview() ? preview(name) : `/page?name=${encodeURIComponent(name)}`),
      transformResponse: (response: DataAnswer<Page>) => response.data,
      providesTags: (_r, _e, name) => [{ type: 'Page', id: name }],
    }),
    getFooter: build.query<Footer, void>({
      query: () => (isPreview() ? preview('footer') : '/page/footer'),
      transformResponse: (response: DataAnswer<Footer>) => response.data,
      providesTags: ['Footer'],
    }),
  }),
});

export const { useGetPageQuery, useGetFooterQuery } = pageApi;
