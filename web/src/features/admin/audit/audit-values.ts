/**
 * A change's fields as staff read them: the field's name in words ('customerEmail' → 'Email') and
 * each value before and after as the back office writes it elsewhere: money from cents, instants
 * and dates in the workshop's zone, yes/no, and a document's lines one per line. The api sends
 * each value as text (JSON for lists); null when there was none. And the workshop day of a change.
 */
import { formatMoney } from '../../../shared/money';
import { formatDate, formatDateTime, formatTime, localDateOf, workshopTimeZone } from '../format';

/** A value as shown: none, one line of text, or a list (a document's lines). */
export type ShownValue = { kind: 'none' } | { kind: 'text'; text: string } | { kind: 'lines'; lines: string[] };

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  customerEmail: 'Email',
  customerPhone: 'Phone',
  customerName: 'Customer',
  preferredDate: 'Date',
  preferredTime: 'Time',
  finalItems: 'Items',
  quoteItems: 'Quote lines',
  quoteTotalCents: 'Quote total',
  items: 'Items',
  totalCents: 'Total',
  amountPaidCents: 'Amount paid',
  marketingOptOutAt: 'Marketing opted out',
  mergedId: 'Merged customer',
  abn: 'ABN',
  bsb: 'BSB',
  gstRegistered: 'GST registered',
  paymentTermsDays: 'Payment terms (days)',
  quoteValidityDays: 'Quote valid for (days)',
};

/** 'customerEmail' → 'Email'; one not known: its words ('bankAccountName' → 'Bank account name'), without a trailing 'Cents'. */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/Cents$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : field;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The keys a stored line's unit price in cents has had: the current one first, then those of audit rows recorded earlier. */
const UNIT_PRICE_KEYS = ['unitPriceCents', 'unitCents', 'estimateCostCents'] as const;

/** One line of a priced document: '2 × Brake pads @ $45.00'. */
function lineText(line: Record<string, unknown>): string {
  const description = typeof line.description === 'string' ? line.description : '';
  const quantity = typeof line.quantity === 'number' ? line.quantity : null;
  const cents = UNIT_PRICE_KEYS.map((key) => line[key]).find((c): c is number => Number.isSafeInteger(c));
  return [quantity !== null ? `${quantity} × ${description}` : description, cents !== undefined ? `@ ${formatMoney(cents)}` : ''].filter(Boolean).join(' ');
}

function listValue(list: unknown[]): ShownValue {
  if (list.length === 0) return { kind: 'text', text: 'None' };
  if (list.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))) {
    return { kind: 'lines', lines: list.map((item) => lineText(item as Record<string, unknown>) || JSON.stringify(item)) };
  }
  return { kind: 'text', text: list.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ') };
}

/** A value of `field` as the api sent it (text, JSON for lists; null for none), as staff read it. */
export function showValue(field: string, raw: string | null): ShownValue {
  if (raw === null || raw.trim() === '') return { kind: 'none' };
  const text = raw.trim();
  if (text.startsWith('[') || text.startsWith('{')) {
    const parsed = parseJson(text);
    if (Array.isArray(parsed)) return listValue(parsed);
    if (parsed && typeof parsed === 'object') return { kind: 'text', text: JSON.stringify(parsed) };
  }
  if (/Cents$/.test(field) && /^-?\d{1,15}$/.test(text)) return { kind: 'text', text: formatMoney(Number(text)) };
  if (text === 'true' || text === 'false') return { kind: 'text', text: text === 'true' ? 'Yes' : 'No' };
  if (INSTANT.test(text)) return { kind: 'text', text: formatDateTime(text) || text };
  if (DAY.test(text)) return { kind: 'text', text: formatDate(text) };
  if (CLOCK.test(text)) return { kind: 'text', text: formatTime(text) };
  // Statuses are stored in lower case (paid, unpaid, booked, cancelled, voided).
  if (field === 'status' && /^[a-z]/.test(text)) return { kind: 'text', text: text[0].toUpperCase() + text.slice(1) };
  return { kind: 'text', text };
}

/** The workshop day of an instant, as the day groups name it: yyyy-MM-dd and 'Monday 23 November 2026'. */
export function workshopDayOf(instant: string): { date: string; label: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', { timeZone: workshopTimeZone(), weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return { date: localDateOf(instant), label: `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}` };
}
