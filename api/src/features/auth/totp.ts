/**
 * Two-factor codes: TOTP (RFC 6238 through `otpauth`: SHA-1, 6 digits, 30-second steps, one step
 * either side accepted) on the service's clock, and one-use recovery codes (only their hashes kept).
 */
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const TOTP_PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS });

/** A new secret: 160 random bits, base32 (what authenticator apps take when typed in). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI a QR code carries. */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  return totpOf(secret, issuer, account).toString();
}

/** Six digits, spaces allowed ("123 456"): a TOTP code; anything else may be a recovery code. */
export function asTotpCode(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The 30-second step whose code `code` is, within one step of `now`; null when it is none of them. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Ten recovery codes as shown once: 10 base32 characters each (50 bits), written xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => alphabet[b & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form of a recovery code: sha256 of it without spaces or dashes, in lower case. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]+/g, '').toLowerCase()).digest('hex');
}
