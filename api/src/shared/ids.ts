/** Public identifiers: 24 lowercase hex characters (96 random bits), never sequential. */
import { randomBytes } from 'node:crypto';

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function newId(): string {
  return randomBytes(12).toString('hex');
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
