/** Zijstroom's endpoints (POST /zijstroom/aanmelden, GET /zijstroom, GET /zijstroom/{id}) injected into the one kit api. */
import type { DataAnswer } from '@kerk/kit/api-types';
import type { NewsletterIssuePublic, NewsletterIssueSummary, NewsletterSignUp } from '@kerk/kit/newsletter';
import { baseApi } from '@kerk/kit/store';

export const zijstroomApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signUpForZijstroom: build.mutation<string, NewsletterSignUp>({
      query: (body) => ({ url: '/zijstroom/aanmelden', method: 'POST', body }),
      transformResponse: (response: DataAnswer<{ message: string }>) => response.data.message,
    }),
    getZijstroomIssues: build.query<NewsletterIssueSummary[], void>({
      query: () => '/zijstroom',
      transformResponse: (response: DataAnswer<NewsletterIssueSummary[]>) => response.data,
    }),
    getZijstroomIssue: build.query<NewsletterIssuePublic, number>({
      query: (id) => `/zijstroom/${id}`,
      transformResponse: (response: DataAnswer<NewsletterIssuePublic>) => response.data,
    }),
  }),
});

export const { useSignUpForZijstroomMutation, useGetZijstroomIssuesQuery, useGetZijstroomIssueQuery } = zijstroomApi;
