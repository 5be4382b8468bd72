/** The additional addresses of a resend: comma-separated (or a list), trimmed, empties dropped, each checked. */
import { isEmail } from 'class-validator';
import { AppError } from '../../shared/errors.js';

const MAX_ADDITIONAL_EMAILS = 10;

export function readAdditionalEmails(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
  if (!parts || parts.some((p) => typeof p !== 'string')) throw AppError.badInput('additionalEmails must be a comma-separated list of email addresses.');
  const emails = [...new Set((parts as string[]).map((p) => p.trim()).filter(Boolean))];
  const invalid = emails.filter((e) => e.length > 254 || !isEmail(e));
  if (invalid.length) throw AppError.badInput(`Not a valid email address: ${invalid.join(', ')}.`);
  if (emails.length > MAX_ADDITIONAL_EMAILS) throw AppError.badInput(`At most ${MAX_ADDITIONAL_EMAILS} additional email addresses are allowed.`);
  return emails;
}
