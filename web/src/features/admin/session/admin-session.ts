/**
 * The admin session, shared by every tab of the browser: signing in sets an HttpOnly session
 * cookie the page never sees, and a readable `workshop_csrf` cookie whose value every admin call
 * sends back as `X-CSRF-Token` (the server refuses cookie-authenticated changes without it). That
 * readable cookie is also how a tab knows it is signed in, so a second tab or a Ctrl+click opens
 * signed in. Only where the browser refuses cookies is the token kept in this tab's
 * sessionStorage under 'adminToken' and sent as a bearer token, as before.
 * A tiny subscribe API lets React (useSyncExternalStore) and the Apollo links agree on who is signed in.
 */
import { useSyncExternalStore } from 'react';

const TOKEN_KEY = 'adminToken';
const CSRF_COOKIE = 'workshop_csrf';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser: behave as signed out
  }
}

/** The session's CSRF value from its readable cookie, or null when this browser holds no session cookie. */
function csrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === CSRF_COOKIE) return pair.slice(at + 1).trim() || null;
  }
  return null;
}

/** The token kept in this tab only (the browser refused the session cookie), or null. */
function tabToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function signedIn(): boolean {
  return Boolean(tabToken() || csrfToken());
}

/** The headers of an admin call: the tab's bearer token where cookies were refused, else the session cookie's CSRF value. */
export function adminHeaders(): Record<string, string> {
  const token = tabToken();
  if (token) return { Authorization: `Bearer ${token}` };
  const csrf = csrfToken();
  return csrf ? { 'X-CSRF-Token': csrf } : {};
}

/** What the live socket sends on connecting: the same credential as adminHeaders(). */
export function socketParams(): Record<string, string> {
  const token = tabToken();
  if (token) return { Authorization: `Bearer ${token}` };
  return { csrf: csrfToken() ?? '' };
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** After a sign-in: the server set the session cookie; the token is kept in this tab only if the browser refused it. */
export function startSession(token: string): void {
  if (csrfToken()) storage()?.removeItem(TOKEN_KEY);
  else storage()?.setItem(TOKEN_KEY, token);
  emit();
}

/** Logout, forced or chosen: the whole sessionStorage goes (nothing of the session stays in the tab), and the readable cookie with it. */
export function endSession(): void {
  storage()?.clear();
  if (typeof document !== 'undefined') {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${CSRF_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict${secure}`;
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signs in or out through the shared cookie: re-read when this one comes to the front.
  const onFocus = () => listener();
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
  };
}

/** Whether this browser is signed in to the back office (re-read on every change and when the tab comes to the front). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, signedIn, () => false);
}
