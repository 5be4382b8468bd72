/**
 * "What this account may do has changed": a call was refused with 403 / FORBIDDEN (made an owner no
 * more, or the workshop now requires two-factor sign-in). The Apollo link reports it; useMe listens
 * and reads the account again, so the shell and the two-factor gate follow.
 */
const listeners = new Set<() => void>();

export function reportAccessChanged(): void {
  for (const listener of listeners) listener();
}

export function onAccessChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
