/**
 * The online payment settings an owner saves (PUT /api/admin/settings/stripe, updateStripeSettings):
 * the secret key and the webhook signing secret (blank or missing: the saved one stays) and the card
 * surcharge, 0–5 % with at most 2 decimals; `disconnect` removes both saved secrets (invoices are
 * then paid by transfer or PayID, unless the environment sets them).
 */
import { Field, Float, InputType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';

@InputType({ description: 'Stripe for paying invoices online (owners). A blank secret keeps the saved one.' })
export class StripeSettingsInput {
  @Field(() => String, { nullable: true, description: 'sk_live_… or sk_test_… (or a restricted rk_ key); blank keeps the saved one.' })
  secretKey?: string | null;

  @Field(() => String, { nullable: true, description: 'The webhook endpoint’s signing secret, whsec_…; blank keeps the saved one.' })
  webhookSecret?: string | null;

  @Field(() => Float, { description: 'The card surcharge Checkout adds: 0 to 5 %, at most 2 decimals.' })
  surchargePercent!: number;

  @Field(() => Boolean, { nullable: true, description: 'True: the saved secret key and webhook secret are removed (the secrets given are ignored).' })
  disconnect?: boolean | null;
}

/** A save: a secret null keeps the saved one, '' removes it. */
export interface SavedStripe {
  secretKey: string | null;
  webhookSecret: string | null;
  surchargePercent: number;
}

/** Reads and checks a Stripe save, each field with its own message. */
export function readStripeSettings(raw: Record<string, unknown>): SavedStripe {
  const problems: Record<string, string[]> = {};
  const fail = (field: string, message: string) => void (problems[field] ??= []).push(message);
  const secret = (field: string, label: string, prefix: RegExp, shape: string): string | null => {
    const value = raw[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return fail(field, `${label} must be text.`), null;
    const text = value.trim();
    if (text && (!prefix.test(text) || text.length > 300 || /\s/.test(text))) fail(field, `${label} must be ${shape}.`);
    return text === '' ? null : text;
  };
  const secretKey = secret('secretKey', 'Secret key', /^(sk|rk)_(test|live)_/, 'a Stripe secret key starting sk_live_ or sk_test_ (or a restricted key, rk_)');
  const webhookSecret = secret('webhookSecret', 'Webhook signing secret', /^whsec_/, 'the webhook’s signing secret, starting whsec_');
  const percent = raw.surchargePercent;
  const surchargeText = typeof percent === 'number' ? String(percent) : typeof percent === 'string' ? percent.trim() : '';
  if (!/^\d+(\.\d{1,2})?$/.test(surchargeText) || Number(surchargeText) > 5) fail('surchargePercent', 'Card surcharge must be a percentage from 0 to 5 with at most 2 decimals.');
  const fields = Object.keys(problems);
  if (fields.length) throw AppError.badInput(problems[fields[0]!]![0]!, problems);
  if (raw.disconnect === true) return { secretKey: '', webhookSecret: '', surchargePercent: Number(surchargeText) };
  return { secretKey, webhookSecret, surchargePercent: Number(surchargeText) };
}
