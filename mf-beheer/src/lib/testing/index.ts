/**
 * Test helper for the features' jest tests: a signed-in session in the store, as if the app had
 * read it from GET /api/admin/session, so `withCsrf` sends its token (`csrf-1`).
 */
import { makeStore, type AppStore } from '@kerk/kit/store';

import { sessionApi, type AdminSession } from '../admin-session';

export const TEST_SESSION: AdminSession = { user: { email: 'koster@example.org', role: 'beheerder' }, csrfToken: 'csrf-1' };

interface Dispatching {
  dispatch: (action: never) => unknown;
}

export function signInStore(store: Dispatching, session: AdminSession = TEST_SESSION): void {
  const dispatch = store.dispatch as (action: unknown) => unknown;
  dispatch(sessionApi.util.upsertQueryData('getSession', undefined, { session }));
  // Held as the app's layout holds it (useSession): without a subscriber the entry would be dropped.
  dispatch(sessionApi.endpoints.getSession.initiate());
}

/**
 * A store signed in before anything renders: `renderWithProviders(ui, { store: signedInStore() })`.
 * Signing in after the first render lets the section ask GET /api/admin/session itself, which the
 * test's fake server does not answer.
 */
export function signedInStore(session: AdminSession = TEST_SESSION): AppStore {
  const store = makeStore();
  signInStore(store, session);
  return store;
}
