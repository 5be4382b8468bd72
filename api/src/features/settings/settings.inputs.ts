/**
 * The business details an owner saves (PUT /api/admin/settings/business, updateBusinessSettings):
 * every field given, each checked with its own message (the first one is the answer's message,
 * all of them in its `fields`).
 */
import { isEmail } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { formatAbn, isValidAbn } from '../../shared/abn.js';
import { readAccountNumber, readBsb } from '../../shared/bank-account.js';
import { cleanText, hasControlCharacters, singleLineMessage } from '../../shared/text.js';
import { PHONE_NUMBER } from '../../shared/customer-fields.js';
import { formReader } from './form-reader.js';
import type { WorkshopProfile } from '../../shared/business.js';
import { WorkshopContactFields } from '../../shared/workshop-contact.type.js';

@InputType({ description: 'The workshop’s business details as documents and emails print them (owners).' })
export class BusinessSettingsInput extends WorkshopContactFields {
  @Field(() => String, { description: 'Empty, or an 11-digit ABN whose check digits are right.' })
  abn!: string;

  @Field(() => Boolean, { description: 'Not registered: documents are never titled Tax Invoice, and show and charge no GST.' })
  gstRegistered!: boolean;

  @Field(() => String, { description: 'The bank account name, BSB and number: all empty, or all set.' })
  bankAccountName!: string;

  @Field(() => String, { description: '6 digits (063-000 or 063000).' })
  bsb!: string;

  @Field(() => String, { description: '6 to 10 digits.' })
  accountNumber!: string;

  @Field(() => String, { nullable: true, description: 'The PayID customers can pay to: an email address, an Australian mobile or the ABN; empty for none (left out: kept as it is).' })
  payId?: string | null;

  @Field(() => Int, { description: '0 (due on completion) to 90.' })
  paymentTermsDays!: number;

  @Field(() => Int, { description: '1 to 90.' })
  quoteValidityDays!: number;

  @Field(() => String, { description: 'Printed at the foot of every document; at most 300 characters.' })
  documentFooter!: string;

  @Field(() => Int, { nullable: true, description: 'The warranty against defects every invoice states, in months: 1 to 120 (left out: kept as it is, at first 12).' })
  warrantyMonths?: number | null;

  @Field(() => Int, { nullable: true, description: 'And in km, whichever comes first: 0 (no distance limit) to 500000 (left out: kept as it is, at first 20000).' })
  warrantyKm?: number | null;
}

export type SavedProfile = Omit<WorkshopProfile, 'publicUrl' | 'pricesIncludeGst' | 'warrantyMonths' | 'warrantyKm' | 'payId'> & {
  /** Left out by the client: kept as saved. */
  payId?: string;
  warrantyMonths?: number;
  warrantyKm?: number;
};

const PAYID_MESSAGE = 'PayID must be an email address, an Australian mobile number (04xx xxx xxx) or an ABN.';

/** A PayID as customers type it into their banking app: an email (lower case), a mobile ("0412 345 678") or an ABN ("51 824 753 556"); '' for none. */
function readPayId(value: string, fail: (field: string, message: string) => void): string {
  if (!value) return '';
  if (value.includes('@')) {
    if (isEmail(value)) return value.toLowerCase();
  } else {
    const digits = value.replace(/[\s()-]/g, '');
    const mobile = /^(?:\+?61|0)(4\d{8})$/.exec(digits);
    if (mobile) return `0${mobile[1]!.slice(0, 3)} ${mobile[1]!.slice(3, 6)} ${mobile[1]!.slice(6)}`;
    if (isValidAbn(digits)) return formatAbn(digits);
  }
  fail('payId', PAYID_MESSAGE);
  return '';
}

/** The saved details from a client's fields, or a 400 naming each field that is wrong. */
export function readBusinessSettings(raw: Record<string, unknown>): SavedProfile {
  const form = formReader(raw);
  const fail = form.fail;
  // Every field but the footer is one line (the footer may hold line breaks, no other control character).
  const text = (field: string, label: string, max: number, required: boolean, lines: 'one' | 'several' = 'one'): string => {
    const value = form.given(field, label, required);
    if (value === undefined) return '';
    const clean = cleanText(value);
    if (lines === 'one' && hasControlCharacters(value)) fail(field, singleLineMessage(label));
    else if (lines === 'several' && hasControlCharacters(value.replace(/\r?\n/g, ''))) fail(field, `${label} must not hold control characters other than line breaks.`);
    else if (required && !clean) fail(field, `${label} is required.`);
    else if (clean.length > max) fail(field, `${label} must be at most ${max} characters.`);
    return clean;
  };
  const days = (field: string, label: string, min: number, max: number): number => {
    const value = raw[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      fail(field, `${label} must be a whole number of days from ${min} to ${max}.`);
      return min;
    }
    return value;
  };

  const name = text('businessName', 'Business name', 100, true);
  let abn = text('abn', 'ABN', 20, false);
  if (abn) {
    if (isValidAbn(abn)) abn = formatAbn(abn);
    else fail('abn', `${abn} is not a valid ABN: check its 11 digits.`);
  }
  if (typeof raw.gstRegistered !== 'boolean') fail('gstRegistered', 'Registered for GST must be true or false.');
  const address = text('address', 'Address', 200, true);
  const phone = text('phone', 'Phone', 30, true);
  if (phone && !PHONE_NUMBER.test(phone)) fail('phone', 'Phone must be a phone number, e.g. 03 9000 0000.');
  const email = text('email', 'Email', 254, true);
  if (email && !isEmail(email.replace(/^.*<(.+)>$/, '$1'))) fail('email', 'Email must be an email address.');

  const accountName = text('bankAccountName', 'Account name', 100, false);
  const bsbText = text('bsb', 'BSB', 20, false);
  const numberText = text('accountNumber', 'Account number', 30, false);
  let bank: SavedProfile['bank'] = null;
  if (accountName || bsbText || numberText) {
    const bsb = readBsb(bsbText);
    const accountNumber = readAccountNumber(numberText);
    if (!accountName) fail('bankAccountName', 'Account name is required with a BSB and account number.');
    if (!bsb) fail('bsb', 'BSB must be 6 digits, e.g. 063-000.');
    if (!accountNumber) fail('accountNumber', 'Account number must be 6 to 10 digits.');
    if (accountName && bsb && accountNumber) bank = { accountName, bsb, accountNumber };
  }
  const paymentTermsDays = days('paymentTermsDays', 'Payment terms', 0, 90);
  const quoteValidityDays = days('quoteValidityDays', 'Quote validity', 1, 90);
  const documentFooter = text('documentFooter', 'Document footer', 300, false, 'several');
  const whole = (field: string, message: string, min: number, max: number): number | undefined => {
    const value = raw[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) fail(field, message);
    return value as number;
  };
  const warrantyMonths = whole('warrantyMonths', 'Warranty months must be a whole number of months from 1 to 120.', 1, 120);
  const warrantyKm = whole('warrantyKm', 'Warranty km must be a whole number of km from 0 (no distance limit) to 500,000.', 0, 500_000);

  const payId = raw.payId === undefined || raw.payId === null ? undefined : readPayId(text('payId', 'PayID', 254, false), fail);

  form.done();
  return { name, abn, gstRegistered: raw.gstRegistered as boolean, address, phone, email, bank, payId, paymentTermsDays, quoteValidityDays, documentFooter, warrantyMonths, warrantyKm };
}
