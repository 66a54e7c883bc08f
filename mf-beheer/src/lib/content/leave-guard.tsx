/**
 * The leave guard of the editing app (issue 41): while a form holds input that is not saved yet, leaving
 * it asks first — the browser's own question on a reload or a closed tab (`beforeunload`), and a Dutch
 * question for a link inside the site, a button of the app that navigates, and the Back button.
 * The site uses React Router's declarative router, which has no `useBlocker`, so:
 * - a click on an in-site link is caught before the router sees it (it skips a prevented click);
 * - Back is caught with an entry of our own on top of the form's (same URL): Back pops it, the router
 *   sees the same page, and the question comes; "Blijven" puts the entry back, "Toch verlaten" goes
 *   back for real. The entry goes again when the form is clean, so Back is one step as before.
 * Whatever is left, the draft is written as the form closes (use-autosave.ts): leaving loses nothing.
 */
import { useNavigate } from '@kerk/kit/router';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { contentTexts } from '../../texts';
import { ConfirmDialog } from './confirm-dialog';

const t = contentTexts.leave;
const MARK = 'kerkLeaveGuard';

const onOwnEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[MARK]);

interface Guard {
  setDirty: (id: symbol, dirty: boolean) => void;
  /** Navigates, after asking when a form holds unsaved input. */
  go: (to: string) => void;
  /** Navigates without asking (after a save): our own history entry is replaced, not stacked on. */
  leave: (to: string) => void;
}

const GuardContext = createContext<Guard | null>(null);

type Asked = { to: string } | { back: true } | null;

export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const forms = useRef(new Set<symbol>());
  const [asked, setAsked] = useState<Asked>(null);
  const leaving = useRef(false);
  const isDirty = () => forms.current.size > 0;

  // Armed and disarmed in the commit that changes a form's input (a layout effect, useLeaveGuard),
  // not an effect later: a Back pressed straight after typing finds our entry there already.
  const setDirty = useCallback((id: symbol, next: boolean) => {
    const was = forms.current.size > 0;
    if (next) forms.current.add(id);
    else forms.current.delete(id);
    const now = forms.current.size > 0;
    if (now && !was) {
      leaving.current = false;
      if (!onOwnEntry()) window.history.pushState({ ...(window.history.state as object), [MARK]: true }, '', window.location.href);
    } else if (was && !now) {
      // Clean again on the same page (saved, published): our entry goes, so Back is one step again.
      // A moment later: a form that is dirty again at once (React's StrictMode re-run) keeps it.
      setTimeout(() => {
        if (forms.current.size > 0 || !onOwnEntry()) return;
        leaving.current = true;
        window.history.back();
      }, 0);
    }
  }, []);
  const leave = useCallback((to: string) => void navigate(to, { replace: onOwnEntry() }), [navigate]);
  const go = useCallback((to: string) => (forms.current.size > 0 ? setAsked({ to }) : leave(to)), [leave]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!isDirty() || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) return;
      // A link inside the text being edited is text, not a way out; so is one inside a dialog of the form.
      if (link.closest('[contenteditable="true"]')) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      event.preventDefault();
      setAsked({ to: link.pathname + link.search + link.hash });
    };
    const onPopState = (event: PopStateEvent) => {
      if (!isDirty() || leaving.current || (event.state as Record<string, unknown> | null)?.[MARK]) return;
      setAsked({ back: true });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  const guard = useMemo(() => ({ setDirty, go, leave }), [setDirty, go, leave]);
  const stay = () => {
    if (asked && 'back' in asked) window.history.pushState({ ...(window.history.state as object), [MARK]: true }, '', window.location.href);
    setAsked(null);
  };
  const confirm = () => {
    const was = asked;
    setAsked(null);
    leaving.current = true;
    if (was && 'back' in was) window.history.back();
    else if (was) leave(was.to);
  };
  return (
    <GuardContext.Provider value={guard}>
      {children}
      {asked ? <ConfirmDialog message={t.question} confirmLabel={t.leave} cancelLabel={t.stay} onConfirm={confirm} onCancel={stay} /> : null}
    </GuardContext.Provider>
  );
}

/** Marks the calling form as holding unsaved input while `dirty`. */
export function useLeaveGuard(dirty: boolean) {
  const guard = useContext(GuardContext);
  const [id] = useState(() => Symbol('form'));
  // A layout effect: the guard is armed in the same commit as the input (see setDirty).
  useLayoutEffect(() => {
    guard?.setDirty(id, dirty);
    return () => guard?.setDirty(id, false);
  }, [guard, id, dirty]);
}

/** The app's navigation through the guard (outside a provider: plain navigation, as in a test of one part). */
export function useGuardedNavigation(): Pick<Guard, 'go' | 'leave'> {
  const guard = useContext(GuardContext);
  const navigate = useNavigate();
  return useMemo(() => guard ?? { go: (to: string) => void navigate(to), leave: (to: string) => void navigate(to) }, [guard, navigate]);
}
