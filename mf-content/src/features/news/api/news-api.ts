/** News endpoints (GET /news?page&pageSize, GET /news/{id}) injected into the one kit api. */
import type { DataAnswer, ListAnswer, ListMeta, NewsArticle, NewsSummary } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

export type { NewsArticle, NewsSummary };

export interface NewsList {
  items: NewsSummary[];
  meta: ListMeta;
}

export interface NewsListArgs {
  page: number;
  pageSize: number;
}

export const newsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNewsList: build.query<NewsList, NewsListArgs>({
      query: ({ page, pageSize }) => `/news?page=${page}&pageSize=${pageSize}`,
      transformResponse: (response: ListAnswer<NewsSummary>) => ({ items: response.data, meta: response.meta }),
    }),
    getNewsArticle: build.query<NewsArticle, number>({
      query: (id) => `/news/${id}`,
      transformResponse: (response: DataAnswer<NewsArticle>) => response.data,
    }),
  }),
});

export const { useGetNewsListQuery, useGetNewsArticleQuery } = newsApi;
