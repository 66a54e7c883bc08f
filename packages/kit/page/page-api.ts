/** Page store endpoints (spec §7): GET /page?name= and GET /page/footer. */
import type { DataAnswer, Footer, Page } from '../api-types';
import { baseApi } from '../store/base-api';

export const pageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<Page, string>({
      query: (name) => `/page?name=${encodeURIComponent(name)}`,
      transformResponse: (response: DataAnswer<Page>) => response.data,
      providesTags: (_r, _e, name) => [{ type: 'Page', id: name }],
    }),
    getFooter: build.query<Footer, void>({
      query: () => '/page/footer',
      transformResponse: (response: DataAnswer<Footer>) => response.data,
      providesTags: ['Footer'],
    }),
  }),
});

export const { useGetPageQuery, useGetFooterQuery } = pageApi;
