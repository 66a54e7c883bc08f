/**
 * The session endpoints of the admin API (`/api/admin/session`, issue 15), injected into the kit's
 * one base api. Until that API is deployed, POST answers 404; the sign-in form says so in Dutch.
 */
import { baseApi } from '@kerk/kit/store';

/** Who is signed in, as the sign-in answer names them. */
export interface AdminUser {
  email: string;
  role: 'beheerder' | 'redacteur';
}

/** The sign-in answer: who, and the token state-changing admin calls send as `X-CSRF-Token`. */
export interface AdminSession {
  user: AdminUser;
  csrfToken?: string;
}

export interface SignInArgs {
  email: string;
  password: string;
}

/** One cache entry for "the current session", shared by the sign-in form, the layout and sign-out. */
export const SESSION_KEY = 'admin-session';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<AdminSession, SignInArgs>({
      query: (body) => ({ url: '/admin/session', method: 'POST', body }),
      transformResponse: (response: { data: AdminSession }) => response.data,
    }),
    signOut: build.mutation<null, { csrfToken?: string }>({
      query: ({ csrfToken }) => ({ url: '/admin/session', method: 'DELETE', headers: csrfToken ? { 'X-CSRF-Token': csrfToken } : undefined }),
    }),
  }),
});

export const { useSignInMutation, useSignOutMutation } = sessionApi;
