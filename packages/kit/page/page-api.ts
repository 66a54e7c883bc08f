/** Page store endpoints (spec §7): GET /page?name= and GET /page/footer. */
import { baseApi } from '../store/base-api';

export interface Partial {
  name: string;
  content: string;
}

export interface Page {
  id: number;
  name: string;
  metaTitle: string;
  metaDescription: string;
  partials: Partial[];
}

export interface Footer {
  partials: Partial[];
}

export const pageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<Page, string>({
      query: (name) => `/page?name=${encodeURIComponent(name)}`,
      transformResponse: (response: { data: Page }) => response.data,
      providesTags: (_r, _e, name) => [{ type: 'Page', id: name }],
    }),
    getFooter: build.query<Footer, void>({
      query: () => '/page/footer',
      transformResponse: (response: { data: Footer }) => response.data,
      providesTags: ['Footer'],
    }),
  }),
});

export const { useGetPageQuery, useGetFooterQuery } = pageApi;
