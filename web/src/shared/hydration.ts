/**
 * The moment the app has taken over the server's HTML (hydrated it, or rendered a page that had
 * none). React hydrates a <Suspense> boundary after the rest of the page, so the moment is told by
 * <HydrationMark /> placed last inside the boundary that holds the page (app/layout/PublicLayout,
 * app/routes' standalone pages, the route error): its effect runs once the page itself is
 * hydrated. Code that must behave differently until then (useHydrated, the Apollo cache filled by
 * the server, the loader's kept clicks) waits for it.
 */
import { useEffect } from 'react';

type Boot = { hydrated(): void };

declare global {
  interface Window {
    /** The page's inline loader (web/scripts/deferred-app.ts): replays clicks it kept. */
    __APP_BOOT__?: Boot;
  }
}

let done = false;
const waiting: Array<() => void> = [];

/** Whether the app has hydrated (false on the server). */
export function isHydrated(): boolean {
  return done;
}

/** Runs `callback` once the app has hydrated (at once if it has). */
export function afterHydration(callback: () => void): void {
  if (done) callback();
  else waiting.push(callback);
}

/** Renders nothing; tells that the page around it is hydrated (or rendered). */
export function HydrationMark(): null {
  useEffect(markHydrated, []);
  return null;
}

function markHydrated(): void {
  if (done) return;
  done = true;
  for (const callback of waiting.splice(0)) callback();
  // Buttons pressed before React listened: pressed again, now that it does.
  window.__APP_BOOT__?.hydrated();
}
