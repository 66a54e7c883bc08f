/**
 * The warning before the session ends for lack of activity (30 idle minutes, issue 15). The
 * server says when the session ends and what its clock read when it answered; the time left is
 * measured from that answer on this browser's clock (`Date.now`/`setTimeout`, which jest's fake
 * timers and Playwright's page.clock drive), so a browser clock that is off does not matter. Each
 * admin call this tab makes moves the end on (`activeAt`), as the server does.
 *
 * `WARN_BEFORE_MS` before the end the warning opens. At the end the app asks the server (which
 * knows about other tabs): a 401 ends the session here too (the sign-in screen says why), a
 * session that lives on closes the warning. Near the absolute end (12 hours) the warning says
 * that staying signed in is not possible any more.
 */
import { SESSION_TIMES } from '@kerk/kit/accounts';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useCheckSessionMutation } from '../../../lib/admin-session';
import type { AdminSession } from '../../../lib/admin-session';

/** How long before the idle end the warning opens. */
export const WARN_BEFORE_MS = 2 * 60_000;

export interface IdleWarning {
  /** When (this browser's clock) the session ends, once the warning is open; null while it is not. */
  warningUntil: number | null;
  /** True when that is the absolute end (12 hours after signing in): staying signed in cannot help. */
  final: boolean;
  /** Closes a final warning (the session still ends at its time). */
  dismiss: () => void;
}

/**
 * When the session ends on this browser's clock, from an answer received at `receivedAt`, and
 * whether that is its absolute end.
 */
export function sessionEndOf(session: AdminSession, receivedAt: number): { end: number; final: boolean } | null {
  if (!session.idleExpiresAt || !session.absoluteExpiresAt || !session.now) return null;
  const serverNow = Date.parse(session.now);
  const answeredEnd = receivedAt + Date.parse(session.idleExpiresAt) - serverNow;
  const absoluteEnd = receivedAt + Date.parse(session.absoluteExpiresAt) - serverNow;
  const activeEnd = session.activeAt === undefined ? answeredEnd : session.activeAt + SESSION_TIMES.idleMs;
  const idleEnd = Math.max(answeredEnd, activeEnd);
  return idleEnd < absoluteEnd ? { end: idleEnd, final: false } : { end: absoluteEnd, final: true };
}

export function useIdleWarning(session: AdminSession | null): IdleWarning {
  const [warning, setWarning] = useState<{ until: number; final: boolean } | null>(null);
  const [checkSession] = useCheckSessionMutation();
  const dismiss = useCallback(() => setWarning(null), []);

  // When this tab received the server's answer (its `now`): a later change of the same answer (an
  // admin call moving `activeAt` on) must not count as a newer answer.
  const received = useRef<{ now: string | undefined; at: number } | null>(null);

  useEffect(() => {
    if (session && (received.current === null || received.current.now !== session.now)) received.current = { now: session.now, at: Date.now() };
    const ends = session ? sessionEndOf(session, received.current!.at) : null;
    setWarning(null);
    if (ends === null) return undefined;
    const { end, final } = ends;
    const warn = setTimeout(() => setWarning({ until: end, final }), Math.max(0, end - WARN_BEFORE_MS - Date.now()));
    // A second after the end, so the server's clock has passed it too.
    const ended = setTimeout(() => void checkSession(), Math.max(0, end + 1000 - Date.now()));
    return () => {
      clearTimeout(warn);
      clearTimeout(ended);
    };
  }, [session, checkSession]);

  return { warningUntil: warning?.until ?? null, final: warning?.final ?? false, dismiss };
}
