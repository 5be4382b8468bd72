/** Single-use password reset links: a new one replaces any earlier unused one of the account; only the token's hash is stored. */
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PasswordResetToken } from './password-reset-token.entity.js';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Inside the caller's transaction: a new link's token for `adminId`, valid `lifetimeMs` from `now`. */
export async function newResetToken(tx: EntityManager, adminId: string, now: Date, lifetimeMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.nativeUpdate(PasswordResetToken, { adminId, usedAt: null }, { usedAt: now });
  tx.create(PasswordResetToken, { adminId, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + lifetimeMs), createdAt: now });
  await tx.flush();
  return token;
}
