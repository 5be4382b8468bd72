/**
 * false while React renders the server's HTML (on the server, and while the browser hydrates it),
 * true from then on. Anything that depends on the browser (the query string of a page served from
 * the server's cache, today's date, storage) waits for it, so hydration never meets a mismatch.
 * The switch to true after hydration is a transition: React re-renders those parts in slices,
 * without one long task. Components mounted later (a page opened by a link) start at true.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterHydration, isHydrated } from './hydration';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(isHydrated);
  useEffect(() => {
    if (hydrated) return;
    let live = true;
    afterHydration(() => {
      if (live) startTransition(() => setHydrated(true));
    });
    return () => {
      live = false;
    };
  }, [hydrated]);
  return hydrated;
}
