/**
 * The accountant's exports of invoices, as CSV text (RFC 4180: comma, double quotes, CRLF):
 * - Xero's sales invoice import template: one row per line, the tax type and tax amount per line,
 *   amounts as stored (dollars, 2 decimals), dates dd/mm/yyyy, required headers marked '*';
 * - a plain file with one row per invoice, for spreadsheets.
 */
import { allocateCents, formatDollars, lineAmount, lineTaxable } from '../../shared/money.js';
import { displayDate, fromLocal } from '../../shared/time.js';
import { paymentDueDate } from '../../shared/business.js';
import type { Invoice } from './invoice.entity.js';
import type { CreditNote } from './credit-note.entity.js';

/** Which export: Xero's import template or the plain file. */
export type ExportFormat = 'xero' | 'plain';
/** Whether a Xero file's unit prices exclude or include GST. */
export type XeroAmounts = 'exclusive' | 'inclusive';

/** The invoices an export holds: issued from `from` to `to`. */
export interface ExportRange {
  /** yyyy-MM-dd, inclusive, in the workshop's zone. */
  from: string;
  to: string;
}

/** The columns of Xero's SalesInvoiceTemplate.csv, in its order ('*' = required by Xero). */
const XERO_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/** Xero imports at most this many invoices from one file. */
export const XERO_MAX_INVOICES = 500;

const PLAIN_COLUMNS = [
  'Invoice Number',
  'Issue Date',
  'Customer Name',
  'Customer Email',
  'Phone Number',
  'Car Rego',
  'Lines',
  'Prices Include GST',
  'GST %',
  'Subtotal',
  'GST',
  'GST-Free Amount',
  'Total',
  'Status',
  'Paid Date',
  'Job Card',
] as const;

/**
 * The name of the Xero tax rate of a GST percentage: Australian Xero organisations have
 * 'GST on Income' (10 %) and 'GST Free Income' (0 %); any other rate must exist in Xero under
 * the name given here.
 */
function xeroTaxType(gstPercentage: number): string {
  if (gstPercentage === 10) return 'GST on Income';
  if (gstPercentage === 0) return 'GST Free Income';
  return `GST on Income ${gstPercentage}%`;
}

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A spreadsheet would run text starting with = + - @ (or a tab or carriage return before one) as a
 * formula (OWASP: CSV injection): such text is prefixed with ', in both exports. Bookkeepers open
 * the Xero file in a spreadsheet before they import it; Xero keeps the ' as part of the text, so
 * the name or line reads as typed with a visible mark. Amounts are numbers this file writes.
 */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function rows(header: readonly string[], body: string[][]): string {
  return [header, ...body].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

export interface XeroOptions {
  accountCode: string;
  timeZone: string;
  /** The workshop's payment terms: the due date is the issue date plus these days (0: on completion). */
  paymentTermsDays?: number;
}

/**
 * One row per invoice line; the document's GST is split over its taxable lines so their tax adds up
 * to it exactly. A GST-free line is 'GST Free Income' with no tax.
 */
export function xeroCsv(invoices: readonly Invoice[], options: XeroOptions): string {
  const body: string[][] = [];
  for (const invoice of invoices) {
    const date = displayDate(invoice.issuedAt, options.timeZone);
    const terms = options.paymentTermsDays ?? 0;
    // An account customer's invoice is due on their terms (kept on the invoice); others on the workshop's.
    const dueDay = invoice.dueOn ? String(invoice.dueOn).slice(0, 10) : terms > 0 ? paymentDueDate(invoice.issuedAt, terms, options.timeZone) : null;
    const due = dueDay ? displayDate(fromLocal(dueDay, '12:00', options.timeZone), options.timeZone) : date;
    // A GST-free line weighs nothing: it takes no share of the GST.
    const amounts = invoice.items.map((l) => (lineTaxable(l) ? lineAmount(l.quantity, l.unitPriceCents) : 0));
    const taxes = allocateCents(invoice.gstCents, amounts);
    invoice.items.forEach((line, i) => {
      const row: Record<(typeof XERO_COLUMNS)[number], string> = {
        '*ContactName': safeText(invoice.customerName),
        EmailAddress: safeText(invoice.customerEmail),
        POAddressLine1: '',
        POAddressLine2: '',
        POAddressLine3: '',
        POAddressLine4: '',
        POCity: '',
        PORegion: '',
        POPostalCode: '',
        POCountry: '',
        '*InvoiceNumber': safeText(invoice.invoiceNumber),
        Reference: safeText(`Rego ${invoice.carRego}`),
        '*InvoiceDate': date,
        // Due on completion (service term 8), or after the workshop's payment terms.
        '*DueDate': due,
        Total: formatDollars(invoice.totalCents),
        InventoryItemCode: '',
        '*Description': safeText(line.description),
        '*Quantity': String(line.quantity),
        '*UnitAmount': formatDollars(line.unitPriceCents),
        Discount: '',
        '*AccountCode': options.accountCode,
        '*TaxType': lineTaxable(line) ? xeroTaxType(invoice.gstPercentage) : xeroTaxType(0),
        TaxAmount: formatDollars(taxes[i]),
        TrackingName1: '',
        TrackingOption1: '',
        TrackingName2: '',
        TrackingOption2: '',
        Currency: 'AUD',
        BrandingTheme: '',
      };
      body.push(XERO_COLUMNS.map((c) => row[c]));
    });
  }
  return rows(XERO_COLUMNS, body);
}

/** The sum of an invoice's GST-free lines, as entered. */
function gstFreeCents(invoice: Invoice): number {
  return invoice.items.reduce((sum, l) => sum + (lineTaxable(l) ? 0 : lineAmount(l.quantity, l.unitPriceCents)), 0);
}

/** One plain row: a document's number and date, its invoice's customer and lines, amounts (signed), status, paid date, job card. */
function plainRow(number: string, at: Date, i: Invoice, sign: 1 | -1, rest: { status: string; paid: string; jobCard: string }, timeZone: string): string[] {
  return [
    number,
    displayDate(at, timeZone),
    safeText(i.customerName),
    safeText(i.customerEmail),
    safeText(i.phoneNumber ?? ''),
    safeText(i.carRego),
    String(i.items.length),
    i.pricesIncludeGst ? 'Yes' : 'No',
    String(i.gstPercentage),
    formatDollars(sign * i.subtotalCents),
    formatDollars(sign * i.gstCents),
    formatDollars(sign * gstFreeCents(i)),
    formatDollars(sign * i.totalCents),
    rest.status,
    rest.paid,
    rest.jobCard,
  ];
}

/**
 * One row per invoice, then one per adjustment note (its number, its date, the voided invoice's
 * customer and amounts negative, 'Adjusts INV-…' as its status). Starts with a byte order mark so
 * spreadsheet programs read UTF-8 names right.
 */
export function plainCsv(invoices: readonly Invoice[], timeZone: string, creditNotes: readonly CreditNote[] = []): string {
  const body = [
    ...invoices.map((i) =>
      plainRow(i.invoiceNumber, i.issuedAt, i, 1, { status: i.status === 'paid' ? 'Paid' : 'Unpaid', paid: i.paidAt ? displayDate(i.paidAt, timeZone) : '', jobCard: i.jobCard?._id ?? '' }, timeZone),
    ),
    // A note reverses its invoice's amounts exactly (they are copied onto it when it is issued).
    ...creditNotes.map((note) => plainRow(note.creditNoteNumber, note.issuedAt, note.invoice, -1, { status: `Adjusts ${note.invoiceNumber}`, paid: '', jobCard: '' }, timeZone)),
  ];
  return `\uFEFF${rows(PLAIN_COLUMNS, body)}`;
}
