/**
 * The admin session: the sign-in token kept in sessionStorage under 'adminToken', with a tiny
 * subscribe API so React (useSyncExternalStore) and the Apollo links agree on who is signed in.
 */
import { useSyncExternalStore } from 'react';

const TOKEN_KEY = 'adminToken';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser: behave as signed out
  }
}

export function adminToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function startSession(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  emit();
}

/** Logout, forced or chosen: the whole sessionStorage goes, as SPEC section 4 asks. */
export function endSession(): void {
  storage()?.clear();
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab cannot share sessionStorage, but devtools or a test can clear it: re-read on focus.
  const onFocus = () => listener();
  window.addEventListener('focus', onFocus);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', onFocus);
  };
}

export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, adminToken, () => null);
}
