/** What admin-only resolvers and routes check: a signed-in admin, and the session a link is made in. */
import type { AdminClaims } from '../features/auth/auth.service.js';
import { AppError } from '../shared/errors.js';
import type { GraphQLContext } from './context.js';

/** Refuses a GraphQL caller who is not a signed-in admin; subscriptions call it when they start. */
export function requireAdmin(context: GraphQLContext): void {
  if (!context.admin) throw AppError.unauthenticated(context.authError ?? 'Please sign in to continue.');
}

/** The session of the signed-in admin (the one a document link is made in); 401 without one. */
export function sessionOf(caller: { admin: AdminClaims | null }): AdminClaims {
  if (!caller.admin) throw AppError.unauthenticated('Please sign in to continue.');
  return caller.admin;
}

export const ONLY_OWNER = 'Only an owner can do this.';

/** 403 unless the signed-in caller is an owner (managing the team, the security setting, the whole audit trail, …). */
export function requireOwner(caller: Pick<AdminClaims, 'owner'> | null | undefined): void {
  if (!caller?.owner) throw AppError.forbidden(ONLY_OWNER);
}
