/**
 * The adjustment note that cancels an invoice (the ATO's word for a GST credit note): numbered
 * from its own sequence (CN-000001), naming the invoice it adjusts with its number and date, the
 * invoice's lines, and its subtotal, GST and total reversed (printed negative).
 */
import { formatMoney } from '../../shared/money.js';
import { COLORS, CONTENT_WIDTH, finishPdf, letterhead, PAGE, printDate, regular, startPdf, type PdfWorkshop } from './pdf-layout.js';
import { customerAndVehicle, itemsTable, paragraph, summaryRows, taxMarksOf } from './pdf-lines.js';
import type { PricedFacts } from './priced-document.entity.js';
import { tag } from './pdf-tags.js';

export interface AdjustmentNoteFacts extends Pick<PricedFacts, 'customer' | 'carRego' | 'lines' | 'vehicle'> {
  /** e.g. CN-000001 */
  creditNoteNumber: string;
  issuedAt: string | Date;
  /** The invoice it cancels: its number, title and issue date. */
  invoiceNumber: string;
  invoiceTitle: string;
  invoiceIssuedAt: string | Date;
  /** The invoice's amounts (positive); printed reversed. */
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  gstLabel: string;
  /** What was paid on the invoice (0 when nothing was). */
  amountPaidCents: number;
  /** Whether the invoice's prices include GST (its taxable lines are marked when it mixes them with GST-free ones); absent: no marks. */
  pricesIncludeGst?: boolean;
}

/** −$1,234.56 (a true minus sign); $0.00 stays unsigned. */
function negativeMoney(cents: number): string {
  return cents === 0 ? formatMoney(0) : `\u2212${formatMoney(cents)}`;
}

export async function renderAdjustmentNotePdf(facts: AdjustmentNoteFacts, workshop: PdfWorkshop): Promise<Buffer> {
  const title = 'Adjustment Note';
  const { doc, bytes } = startPdf(workshop, `${title} ${facts.creditNoteNumber}`, `${title} cancelling ${facts.invoiceNumber}, from ${workshop.name}`);
  letterhead(doc, workshop, title, [
    ['Adjustment note', facts.creditNoteNumber],
    ['Date', printDate(facts.issuedAt, workshop.timeZone)],
    ['Adjusts', facts.invoiceNumber],
    ['Invoice date', printDate(facts.invoiceIssuedAt, workshop.timeZone)],
  ]);
  customerAndVehicle(doc, 'Customer', facts.customer, facts.carRego, facts.vehicle);
  regular(doc, 9.5).fillColor(COLORS.text);
  tag(doc, 'P', () =>
    doc.text(`This adjustment note cancels ${facts.invoiceTitle.toLowerCase()} ${facts.invoiceNumber} in full. The lines below are the ones it charged.`, PAGE.margin, doc.y, {
      width: CONTENT_WIDTH,
    }),
  );
  doc.moveDown(0.6);
  itemsTable(doc, facts.lines, facts.pricesIncludeGst === undefined ? null : taxMarksOf(facts.lines, facts.gstCents > 0, facts.pricesIncludeGst));
  doc.moveDown(0.6);
  summaryRows(doc, [
    ['Subtotal adjusted (excl. GST)', negativeMoney(facts.subtotalCents), false],
    [`GST adjusted (${facts.gstLabel})`, negativeMoney(facts.gstCents), false],
    ['Total adjusted (incl. GST)', negativeMoney(facts.totalCents), true],
  ]);
  const paid =
    facts.amountPaidCents > 0
      ? `You paid ${formatMoney(facts.amountPaidCents)} on this invoice: we will refund it or credit it to your account, as agreed with you.`
      : 'Nothing is owed on this invoice.';
  paragraph(doc, 'What this means', `${facts.invoiceNumber} is cancelled and no longer payable. ${paid}`);
  regular(doc, 9.5).fillColor(COLORS.text).moveDown(0.5);
  tag(doc, 'P', () => doc.text(`Questions? Call us on ${workshop.phone} or reply to ${workshop.email}.`, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  finishPdf(doc, workshop);
  return bytes;
}
