/**
 * The moment the app has taken over the server's HTML (hydrated it, or rendered a page that had
 * none): main.tsx reports it once its first render is committed; code that must behave differently
 * until then (the Apollo cache filled by the server, the loader's kept clicks) waits for it.
 */

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

/** Called once, after the first commit. */
export function markHydrated(): void {
  if (done) return;
  done = true;
  for (const callback of waiting.splice(0)) callback();
  // Buttons pressed before React listened: pressed again, now that it does.
  window.__APP_BOOT__?.hydrated();
}
