/**
 * The current session, as the sign-in answer named it: one shared mutation cache entry
 * (`fixedCacheKey`), so the form, the layout and sign-out read and clear the same state.
 * Restoring a session after a reload needs the admin API's GET, which comes with that API.
 */
import { useCallback } from 'react';

import { SESSION_KEY, useSignInMutation, useSignOutMutation, type AdminUser } from '../api/session-api';

export function useSession(): { user: AdminUser | null; signOut: () => Promise<void> } {
  const [, { data, reset }] = useSignInMutation({ fixedCacheKey: SESSION_KEY });
  const [signOutOnServer] = useSignOutMutation();
  const signOut = useCallback(async () => {
    // Signed out here whatever the server answers: the session is gone from this tab either way.
    await signOutOnServer({ csrfToken: data?.csrfToken });
    reset();
  }, [signOutOnServer, reset, data?.csrfToken]);
  return { user: data?.user ?? null, signOut };
}
