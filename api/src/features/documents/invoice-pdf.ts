/**
 * The invoice a customer receives. With the workshop's ABN configured it is an Australian tax
 * invoice: titled 'Tax Invoice', with the ABN, the workshop's name and address, the issue date,
 * each line's description, quantity, unit price and amount, the subtotal, the GST and the total
 * (and 'Total price includes GST' when the prices include it). Without an ABN it is an 'Invoice'.
 */
import { formatMoney } from '../../shared/money.js';
import { COLORS, CONTENT_WIDTH, ensureSpace, finishPdf, letterhead, PAGE, printDate, regular, startPdf, type PdfWorkshop } from './pdf-layout.js';
import { invoiceTitle } from './pdf-workshop.js';
import type { PricedFacts } from './priced-document.entity.js';
import { customerAndVehicle, gstTotalsBlock, itemsTable, paragraph, showsGst, taxMarksOf } from './pdf-lines.js';
import { paymentDueDate } from '../../shared/business.js';
import { paidMark, paymentsTable, type ReceiptFacts } from './receipt-lines.js';
import { tag } from './pdf-tags.js';
import { warrantyText } from './warranty-text.js';
import { declinedWork } from './declined-lines.js';
import type { PricedLine } from '../../shared/money.js';

export interface InvoiceFacts extends PricedFacts {
  /** e.g. INV-000123 */
  invoiceNumber: string;
  /** The issue date: yyyy-MM-dd, or an instant printed in the workshop's zone. */
  issuedAt: string | Date;
  /** The customer's purchase order number, printed with the invoice's number. */
  purchaseOrder?: string | null;
  /** The day it is due under the customer's account terms (yyyy-MM-dd); absent: the workshop's payment terms. */
  dueOn?: string | null;
  /** A fresh copy of an invoice issued earlier: when it was made (the issue date stays). */
  reissuedAt?: string | Date | null;
  /** The receipt: the same invoice marked PAID (PART PAID while a balance remains), with its payments and the balance. */
  receipt?: ReceiptFacts | null;
  /** The lines the customer declined on the quote, printed after the totals as declined (not charged, not in the totals). */
  declined?: PricedLine[] | null;
}

const PRICES_INCLUDE_GST = 'Total price includes GST.';

/** The invoice as a PDF; several pages when the lines do not fit one. */
export async function renderInvoicePdf(facts: InvoiceFacts, workshop: PdfWorkshop): Promise<Buffer> {
  const title = invoiceTitle(workshop);
  const { doc, bytes } = startPdf(
    workshop,
    `${facts.receipt ? 'Receipt for ' : ''}${title} ${facts.invoiceNumber}`,
    `${facts.receipt ? 'Receipt' : title} for ${facts.customer.name}${facts.carRego ? `, ${facts.carRego}` : ''}, from ${workshop.name}`,
  );
  const reference: Array<[string, string]> = [
    ['Invoice number', facts.invoiceNumber],
    ['Issue date', printDate(facts.issuedAt, workshop.timeZone)],
  ];
  if (facts.purchaseOrder) reference.push(['Purchase order', facts.purchaseOrder]);
  if (facts.dueOn) reference.push(['Due', printDate(facts.dueOn, workshop.timeZone)]);
  if (facts.vehicle?.jobNumber) reference.push(['Job number', facts.vehicle.jobNumber]);
  if (facts.reissuedAt) reference.push(['Copy issued', printDate(facts.reissuedAt, workshop.timeZone)]);
  if (facts.receipt) reference.push(['Balance due', formatMoney(facts.receipt.balanceCents)]);
  letterhead(doc, workshop, title, reference);
  customerAndVehicle(doc, 'Bill to', facts.customer, facts.carRego, facts.vehicle);
  itemsTable(doc, facts.lines, taxMarksOf(facts.lines, showsGst(workshop, facts.gstPercent), facts.pricesIncludeGst));
  // The stamp left of the totals (the totals and the stamp kept on one page), read after them.
  if (facts.receipt) ensureSpace(doc, 100);
  const totalsTop = doc.y;
  gstTotalsBlock(doc, workshop, facts, PRICES_INCLUDE_GST);
  if (facts.receipt) paidMark(doc, totalsTop + 18, facts.receipt.balanceCents, PAGE.margin + 16);
  if (facts.notes?.trim()) paragraph(doc, 'Notes', facts.notes.trim());
  declinedWork(doc, facts.declined ?? []);
  if (facts.receipt) {
    paymentsTable(doc, facts.receipt, workshop.timeZone);
    if (facts.receipt.balanceCents === 0) paragraph(doc, 'Paid in full', 'Thank you for your payment and for your business.');
    else paragraph(doc, 'Still to pay', `${formatMoney(facts.receipt.balanceCents)} remains to pay. ${howToPay(facts.invoiceNumber, workshop, facts.issuedAt, facts.dueOn)}`);
  } else {
    // As the site's Terms say (section 4): due on completion; by transfer when the workshop has an account configured.
    paragraph(doc, 'How to pay', howToPay(facts.invoiceNumber, workshop, facts.issuedAt, facts.dueOn));
  }
  if (workshop.warranty) paragraph(doc, 'Our warranty', warrantyText(workshop, workshop.warranty), 8);
  regular(doc, 9.5).fillColor(COLORS.text).moveDown(0.5);
  tag(doc, 'P', () => doc.text(`Questions? Call us on ${workshop.phone} or reply to ${workshop.email}.`, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  finishPdf(doc, workshop);
  return bytes;
}

/** When it is due (the customer's account terms, else the workshop's payment terms), how, and the reference to pay with. */
function howToPay(invoiceNumber: string, workshop: Pick<PdfWorkshop, 'bank' | 'payId' | 'paymentTermsDays' | 'timeZone'>, issuedAt: string | Date, dueOn?: string | null): string {
  const bank = workshop.bank;
  // No-break spaces: a BSB, an account number or a PayID is never split from its label.
  const payId = workshop.payId ? `PayID to\u00a0${workshop.payId.replace(/ /g, '\u00a0')}` : null;
  const ways = bank ? `bank transfer: ${bank.accountName}, BSB\u00a0${bank.bsb}, account\u00a0${bank.accountNumber}${payId ? `, or by ${payId}` : ''}` : payId;
  const transfer = ways
    ? ` By ${ways}, with ${invoiceNumber} as the reference. We also take EFTPOS, credit cards and cash at the workshop.`
    : ` Please quote ${invoiceNumber} as the reference with your payment.`;
  const days = workshop.paymentTermsDays ?? 0;
  const due = dueOn
    ? `Payment is due by ${printDate(dueOn, workshop.timeZone)}, on your account terms.`
    : days > 0
      ? `Payment is due within ${days} days, by ${printDate(paymentDueDate(issuedAt, days, workshop.timeZone), workshop.timeZone)}.`
      : 'Payment is due on completion of the work.';
  return `${due}${transfer} Thank you for your business.`;
}
