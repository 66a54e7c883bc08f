/**
 * The rest of the session's endpoints: staying signed in (POST /api/admin/session/renew), asking
 * the server how the session stands without lengthening it (GET /api/admin/session), "Overal
 * afmelden" (DELETE /api/admin/sessions), and the one-time links: setting a password
 * (POST /api/admin/password) and "Wachtwoord vergeten" (POST /api/admin/password-reset).
 * Each keeps the one `getSession` cache entry (session-api.ts) in step with the server.
 */
import type { AccountNotice, PasswordResetBody, SetPasswordBody } from '@kerk/kit/api-types';
import type { ApiError } from '@kerk/kit/http';

import { endedSession, sessionApi, withCsrf, type AdminSession, type SessionState } from '../../../lib/admin-session';

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
    /** How the session stands on the server (the idle end may have moved on in another tab); ended on a 401. */
    checkSession: build.mutation<SessionState, void>({
      queryFn: async (_arg, api, _extra, baseQuery) => {
        const result = await baseQuery('/admin/session');
        if (result.error) return result.error.status === 401 ? { data: endedSession(api.getState()) } : { error: result.error as ApiError };
        return { data: { session: (result.data as Answer<AdminSession>).data } };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionApi.util.upsertQueryData('getSession', undefined, data));
      },
    }),
    signOutEverywhere: build.mutation<null, void>({
      queryFn: withCsrf<void, null>(() => ({ url: '/admin/sessions', method: 'DELETE' })),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(sessionApi.util.upsertQueryData('getSession', undefined, SIGNED_OUT));
      },
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

export const { useRenewSessionMutation, useCheckSessionMutation, useSignOutEverywhereMutation, useSetPasswordMutation, useRequestPasswordResetMutation } =
  accountApi;
