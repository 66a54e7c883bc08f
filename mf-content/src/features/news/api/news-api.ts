/** News endpoints (GET /news?page&pageSize, GET /news/{id}) injected into the one kit api. */
import { baseApi } from '@kerk/kit/store';

export interface NewsSummary {
  id: number;
  title: string;
  /** 'YYYY-MM-DD', the written-on date. */
  publishedAt: string;
  /** Plain text. */
  excerpt: string;
  /** Image URL, '' when the article has none. */
  image: string;
  imageAlt: string;
  author: string;
}

export interface NewsArticle extends NewsSummary {
  /** HTML sanitized by the API when it was written. */
  body: string;
}

export interface PageMeta {
  page: number;
  pageSize: number;
  total: number;
}

export interface NewsList {
  items: NewsSummary[];
  meta: PageMeta;
}

export interface NewsListArgs {
  page: number;
  pageSize: number;
}

export const newsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNewsList: build.query<NewsList, NewsListArgs>({
      query: ({ page, pageSize }) => `/news?page=${page}&pageSize=${pageSize}`,
      transformResponse: (response: { data: NewsSummary[]; meta: PageMeta }) => ({ items: response.data, meta: response.meta }),
    }),
    getNewsArticle: build.query<NewsArticle, number>({
      query: (id) => `/news/${id}`,
      transformResponse: (response: { data: NewsArticle }) => response.data,
    }),
  }),
});

export const { useGetNewsListQuery, useGetNewsArticleQuery } = newsApi;
