/**
 * The current session (`getSession`, see admin-session.ts): restored from the server when the app
 * opens, so a reload keeps the editor signed in. `status` is 'loading' until the server answered.
 */
import { useCallback } from 'react';

import { useGetSessionQuery, useSignOutMutation, type AdminSession, type AdminUser, type SignedOutReason } from './admin-session';

export interface Session {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: AdminUser | null;
  /** Why nobody is signed in ('ended': the server ended the session). */
  reason?: SignedOutReason;
  /** Who was signed in when the server ended the session (for the sign-in form). */
  endedFor?: string;
  session: AdminSession | null;
  signOut: () => Promise<void>;
}

export function useSession(): Session {
  const { data, isLoading, isError } = useGetSessionQuery();
  const [signOutOnServer] = useSignOutMutation();
  const signOut = useCallback(async () => {
    await signOutOnServer();
  }, [signOutOnServer]);
  const session = data?.session ?? null;
  // No answer at all (network, 5xx): the sign-in screen, whose own call then says what is wrong.
  const status = isLoading ? 'loading' : session ? 'signed-in' : 'signed-out';
  const endedFor = data && !data.session ? data.email : undefined;
  return { status: isError ? 'signed-out' : status, user: session?.user ?? null, reason: data?.reason, endedFor, session, signOut };
}
