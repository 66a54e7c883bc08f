/**
 * Where a page opens, for every route at once: a link (PUSH or REPLACE) to another page opens it at
 * the top, or at its #fragment, and moves focus to the main part (without scrolling) so a screen
 * reader starts reading the new page; Back and Forward (POP) return to where the visitor was on
 * that entry. React Router's own <ScrollRestoration> needs a data router, which the site does not
 * use; this follows the same rules on the declarative one: positions per history entry
 * (location.key), kept in sessionStorage so a reload keeps them too. Remotes render after their
 * code has loaded (Suspense), so a position or a fragment is reached once the page is tall enough
 * (or has the target), unless the visitor scrolls first. A change of query only (a filter, a tab)
 * stays where it is.
 */
import { useLocation, useNavigationType } from '@kerk/kit/router';
import { useEffect, useLayoutEffect, useRef } from 'react';

export const SCROLL_KEY = 'scroll-positions';
/** How long a restore waits for the page to grow tall enough. */
const WAIT_MS = 5000;

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function save(key: string, y: number) {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ ...positions(), [key]: y }));
  } catch {
    // Without storage, Back opens at the top.
  }
}

/**
 * Runs `attempt` now and again whenever the page changes size, until it reports success, the
 * visitor scrolls by hand or WAIT_MS pass. Returns the cancel function.
 */
function untilDone(attempt: () => boolean): () => void {
  if (attempt() || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => attempt() && stop());
  const events = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    events.forEach((e) => window.removeEventListener(e, stop));
  };
  const timer = setTimeout(stop, WAIT_MS);
  observer.observe(document.body);
  events.forEach((e) => window.addEventListener(e, stop, { passive: true }));
  return stop;
}

/**
 * Back to a saved place: the page as it was when the place was saved has all its parts loaded, so
 * the place is set again at every change of size until nothing shows a skeleton any more (each
 * list and widget marks its loading state with aria-busy). Stopping as soon as the page was tall
 * enough left it wherever the parts still loading above pushed it (issue 31: 144 px too low; the
 * browser's scroll anchoring moves the page with what grows above the visible part).
 */
function restore(y: number): () => void {
  return untilDone(() => {
    window.scrollTo(0, y);
    return y <= document.documentElement.scrollHeight - window.innerHeight && !document.querySelector('[aria-busy="true"]');
  });
}

function openAt(hash: string): () => void {
  const id = decodeURIComponent(hash.slice(1));
  window.scrollTo(0, 0);
  if (!id) return () => {};
  return untilDone(() => {
    const target = document.getElementById(id);
    target?.scrollIntoView();
    return Boolean(target);
  });
}

export function ScrollRestoration() {
  const { key: entryKey, pathname, search, hash } = useLocation();
  // The tab's first entry has no key of its own ('default'): its address stands in for one.
  const key = entryKey === 'default' ? `default:${pathname}${search}` : entryKey;
  const navigationType = useNavigationType();
  const currentKey = useRef(key);
  const shown = useRef<{ pathname: string; hash: string } | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => save(currentKey.current, Math.round(window.scrollY)));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    const before = shown.current;
    shown.current = { pathname, hash };
    // The page the tab opened with is where the browser put it; Back and Forward go to the saved place.
    if (navigationType === 'POP') return before ? restore(positions()[key] ?? 0) : undefined;
    if (before?.pathname === pathname && (before.hash === hash || !hash)) return undefined;
    if (before?.pathname !== pathname) document.getElementById('main')?.focus({ preventScroll: true });
    return openAt(hash);
  }, [key, pathname, hash, navigationType]);

  return null;
}
