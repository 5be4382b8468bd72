/**
 * A purchase order as the supplier receives it: its number and date, the supplier, every line
 * (part number and description, quantity, cost of one, amount) and the total excluding GST, the
 * note to the supplier, and where to deliver (the workshop's letterhead).
 */
import { formatMoney } from '../../shared/money.js';
import type { PricedLine } from '../../shared/priced-document.js';
import { bold, COLORS, CONTENT_WIDTH, finishPdf, letterhead, PAGE, printDate, regular, sectionHeading, startPdf, type PdfWorkshop } from './pdf-layout.js';
import { itemsTable, paragraph, summaryRows } from './pdf-lines.js';
import { tag } from './pdf-tags.js';

export interface PurchaseOrderFacts {
  /** e.g. PO-000012 */
  poNumber: string;
  date: string | Date;
  supplier: { name: string; email: string | null };
  lines: ReadonlyArray<{ partNumber: string; description: string; quantity: number; unitCostCents: number }>;
  totalCents: number;
  notes: string | null;
}

export async function renderPurchaseOrderPdf(facts: PurchaseOrderFacts, workshop: PdfWorkshop): Promise<Buffer> {
  const title = 'Purchase Order';
  const { doc, bytes } = startPdf(workshop, `${title} ${facts.poNumber}`, `${title} ${facts.poNumber} from ${workshop.name} to ${facts.supplier.name}`);
  letterhead(doc, workshop, title, [
    ['Order', facts.poNumber],
    ['Date', printDate(facts.date, workshop.timeZone)],
  ]);
  sectionHeading(doc, 'Supplier');
  tag(doc, 'P', () => bold(doc, 10.5).fillColor(COLORS.text).text(facts.supplier.name, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  if (facts.supplier.email) tag(doc, 'P', () => regular(doc, 9).fillColor(COLORS.muted).text(facts.supplier.email ?? '', { width: CONTENT_WIDTH }));
  doc.fillColor(COLORS.text).moveDown(0.8);
  const lines: PricedLine[] = facts.lines.map((l) => ({ description: `${l.partNumber} · ${l.description}`, quantity: l.quantity, unitPriceCents: l.unitCostCents }));
  itemsTable(doc, lines);
  doc.moveDown(0.6);
  summaryRows(doc, [['Total (excl. GST)', formatMoney(facts.totalCents), true]]);
  if (facts.notes) paragraph(doc, 'Note', facts.notes);
  paragraph(
    doc,
    'Delivery and invoice',
    `Please deliver to ${workshop.address} and quote ${facts.poNumber} on your delivery docket and invoice. Questions about this order: call ${workshop.phone} or reply to ${workshop.email}.`,
  );
  finishPdf(doc, workshop);
  return bytes;
}
