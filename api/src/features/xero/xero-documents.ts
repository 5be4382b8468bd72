/**
 * Our documents in the Accounting API's JSON: an invoice (ACCREC, our number, AUTHORISED, its lines
 * with amounts in dollars and the GST as the invoice has it, split over its taxable lines so Xero's
 * total is ours to the cent), a payment against it, and an adjustment note as a credit note.
 */
import type { CreditNote } from '../invoices/credit-note.entity.js';
import type { Invoice } from '../invoices/invoice.entity.js';
import type { InvoicePayment } from '../invoices/invoice-payment.entity.js';
import { allocateCents, lineAmount, lineTaxable } from '../../shared/money.js';
import { addDays, toLocal } from '../../shared/time.js';

export interface XeroDocumentOptions {
  /** The revenue account lines are coded to. */
  accountCode: string;
  timeZone: string;
  paymentTermsDays: number;
}

const dollars = (cents: number) => Math.round(cents) / 100;
const dayOf = (at: Date, timeZone: string) => toLocal(at, timeZone).date;

/** Australian Xero's tax rates for sales: GST on Income, or GST Free Income. */
const taxType = (taxable: boolean) => (taxable ? 'OUTPUT' : 'EXEMPTOUTPUT');

/** The invoice's lines with their share of its GST (a GST-free line takes none). */
function lineItems(invoice: Invoice, accountCode: string): Array<Record<string, unknown>> {
  const gst = invoice.gstPercentage > 0;
  const amounts = invoice.items.map((l) => (gst && lineTaxable(l) ? lineAmount(l.quantity, l.unitPriceCents) : 0));
  const taxes = allocateCents(invoice.gstCents, amounts);
  return invoice.items.map((line, i) => ({
    Description: line.description.slice(0, 4000),
    Quantity: line.quantity,
    UnitAmount: dollars(line.unitPriceCents),
    LineAmount: dollars(lineAmount(line.quantity, line.unitPriceCents)),
    AccountCode: accountCode,
    TaxType: taxType(gst && lineTaxable(line)),
    TaxAmount: dollars(taxes[i] ?? 0),
  }));
}

/** The invoice as Xero takes it (PUT Invoices, or POST to update the one Xero has). */
export function xeroInvoice(invoice: Invoice, contactId: string, options: XeroDocumentOptions): Record<string, unknown> {
  const date = dayOf(invoice.issuedAt, options.timeZone);
  return {
    Type: 'ACCREC',
    Contact: { ContactID: contactId },
    InvoiceNumber: invoice.invoiceNumber,
    Reference: `Rego ${invoice.carRego}`.slice(0, 255),
    Date: date,
    // An account customer's invoice is due on their terms (kept on the invoice); others on the workshop's.
    DueDate: invoice.dueOn ? String(invoice.dueOn).slice(0, 10) : addDays(date, options.paymentTermsDays),
    Status: 'AUTHORISED',
    LineAmountTypes: invoice.pricesIncludeGst ? 'Inclusive' : 'Exclusive',
    CurrencyCode: 'AUD',
    LineItems: lineItems(invoice, options.accountCode),
  };
}

/** The reference a payment carries in Xero: staff's own, and our id so a retry finds it. */
export function paymentReference(payment: InvoicePayment): string {
  return `${payment.reference || payment.methodLabel} #${payment._id}`.slice(0, 255);
}

/** A payment recorded against the invoice Xero has, into the bank account `accountCode`. */
export function xeroPayment(payment: InvoicePayment, invoiceId: string, accountCode: string): Record<string, unknown> {
  return {
    Invoice: { InvoiceID: invoiceId },
    Account: { Code: accountCode },
    Date: payment.paidOn,
    Amount: dollars(payment.amountCents),
    Reference: paymentReference(payment),
  };
}

/** The adjustment note as a sales credit note for the invoice's contact, with the invoice's lines. */
export function xeroCreditNote(note: CreditNote, invoice: Invoice, contactId: string, options: XeroDocumentOptions): Record<string, unknown> {
  return {
    Type: 'ACCRECCREDIT',
    Contact: { ContactID: contactId },
    CreditNoteNumber: note.creditNoteNumber,
    Reference: `Adjusts ${invoice.invoiceNumber}`,
    Date: dayOf(note.issuedAt, options.timeZone),
    Status: 'AUTHORISED',
    LineAmountTypes: invoice.pricesIncludeGst ? 'Inclusive' : 'Exclusive',
    CurrencyCode: 'AUD',
    LineItems: lineItems(invoice, options.accountCode),
  };
}

/** A contact made from the invoice's customer. */
export function xeroContact(invoice: Invoice, name: string): Record<string, unknown> {
  return {
    Name: name.slice(0, 255),
    ...(invoice.customerEmail ? { EmailAddress: invoice.customerEmail } : {}),
    ...(invoice.phoneNumber ? { Phones: [{ PhoneType: 'MOBILE', PhoneNumber: invoice.phoneNumber }] } : {}),
  };
}

/** Text inside a Xero `where` string literal. */
export function whereText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}
