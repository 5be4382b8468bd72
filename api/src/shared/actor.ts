/**
 * Who is making the change in progress: a member of staff (signed in), an integration calling
 * with an API key ('API key "<its name>"'), a customer (a public page: booking, cancelling,
 * signing, deciding a quote) or the system (schedules, the mail worker, a migration). The server sets it per request (http/actor-hooks.ts); work outside a request is the
 * system's. The change unit records it with every audited change.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type ActorKind = 'staff' | 'api-key' | 'customer' | 'system';

export interface Actor {
  kind: ActorKind;
  /** The staff account's or API key's id; null for customers and the system. */
  id: string | null;
  /** The staff member's name (their username if they have none), 'API key "<name>"', 'Customer' or 'System'. */
  name: string;
  /** The caller's address; null for the system. */
  ip: string | null;
}

const SYSTEM: Actor = Object.freeze({ kind: 'system', id: null, name: 'System', ip: null });

/** A request's holder: its actor is set when the caller is known (a customer at first, staff once their token is verified). */
export interface ActorScope {
  actor: Actor;
}

const storage = new AsyncLocalStorage<ActorScope>();

/** Runs `work` (and everything it starts) as `scope`'s actor. */
export function runAs<T>(scope: ActorScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The actor of the work in progress: the system's outside any request. */
export function currentActor(): Actor {
  return storage.getStore()?.actor ?? SYSTEM;
}

export const customerActor = (ip: string): Actor => ({ kind: 'customer', id: null, name: 'Customer', ip: ip.slice(0, 64) });
export const staffActor = (id: string, name: string, ip: string): Actor => ({ kind: 'staff', id, name, ip: ip.slice(0, 64) });
export const apiKeyActor = (id: string, name: string, ip: string): Actor => ({ kind: 'api-key', id, name: `API key "${name}"`.slice(0, 200), ip: ip.slice(0, 64) });
