/**
 * A customer's statement for a month of the workshop calendar (Australia/Melbourne), in integer
 * cents: the balance owed at the start of the month, the month's invoices, payments and adjustment
 * notes in date order with the running balance, the balance at the end, and that balance aged by
 * each invoice's due date as at the month's last day.
 *
 * The rules, each by the workshop day it happened on:
 * - an invoice is owed from the day it was issued, due on its `due_on` (the customer's terms when
 *   it was issued) or, without one, the workshop's payment terms after its issue day;
 * - a payment counts on the day it was paid (`paid_on`), less what was refunded of it online; a
 *   payment reversed (recorded by mistake) never counts, in any month;
 * - a voided invoice stays on the statement of the month it was issued, and its adjustment note
 *   credits its whole total on the day the note was issued; payments made on it before it was
 *   voided stay counted, so the customer is in credit by them until the workshop refunds them;
 * - ageing: what each invoice still owes at the month's end by whole days past its due date on the
 *   month's last day: current (under 30 days, or not yet due), 30 (30 to 59), 60 (60 to 89) and
 *   90+ (90 or more); a credit (a voided invoice's payments) counts as current. The four add up to
 *   the closing balance exactly.
 */
import { addDays, addMonths } from '../../shared/time.js';

/** One invoice as the statement reads it: its days, total, adjustment note and payments. */
export interface LedgerInvoice {
  invoiceNumber: string;
  /** yyyy-MM-dd, workshop calendar. */
  issuedOn: string;
  dueOn: string;
  totalCents: number;
  purchaseOrder: string | null;
  carRego: string;
  note: { creditNoteNumber: string; issuedOn: string } | null;
  /** Payments that count (reversed ones left out), each less what was refunded of it. */
  payments: Array<{ paidOn: string; amountCents: number; method: string; reference: string | null }>;
}

type StatementLineKind = 'invoice' | 'payment' | 'adjustment';

interface StatementLine {
  date: string;
  kind: StatementLineKind;
  reference: string;
  description: string;
  /** What it adds to the balance (an invoice), in cents; 0 otherwise. */
  chargeCents: number;
  /** What it takes off (a payment, an adjustment note), in cents; 0 otherwise. */
  creditCents: number;
  /** The balance after it. */
  balanceCents: number;
}

interface Ageing {
  currentCents: number;
  days30Cents: number;
  days60Cents: number;
  days90Cents: number;
}

export interface StatementFigures {
  /** yyyy-MM */
  month: string;
  /** The month's first and last days, yyyy-MM-dd. */
  from: string;
  to: string;
  openingCents: number;
  lines: StatementLine[];
  invoicedCents: number;
  paidCents: number;
  adjustedCents: number;
  closingCents: number;
  ageing: Ageing;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `value` is a month written yyyy-MM. */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** The month (yyyy-MM) before the one `date` (yyyy-MM-dd) is in. */
export function previousMonth(date: string): string {
  return addMonths(`${date.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** Whole days from `from` to `to` (yyyy-MM-dd), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const ZERO_AGEING: Ageing = { currentCents: 0, days30Cents: 0, days60Cents: 0, days90Cents: 0 };

/** Which ageing box an amount `daysOverdue` past its due date goes in. */
function ageingKey(daysOverdue: number): keyof Ageing {
  if (daysOverdue >= 90) return 'days90Cents';
  if (daysOverdue >= 60) return 'days60Cents';
  if (daysOverdue >= 30) return 'days30Cents';
  return 'currentCents';
}

/** What `invoice` still owes before the day `before` (negative: the customer is in credit on it). */
function owingBefore(invoice: LedgerInvoice, before: string): number {
  if (invoice.issuedOn >= before) return 0;
  let owing = invoice.totalCents;
  if (invoice.note && invoice.note.issuedOn < before) owing -= invoice.totalCents;
  for (const p of invoice.payments) if (p.paidOn < before) owing -= p.amountCents;
  return owing;
}

/** yyyy-MM-dd → dd/MM/yyyy, as every document prints a date. */
const printed = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

const KIND_ORDER: Record<StatementLineKind, number> = { invoice: 0, payment: 1, adjustment: 2 };

/** The statement of `month` (yyyy-MM) from every invoice of the customer issued before the month's end. */
export function statementFigures(month: string, invoices: readonly LedgerInvoice[]): StatementFigures {
  const from = `${month}-01`;
  const next = addMonths(from, 1);
  const to = addDays(next, -1);
  const inMonth = (date: string) => date >= from && date < next;

  const events: Array<Omit<StatementLine, 'balanceCents'>> = [];
  for (const inv of invoices) {
    if (inMonth(inv.issuedOn)) {
      const about = [inv.carRego, inv.purchaseOrder ? `PO ${inv.purchaseOrder}` : null, `due ${printed(inv.dueOn)}`].filter(Boolean).join(' · ');
      events.push({ date: inv.issuedOn, kind: 'invoice', reference: inv.invoiceNumber, description: `Invoice ${about}`, chargeCents: inv.totalCents, creditCents: 0 });
    }
    for (const p of inv.payments) {
      if (!inMonth(p.paidOn)) continue;
      const description = `Payment, ${p.method}${p.reference ? ` (${p.reference})` : ''}`;
      events.push({ date: p.paidOn, kind: 'payment', reference: inv.invoiceNumber, description, chargeCents: 0, creditCents: p.amountCents });
    }
    if (inv.note && inMonth(inv.note.issuedOn)) {
      events.push({ date: inv.note.issuedOn, kind: 'adjustment', reference: inv.note.creditNoteNumber, description: `Adjustment note voiding ${inv.invoiceNumber}`, chargeCents: 0, creditCents: inv.totalCents });
    }
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.reference.localeCompare(b.reference));

  const openingCents = invoices.reduce((sum, inv) => sum + owingBefore(inv, from), 0);
  let balance = openingCents;
  const lines = events.map((e) => {
    balance += e.chargeCents - e.creditCents;
    return { ...e, balanceCents: balance };
  });
  const sum = (kind: StatementLineKind, key: 'chargeCents' | 'creditCents') => events.filter((e) => e.kind === kind).reduce((s, e) => s + e[key], 0);

  const ageing = { ...ZERO_AGEING };
  for (const inv of invoices) {
    const owing = owingBefore(inv, next);
    if (owing === 0) continue;
    ageing[owing < 0 ? 'currentCents' : ageingKey(daysBetween(inv.dueOn, to))] += owing;
  }
  return {
    month,
    from,
    to,
    openingCents,
    lines,
    invoicedCents: sum('invoice', 'chargeCents'),
    paidCents: sum('payment', 'creditCents'),
    adjustedCents: sum('adjustment', 'creditCents'),
    closingCents: balance,
    ageing,
  };
}
