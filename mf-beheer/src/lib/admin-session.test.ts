/**
 * A session the server ended: every call refused in that moment (the save, its refetches, the
 * heartbeat, the draft) says so, and the app must still know who was at work, so the sign-in opens
 * over the same screen with their e-mail (issue 41).
 */
import { makeStore } from '@kerk/kit/store';
import { mockFetch } from '@kerk/kit/testing';
import { waitFor } from '@testing-library/react';

import { endedSession, sessionApi, withCsrf } from './admin-session';
import { signInStore, TEST_SESSION } from './testing';

describe('endedSession', () => {
  it('keeps who was signed in when a second refused call ends the session again', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/session' ? { body: { data: TEST_SESSION } } : undefined));
    const store = makeStore();
    signInStore(store);
    await waitFor(() => expect(endedSession(store.getState())).toMatchObject({ email: TEST_SESSION.user.email }));
    const dispatch = store.dispatch as (action: unknown) => Promise<unknown>;
    await dispatch(sessionApi.util.upsertQueryData('getSession', undefined, endedSession(store.getState())));
    expect(endedSession(store.getState())).toEqual({ session: null, reason: 'ended', email: TEST_SESSION.user.email });
    await dispatch(sessionApi.util.upsertQueryData('getSession', undefined, endedSession(store.getState())));
    expect(sessionApi.endpoints.getSession.select()(store.getState() as never).data).toEqual({ session: null, reason: 'ended', email: TEST_SESSION.user.email });
  });

  it('names nobody after signing out on purpose', async () => {
    const store = makeStore();
    const dispatch = store.dispatch as (action: unknown) => Promise<unknown>;
    await dispatch(sessionApi.util.upsertQueryData('getSession', undefined, { session: null, reason: 'signed-out' }));
    expect(endedSession(store.getState())).toEqual({ session: null, reason: 'ended', email: undefined });
  });

  it('sends no change while the session has ended (it could reach the server with the next session\'s cookie and no token)', async () => {
    const fetchMock = mockFetch((url) => (url.pathname === '/api/admin/session' ? { body: { data: TEST_SESSION } } : { body: { data: {} } }));
    const store = makeStore();
    signInStore(store);
    await waitFor(() => expect(endedSession(store.getState())).toMatchObject({ email: TEST_SESSION.user.email }));
    const dispatch = store.dispatch as (action: unknown) => Promise<unknown>;
    await dispatch(sessionApi.util.upsertQueryData('getSession', undefined, endedSession(store.getState())));
    const probe = sessionApi.injectEndpoints({
      endpoints: (build) => ({ probeSave: build.mutation<unknown, void>({ queryFn: withCsrf<void>(() => ({ url: '/admin/news/drafts/3', method: 'PUT', body: {} })) }) }),
    });
    const sent = fetchMock.mock.calls.length;
    const answer = (await dispatch(probe.endpoints.probeSave.initiate())) as { error?: { status?: number } };
    expect(answer.error?.status).toBe(401);
    expect(fetchMock.mock.calls.length).toBe(sent);
  });
});
