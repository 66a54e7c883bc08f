/**
 * The page's own address, or null while it cannot be known the same way on both sides: on the
 * server (it does not know the visitor's host) and while the browser hydrates the server's HTML.
 * Right after hydrating, React renders again with the address.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function usePageUrl(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.href,
    () => null,
  );
}
