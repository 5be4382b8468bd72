/** What admin-only resolvers and routes check: a signed-in admin, and the session a link is made in. */
import type { AdminClaims } from '../features/auth/auth.types.js';
import { AppError } from '../shared/errors.js';
import type { GraphQLContext } from './context.js';

/**
 * Refuses a GraphQL caller who is not a signed-in admin; subscriptions call it when they start.
 * An account that must set up two-factor sign-in first (the workshop requires it) is refused too,
 * unless the operation is one of setting it up (`allowMfaSetup`).
 */
export function requireAdmin(context: Pick<GraphQLContext, 'admin' | 'authError'>, allowMfaSetup = false): void {
  if (!context.admin) throw AppError.unauthenticated(context.authError ?? 'Please sign in to continue.');
  if (context.admin.mfaSetupRequired && !allowMfaSetup) throw mfaSetupFirst();
}

const MFA_SETUP_FIRST = 'The workshop requires two-factor sign-in: set it up for your account first.';
/** The role of GraphQL operations open to an account that must set up two-factor sign-in first: `@Authorized(MFA_SETUP)`. */
export const MFA_SETUP = 'mfa-setup';
/** The role of GraphQL operations only an owner may call: `@Authorized(OWNER)`. */
export const OWNER = 'owner';
/** The role of GraphQL operations of the front office (owners and service advisers): `@Authorized(OFFICE)`. */
export const OFFICE = 'office';

/** 403 `{ message, mfaSetupRequired: true }`: never a reason to sign out; the app shows the setup. */
export function mfaSetupFirst(): AppError {
  const error = AppError.forbidden(MFA_SETUP_FIRST);
  error.facts = { mfaSetupRequired: true };
  return error;
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

export const NOT_FOR_TECHNICIANS = 'Technicians cannot open this: ask a service adviser or an owner.';

/**
 * 403 when the signed-in caller is a technician: the front office (money, customers, settings,
 * the mailbox, reports) is for owners and service advisers. A one-document link (no caller) was
 * made by someone allowed to make it.
 */
export function requireOffice(caller: Pick<AdminClaims, 'role'> | null | undefined): void {
  if (caller?.role === 'technician') throw AppError.forbidden(NOT_FOR_TECHNICIANS);
}

/** A subscription of the front office: a signed-in owner or adviser (a technician is refused). */
export function requireOfficeAdmin(context: Pick<GraphQLContext, 'admin' | 'authError'>): void {
  requireAdmin(context);
  requireOffice(context.admin);
}
