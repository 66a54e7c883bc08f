/**
 * A tab that stays open shows what was saved meanwhile once the visitor comes back to it: RTK
 * Query's `setupListeners`, so the base api's `refetchOnFocus` and `refetchOnReconnect` ask again
 * for every query the page shows (a 304 when nothing changed: the API sends ETags with
 * `no-cache`). Coming back is the tab becoming visible again (another tab, another app, the
 * phone's screen turned on: `visibilitychange`), the window getting the focus, or the connection
 * returning (`online`).
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

const EVENTS = ['visibilitychange', 'focus', 'online', 'offline'] as const;

/**
 * Listens for the visitor's return on `window` (the shell, once for the page's one store). While
 * `paused()` answers true nothing is asked again: the editing app, whose forms start from the
 * data they load, and a refetch bringing another editor's save would replace what a volunteer is
 * typing. Returns the function that stops listening.
 */
export function refetchOnReturn(dispatch: Dispatch, paused: () => boolean = () => false): () => void {
  return setupListeners(dispatch, (send, { onFocus, onFocusLost, onOnline, onOffline }) => {
    const back = (action: typeof onFocus | typeof onOnline) => {
      if (!paused()) send(action());
    };
    const handle = (event: Event) => {
      if (event.type === 'online') back(onOnline);
      else if (event.type === 'offline') send(onOffline());
      else if (event.type === 'focus' || document.visibilityState === 'visible') back(onFocus);
      else send(onFocusLost());
    };
    for (const type of EVENTS) window.addEventListener(type, handle);
    return () => {
      for (const type of EVENTS) window.removeEventListener(type, handle);
    };
  });
}
