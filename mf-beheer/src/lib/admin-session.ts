/**
 * The editing app's one way to call the admin API, shared by all its features (this remote's own
 * lib: features may import it, it imports no feature): the session endpoints
 * (`/api/admin/session`), injected into the kit's one base api, and `withCsrf`, with which every
 * admin call sends the session's CSRF token and notices a session the server ended.
 *
 * "The current session" is one cache entry, `getSession`: read from GET /api/admin/session when the
 * app opens (so a reload keeps you signed in), filled by the sign-in answer, emptied by signing out
 * and by any admin answer 401 (the session ended on the server: idle, absolute, revoked).
 */
import { accounts } from '@kerk/kit/accounts';
import type { ApiError } from '@kerk/kit/http';
import { baseApi, type BaseQueryApi, type BaseQueryArgs, type QueryReturnValue } from '@kerk/kit/store';

/** Who is signed in, as the session answer names them. */
export interface AdminUser {
  email: string;
  role: 'beheerder' | 'redacteur';
}

/** The session answer: who, and the token state-changing admin calls send as `X-CSRF-Token`. */
export interface AdminSession {
  user: AdminUser;
  csrfToken?: string;
  /** The idle and absolute ends and the server's clock when it answered (see use-idle-warning.ts). */
  idleExpiresAt?: string;
  absoluteExpiresAt?: string;
  now?: string;
  /** When (this browser's clock) an admin call last succeeded: the server counts it as activity. */
  activeAt?: number;
}

export interface SignInArgs {
  email: string;
  password: string;
}

/** Why there is no session: never signed in (or signed out), or the server ended it. */
export type SignedOutReason = 'signed-out' | 'ended';

/** The cache entry: a session, or why there is none. */
export type SessionState =
  | { session: AdminSession; reason?: undefined }
  /** `email`: who was signed in when the server ended the session, so the sign-in form keeps it. */
  | { session: null; reason: SignedOutReason; email?: string };

/**
 * The state after the server ended the session of whoever is signed in now. A second refused call
 * (the other requests of the same moment) keeps the first one's email: who was at work stays known,
 * so the sign-in opens over the same screen, not the empty sign-in page.
 */
export const endedSession = (state: unknown): SessionState => {
  const now = selectSessionState(state);
  return { session: null, reason: 'ended', email: now?.session ? now.session.user.email : now?.reason === 'ended' ? now.email : undefined };
};

type Answer<T> = { data: T };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK Query's meta type of the kit's base query
type Answered<T> = QueryReturnValue<T, ApiError, {}>;
type BaseQuery = (args: string | BaseQueryArgs) => Answered<unknown> | PromiseLike<Answered<unknown>>;

const SIGNED_OUT: SessionState = { session: null, reason: 'signed-out' };

/** GET /api/admin/session's answer as the cache entry: the session, or `whenNone` on a 401. */
const asSessionState = (result: Answered<unknown>, whenNone: SessionState): Answered<SessionState> =>
  result.error
    ? result.error.status === 401
      ? { data: whenNone }
      : { error: result.error }
    : { data: { session: (result.data as Answer<AdminSession>).data } };

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionState, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => asSessionState(await baseQuery('/admin/session'), SIGNED_OUT),
      // The session is the server's: never reuse an old answer when the app opens again.
      keepUnusedDataFor: 0,
    }),
    signIn: build.mutation<AdminSession, SignInArgs>({
      query: (body) => ({ url: '/admin/session', method: 'POST', body }),
      transformResponse: (response: Answer<AdminSession>) => response.data,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionApi.util.upsertQueryData('getSession', undefined, { session: data }));
      },
    }),
    signOut: build.mutation<null, void>({
      queryFn: withCsrf<void, null>(() => ({ url: '/admin/session', method: 'DELETE' })),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        // Signed out here whatever the server answers: the session is gone from this tab either way.
        await queryFulfilled.catch(() => undefined);
        dispatch(sessionApi.util.upsertQueryData('getSession', undefined, SIGNED_OUT));
      },
    }),
    /** How the session stands on the server (the idle end may have moved on in another tab); ended on a 401. */
    checkSession: build.mutation<SessionState, void>({
      queryFn: async (_arg, api, _extra, baseQuery) => asSessionState(await baseQuery('/admin/session'), endedSession(api.getState())),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionApi.util.upsertQueryData('getSession', undefined, data));
      },
    }),
  }),
});

export const { useGetSessionQuery, useSignInMutation, useSignOutMutation, useCheckSessionMutation } = sessionApi;

/** The session's cache entry, from the store. */
function selectSessionState(state: unknown): SessionState | undefined {
  return sessionApi.endpoints.getSession.select()(state as Parameters<ReturnType<typeof sessionApi.endpoints.getSession.select>>[0]).data;
}

/** The current session, from the store (undefined when signed out). */
function selectSession(state: unknown): AdminSession | undefined {
  return selectSessionState(state)?.session ?? undefined;
}

/** The CSRF token of the current session, from the store (undefined when signed out). */
export function selectCsrfToken(state: unknown): string | undefined {
  return selectSession(state)?.csrfToken;
}

/**
 * The server counts a call as activity when it receives it: the tab counts it from when it sent it,
 * not from when the answer came in (a slow answer, or a page whose clock moved on in between, must
 * not move the idle end past the server's).
 */
const markActive = (dispatch: BaseQueryApi['dispatch'], sentAt: number) =>
  dispatch(
    sessionApi.util.updateQueryData('getSession', undefined, (state) => {
      if (state.session) state.session.activeAt = Math.max(state.session.activeAt ?? 0, sentAt);
    }),
  );

/**
 * A `queryFn` for an admin call: sends the session's `X-CSRF-Token` (the admin guard refuses a
 * state-changing call without it), unwraps the API's `{data}` answer (a paged `{data, meta}` stays whole), and when the server answers
 * 401 marks the session ended, so the app shows the sign-in screen with that reason. Use it for
 * every admin endpoint of this app:
 *   `saveThing: build.mutation<Thing, Args>({ queryFn: withCsrf((args) => ({ url: '/admin/things', method: 'PUT', body: args })) })`
 */
export function withCsrf<Arg, Result = unknown>(toArgs: (arg: Arg) => BaseQueryArgs) {
  return async (arg: Arg, api: BaseQueryApi, _extra: unknown, baseQuery: BaseQuery): Promise<Answered<Result>> => {
    const args = toArgs(arg);
    const token = selectCsrfToken(api.getState());
    // The server ended the session: a change sent now could reach it just after the sign-in over this
    // screen set the new session's cookie, without that session's token (a 403). It is not sent: the
    // form sends it again once signed in (use-signed-in-again.ts).
    if (!token && args.method !== undefined && args.method !== 'GET' && args.url !== '/admin/session' && selectSessionState(api.getState())?.reason === 'ended') {
      return { error: { code: 'not_signed_in', status: 401, message: accounts.messages.notSignedIn } };
    }
    const sentAt = Date.now();
    const result = await baseQuery({ ...args, headers: { ...args.headers, ...(token ? { 'X-CSRF-Token': token } : {}) } });
    if (result.error) {
      const error = result.error as ApiError;
      if (error.status === 401 && args.url !== '/admin/session') {
        api.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, endedSession(api.getState())));
      }
      return { error };
    }
    // Every admin call but reading the session itself moves the idle end on (the admin guard).
    if (args.url !== '/admin/session') markActive(api.dispatch, sentAt);
    const body = result.data as Partial<Answer<Result>> | null;
    // A paged answer (`{ data, meta }`) stays whole: its meta says which page of how many.
    const unwrap = body && typeof body === 'object' && 'data' in body && !('meta' in body);
    return { data: (unwrap ? body.data : body) as Result };
  };
}

/** The `If-Match` header of a save over `version` (the answer's ETag): 409 when someone saved in between. */
export const ifMatch = (version: string | number): Record<string, string> => ({ 'If-Match': `"${version}"` });
