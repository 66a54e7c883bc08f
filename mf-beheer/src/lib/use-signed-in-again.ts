/**
 * After the server ended the session, the sign-in dialog opens over the same screen (beheer-app.tsx);
 * `then` runs once the editor has signed in again there, so what was being done goes on (issue 41:
 * the save or the publish that the ended session refused, a draft that could not be written).
 */
import { useEffect, useRef } from 'react';

import { useGetSessionQuery } from './admin-session';

export function useSignedInAgain(then: () => void) {
  const { data } = useGetSessionQuery();
  const signedIn = Boolean(data?.session);
  const ended = useRef(false);
  const latest = useRef(then);
  latest.current = then;
  useEffect(() => {
    if (!signedIn) {
      ended.current = true;
      return;
    }
    if (!ended.current) return;
    ended.current = false;
    latest.current();
  }, [signedIn]);
}
