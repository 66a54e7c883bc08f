/**
 * The rest of the session's endpoints: staying signed in (POST /api/admin/session/renew), "Overal
 * afmelden" (DELETE /api/admin/sessions), and the one-time links: checking one before its form
 * shows (POST /api/admin/password/check, which does not use it), setting a password
 * (POST /api/admin/password) and "Wachtwoord vergeten" (POST /api/admin/password-reset).
 * Each keeps the one `getSession` cache entry (src/lib/admin-session.ts) in step with the server.
 */
import type { AccountNotice, PasswordLink, PasswordResetBody, SetPasswordBody } from '@kerk/kit/api-types';

import { sessionApi, withCsrf, type AdminSession, type SessionState } from '../../../lib/admin-session';

type Answer<T> = { data: T };

const SIGNED_OUT: SessionState = { session: null, reason: 'signed-out' };

export const accountApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    renewSession: build.mutation<AdminSession, void>({
      queryFn: withCsrf<void, AdminSession>(() => ({ url: '/admin/session/renew', method: 'POST' })),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionApi.util.upsertQueryData('getSession', undefined, { session: data }));
      },
    }),
    signOutEverywhere: build.mutation<null, void>({
      queryFn: withCsrf<void, null>(() => ({ url: '/admin/sessions', method: 'DELETE' })),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(sessionApi.util.upsertQueryData('getSession', undefined, SIGNED_OUT));
      },
    }),
    /** A link's state, asked anew each time its page opens (a link may have been used since). */
    checkPasswordLink: build.query<PasswordLink, string>({
      query: (token) => ({ url: '/admin/password/check', method: 'POST', body: { token } }),
      transformResponse: (answer: Answer<PasswordLink>) => answer.data,
      keepUnusedDataFor: 0,
    }),
    setPassword: build.mutation<AccountNotice, SetPasswordBody>({
      query: (body) => ({ url: '/admin/password', method: 'POST', body }),
      transformResponse: (answer: Answer<AccountNotice>) => answer.data,
    }),
    requestPasswordReset: build.mutation<AccountNotice, PasswordResetBody>({
      query: (body) => ({ url: '/admin/password-reset', method: 'POST', body }),
      transformResponse: (answer: Answer<AccountNotice>) => answer.data,
    }),
  }),
});

export const {
  useRenewSessionMutation,
  useSignOutEverywhereMutation,
  useCheckPasswordLinkQuery,
  useSetPasswordMutation,
  useRequestPasswordResetMutation,
} = accountApi;
