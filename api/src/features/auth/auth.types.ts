import type { ApiKeyGrant } from '../../edge/api-scope.js';

/** Who a verified admin token names: what the edge, the server and the features know of the caller. */
export interface AdminClaims {
  sub: string;
  username: string;
  /** issued at, seconds */
  iat: number;
  /** expires at, seconds */
  exp: number;
  /** the token's id, for logout (tokens issued before logout existed have none) */
  jti?: string;
  /** From the account when the token is verified (not in the token): an owner account. */
  owner?: boolean;
  /** From the account when verified: 'owner', 'adviser' or 'technician' (what the account may do). */
  role?: 'owner' | 'adviser' | 'technician';
  /** From the account when verified: the staff member's name as the audit trail records it ("Sam Taylor"). */
  name?: string;
  /** From the account when verified: the workshop requires two-factor sign-in and this account has not turned it on. */
  mfaSetupRequired?: boolean;
  /** An API key's call (`Authorization: Bearer tac_…`): the key and its scopes. Never an owner; its changes are the key's. */
  apiKey?: ApiKeyGrant;
}
