/**
 * Warns before unsaved changes are lost: the browser's own question on closing or reloading the tab
 * (`beforeunload`), and for links inside the site a Dutch question before navigating away. The site
 * uses React Router's declarative router, where `useBlocker` does not exist; so a click on an
 * in-site link is caught before the router sees it (the router skips a click whose default is
 * prevented). The browser's back button is not caught: autosave has saved by then in all but the
 * first few seconds.
 */
import { useNavigate } from '@kerk/kit/router';
import { useEffect, useState } from 'react';

export function useLeaveWarning(dirty: boolean) {
  const [blockedHref, setBlockedHref] = useState<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) return;
      // A link inside the text being edited is text, not a way out.
      if (link.closest('[contenteditable="true"]')) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      event.preventDefault();
      setBlockedHref(link.pathname + link.search + link.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return {
    blockedHref,
    stay: () => setBlockedHref(null),
    leave: () => {
      const to = blockedHref;
      setBlockedHref(null);
      if (to) void navigate(to);
    },
  };
}
