/**
 * false while React renders the server's HTML (on the server, and while the browser hydrates it),
 * true from then on. Anything that depends on the browser (the query string of a page served from
 * the server's cache, today's date, storage) waits for it, so hydration never meets a mismatch.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
