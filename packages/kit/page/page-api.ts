/** Page store endpoints (spec §7): GET /page?name= and GET /page/footer. */
import { baseApi } from '../store/base-api';

/** One named text block of a page-store page (title, intro, content, …: api/content/README.md). */
export interface PagePartial {
  name: string;
  content: string;
}

export interface Page {
  id: number;
  name: string;
  metaTitle: string;
  metaDescription: string;
  partials: PagePartial[];
}

export interface Footer {
  partials: PagePartial[];
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
