/**
 * The overdue reminder setting (an owner's): the days after an invoice's due date its reminders go
 * (up to five steps, 1 to 365 days; none: no reminders) and the wording, a text with placeholders
 * filled in for each invoice. Until an owner saves one: 7, 14 and 30 days in the default wording.
 */
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { formatMoney } from '../../shared/money.js';
import { longDate } from '../../shared/time.js';

export const DEFAULT_OVERDUE_DAYS = [7, 14, 30];
export const DEFAULT_OVERDUE_WORDING = [
  'Hi {name},',
  'This is a friendly reminder that invoice {invoice} for {amount}, due on {dueDate}, is now {days} days overdue. If you have already paid it, thank you, and please disregard this email.',
  'If not, we would be grateful if you could pay at your earliest convenience. If anything on the invoice is not right, just reply to this email and we will sort it out.',
  'Kind regards,\n{business}',
].join('\n\n');

/** The placeholders the wording may use. */
const OVERDUE_PLACEHOLDERS = ['name', 'business', 'invoice', 'amount', 'total', 'dueDate', 'days', 'po'] as const;
type Placeholder = (typeof OVERDUE_PLACEHOLDERS)[number];

const MAX_STEPS = 5;
const MAX_DAYS = 365;
const MAX_WORDING = 4000;

@ObjectType({ description: 'When overdue invoice reminders go, and what they say (admin).' })
export class OverdueReminderSettings {
  @Field(() => [Int], { description: 'Days after the due date, ascending (up to 5, each 1 to 365); empty: no overdue reminders.' })
  days!: number[];

  @Field(() => String, { description: 'The email text; placeholders {name}, {business}, {invoice}, {amount} (still owing), {total}, {dueDate}, {days} (overdue), {po}; blank lines split paragraphs.' })
  wording!: string;

  @Field(() => Date, { nullable: true, description: 'When an owner saved it (null: the default).' })
  savedAt!: Date | null;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;
}

@InputType()
export class OverdueReminderInput {
  @Field(() => [Int], { description: 'Days after the due date (up to 5, each 1 to 365); empty turns overdue reminders off.' })
  days!: number[];

  @Field(() => String, { description: 'The email text with its placeholders.' })
  wording!: string;
}

/** The setting from a client (either face), checked: 400 naming the field when wrong. */
export function readOverdueSetting(raw: unknown): { days: number[]; wording: string } {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const daysMessage = `Overdue reminder days must be a list of up to ${MAX_STEPS} whole numbers from 1 to ${MAX_DAYS}.`;
  const days = body.days;
  if (!Array.isArray(days) || days.length > MAX_STEPS || !days.every((d) => typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= MAX_DAYS)) {
    throw AppError.badInput(daysMessage, { days: [daysMessage] });
  }
  const unique = [...new Set(days as number[])].sort((a, b) => a - b);
  const wording = typeof body.wording === 'string' ? body.wording.replace(/\r\n?/g, '\n').trim() : '';
  if (!wording || wording.length > MAX_WORDING) {
    const message = `The wording must be 1 to ${MAX_WORDING} characters.`;
    throw AppError.badInput(message, { wording: [message] });
  }
  const unknown = [...wording.matchAll(/\{(\w*)\}/g)].map((m) => m[1]!).filter((p) => !(OVERDUE_PLACEHOLDERS as readonly string[]).includes(p));
  if (unknown.length) {
    const message = `Unknown placeholder {${unknown[0]}}: use ${OVERDUE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}.`;
    throw AppError.badInput(message, { wording: [message] });
  }
  return { days: unique, wording };
}

export interface OverdueInvoiceFacts {
  name: string;
  business: string;
  invoiceNumber: string;
  balanceCents: number;
  totalCents: number;
  /** yyyy-MM-dd */
  dueOn: string;
  daysOverdue: number;
  purchaseOrder: string | null;
}

/** The wording with an invoice's facts in place of its placeholders, in paragraphs. */
export function fillWording(wording: string, f: OverdueInvoiceFacts): string[] {
  const values: Record<Placeholder, string> = {
    name: f.name,
    business: f.business,
    invoice: f.invoiceNumber,
    amount: formatMoney(f.balanceCents),
    total: formatMoney(f.totalCents),
    dueDate: longDate(f.dueOn),
    days: String(f.daysOverdue),
    po: f.purchaseOrder ?? '',
  };
  const filled = wording.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? values[key as Placeholder] : all));
  return filled.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}
