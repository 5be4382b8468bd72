/**
 * What staff send when recording a payment, on both faces: REST takes `{ amount (dollars), method,
 * paidAt, reference }`, GraphQL `{ amountCents, method, paidOn, reference }`; both are read here
 * into one PaymentInput with one wording of every message.
 */
import { Field, InputType, Int } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { parseDollars } from '../../shared/money.js';
import { cleanText, hasControlCharacters, singleLineMessage } from '../../shared/text.js';
import { isIsoDate, workshopDay } from '../../shared/time.js';
import { PaymentMethod } from './invoice-payment.entity.js';

/** What staff record by hand: a card payment online is recorded by Stripe's webhook only. */
const STAFF_METHODS: readonly string[] = Object.values(PaymentMethod).filter((m) => m !== PaymentMethod.card);

const MAX_REFERENCE_LENGTH = 100;

/** A payment as the service takes it; absent fields take their defaults (the balance, EFTPOS, today). */
export interface PaymentInput {
  amountCents?: number;
  method?: PaymentMethod;
  /** yyyy-MM-dd, workshop time. */
  paidOn?: string;
  reference?: string | null;
}

@InputType({ description: 'How and when an invoice was paid (Mark as Paid pays the balance).' })
export class PaymentDetailsInput {
  @Field(() => PaymentMethod, { nullable: true, description: 'Default: eftpos.' })
  method?: PaymentMethod | null;

  @Field(() => String, { nullable: true, description: 'The day it was paid, yyyy-MM-dd (workshop time); default today; never in the future.' })
  paidOn?: string | null;

  @Field(() => String, { nullable: true, description: 'A receipt number, bank reference or note, at most 100 characters.' })
  reference?: string | null;
}

@InputType({ description: 'A payment of part (or the rest) of an invoice.' })
export class RecordPaymentInput extends PaymentDetailsInput {
  @Field(() => Int, { description: 'In cents: more than 0, at most the balance due.' })
  amountCents!: number;
}

/** The method, day and reference of a payment from either face; `today` is the workshop's date. */
function readPaymentDetails(raw: { method?: unknown; paidOn?: unknown; reference?: unknown }, today: string, timeZone: string): PaymentInput {
  const input: PaymentInput = {};
  if (raw.method !== undefined && raw.method !== null && raw.method !== '') {
    if (typeof raw.method !== 'string' || !STAFF_METHODS.includes(raw.method)) {
      throw AppError.badInput('Method must be cash, eftpos, bank_transfer or other.', { method: ['Method must be cash, eftpos, bank_transfer or other.'] });
    }
    input.method = raw.method as PaymentMethod;
  }
  if (raw.paidOn !== undefined && raw.paidOn !== null && raw.paidOn !== '') {
    input.paidOn = readDay(raw.paidOn, timeZone);
    if (input.paidOn > today) throw AppError.badInput('The payment date cannot be in the future.', { paidAt: ['The payment date cannot be in the future.'] });
  }
  if (raw.reference !== undefined && raw.reference !== null) {
    if (typeof raw.reference !== 'string') throw AppError.badInput('Reference must be text.', { reference: ['Reference must be text.'] });
    if (hasControlCharacters(raw.reference)) throw AppError.badInput(singleLineMessage('Reference'), { reference: [singleLineMessage('Reference')] });
    const reference = cleanText(raw.reference);
    if (reference.length > MAX_REFERENCE_LENGTH) {
      throw AppError.badInput(`Reference must be at most ${MAX_REFERENCE_LENGTH} characters.`, { reference: [`Reference must be at most ${MAX_REFERENCE_LENGTH} characters.`] });
    }
    input.reference = reference || null;
  }
  return input;
}

/** yyyy-MM-dd as it is, or an ISO instant → its day in the workshop's zone. */
function readDay(value: unknown, timeZone: string): string {
  if (isIsoDate(value)) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return workshopDay(instant, timeZone).date;
  }
  throw AppError.badInput('The payment date must be a date written yyyy-MM-dd.', { paidAt: ['The payment date must be a date written yyyy-MM-dd.'] });
}

/** REST: `{ amount, method, paidAt, reference }`, amount in dollars (at most 2 decimals). */
export function readRestPayment(body: Record<string, unknown>, today: string, timeZone: string, { amount }: { amount: boolean }): PaymentInput {
  const input = readPaymentDetails({ method: body.method, paidOn: body.paidAt, reference: body.reference }, today, timeZone);
  if (amount) input.amountCents = parseDollars(body.amount, 'Amount');
  return input;
}

/** GraphQL: the input types above. */
export function readGraphQLPayment(raw: PaymentDetailsInput & { amountCents?: number }, today: string, timeZone: string): PaymentInput {
  const input = readPaymentDetails(raw, today, timeZone);
  if (raw.amountCents !== undefined) input.amountCents = raw.amountCents;
  return input;
}
