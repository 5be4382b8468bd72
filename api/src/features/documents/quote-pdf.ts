/** The quote a customer receives: items, quantities, unit prices, subtotal, GST, total, notes and validity. */
import { documentTotals, formatMoney, lineAmount } from '../../shared/money.js';
import {
  bold,
  COLORS,
  CONTENT_WIDTH,
  ensureSpace,
  finishPdf,
  letterhead,
  line as textLine,
  PAGE,
  printDate,
  regular,
  sectionHeading,
  startPdf,
  type Pdf,
  type PdfWorkshop,
} from './pdf-layout.js';

export interface QuoteLine {
  description: string;
  quantity: number;
  unitCents: number;
}

export interface QuoteFacts {
  /** e.g. Q000123 */
  quoteNumber: string;
  /** yyyy-MM-dd, or an instant printed in the workshop's zone */
  issuedAt: string | Date;
  validUntil: string | Date;
  customer: { name: string; email: string; phone?: string | null };
  carRego: string;
  lines: QuoteLine[];
  notes?: string | null;
  gstPercent: number;
  pricesIncludeGst: boolean;
  /** The customer's online approval page, printed when given. */
  approvalUrl?: string | null;
}

const COLUMNS = [
  { key: 'description', label: 'Description', width: CONTENT_WIDTH - 250, align: 'left' },
  { key: 'quantity', label: 'Qty', width: 50, align: 'right' },
  { key: 'unit', label: 'Unit price', width: 95, align: 'right' },
  { key: 'amount', label: 'Amount', width: 105, align: 'right' },
] as const;
const CELL_PAD = 5;

export function percentLabel(gstPercent: number): string {
  return `${String(gstPercent)}%`;
}

function tableHeader(doc: Pdf): void {
  const y = doc.y;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill(COLORS.band);
  bold(doc, 8.5).fillColor(COLORS.text);
  let x = PAGE.margin;
  for (const col of COLUMNS) {
    textLine(doc, col.label, x + CELL_PAD, y + 5, col.width - 2 * CELL_PAD, col.align);
    x += col.width;
  }
  doc.x = PAGE.margin;
  doc.y = y + 22;
}

function itemsTable(doc: Pdf, lines: QuoteLine[]): void {
  tableHeader(doc);
  regular(doc, 9);
  for (const line of lines) {
    const cells = {
      description: line.description,
      quantity: String(line.quantity),
      unit: formatMoney(line.unitCents),
      amount: formatMoney(lineAmount(line.quantity, line.unitCents)),
    };
    regular(doc, 9);
    const height = doc.heightOfString(cells.description, { width: COLUMNS[0].width - 2 * CELL_PAD }) + 8;
    if (ensureSpace(doc, height)) {
      tableHeader(doc);
      regular(doc, 9);
    }
    const y = doc.y;
    let x = PAGE.margin;
    doc.fillColor(COLORS.text);
    for (const col of COLUMNS) {
      if (col.key === 'description') doc.text(cells.description, x + CELL_PAD, y + 3, { width: col.width - 2 * CELL_PAD });
      else textLine(doc, cells[col.key], x + CELL_PAD, y + 3, col.width - 2 * CELL_PAD, col.align);
      x += col.width;
    }
    doc
      .moveTo(PAGE.margin, y + height)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y + height)
      .lineWidth(0.4)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.x = PAGE.margin;
    doc.y = y + height + 1;
  }
}

function totalsBlock(doc: Pdf, facts: QuoteFacts): void {
  const totals = documentTotals(facts.lines, { gstPercent: facts.gstPercent, pricesIncludeGst: facts.pricesIncludeGst });
  const gst = percentLabel(facts.gstPercent);
  const rows: Array<[string, string, boolean]> = facts.pricesIncludeGst
    ? [
        ['Subtotal (excl. GST)', formatMoney(totals.subtotalCents), false],
        [`GST (${gst}) included`, formatMoney(totals.gstCents), false],
        ['Total (incl. GST)', formatMoney(totals.totalCents), true],
      ]
    : [
        ['Subtotal (excl. GST)', formatMoney(totals.subtotalCents), false],
        [`GST (${gst})`, formatMoney(totals.gstCents), false],
        ['Total (incl. GST)', formatMoney(totals.totalCents), true],
      ];
  ensureSpace(doc, rows.length * 18 + 30);
  doc.moveDown(0.6);
  const labelX = PAGE.margin + CONTENT_WIDTH - 300;
  for (const [label, value, strong] of rows) {
    const y = doc.y;
    if (strong) doc.rect(labelX, y - 3, 300, 20).fill(COLORS.band);
    (strong ? bold(doc, 10.5) : regular(doc, 9.5)).fillColor(COLORS.text);
    textLine(doc, label, labelX + CELL_PAD, y + (strong ? 1 : 0), 190, 'right');
    textLine(doc, value, labelX + 195, y + (strong ? 1 : 0), 105 - CELL_PAD, 'right');
    doc.x = PAGE.margin;
    doc.y = y + (strong ? 22 : 16);
  }
  regular(doc, 8).fillColor(COLORS.muted);
  doc.text(
    facts.pricesIncludeGst ? 'Prices shown include GST.' : `Prices shown exclude GST; GST of ${gst} is added to the subtotal.`,
    PAGE.margin,
    doc.y + 2,
    { width: CONTENT_WIDTH, align: 'right' },
  );
  doc.fillColor(COLORS.text);
}

function paragraph(doc: Pdf, heading: string, text: string): void {
  doc.moveDown(0.8);
  sectionHeading(doc, heading);
  regular(doc, 9.5).fillColor(COLORS.text).text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
}

/** The quote as a PDF; several pages when the items do not fit one. */
export async function renderQuotePdf(facts: QuoteFacts, workshop: PdfWorkshop): Promise<Buffer> {
  const { doc, bytes } = startPdf(workshop, `Quote ${facts.quoteNumber}`);
  letterhead(doc, workshop, 'QUOTE', [
    ['Quote', facts.quoteNumber],
    ['Issued', printDate(facts.issuedAt, workshop.timeZone)],
    ['Valid until', printDate(facts.validUntil, workshop.timeZone)],
  ]);

  const top = doc.y;
  const half = CONTENT_WIDTH / 2;
  sectionHeading(doc, 'Prepared for');
  bold(doc, 10.5).text(facts.customer.name, { width: half - 10 });
  regular(doc, 9).fillColor(COLORS.muted);
  for (const line of [facts.customer.email, facts.customer.phone].filter((l): l is string => Boolean(l))) doc.text(line, { width: half - 10 });
  const leftBottom = doc.y;
  doc.fillColor(COLORS.accent);
  bold(doc, 9).text('VEHICLE', PAGE.margin + half, top, { width: half, characterSpacing: 0.6 });
  doc.moveDown(0.25);
  bold(doc, 10.5).fillColor(COLORS.text).text(facts.carRego, PAGE.margin + half, doc.y, { width: half });
  doc.x = PAGE.margin;
  doc.y = Math.max(leftBottom, doc.y) + 16;

  itemsTable(doc, facts.lines);
  totalsBlock(doc, facts);
  if (facts.notes?.trim()) paragraph(doc, 'Notes', facts.notes.trim());
  paragraph(
    doc,
    'Validity',
    `This quote is valid until ${printDate(facts.validUntil, workshop.timeZone)}. Work starts only once you approve it; ` +
      'any extra work found during the job is quoted to you first.',
  );
  if (facts.approvalUrl) {
    doc.moveDown(0.5);
    regular(doc, 9.5).text('Approve or decline this quote online: ', { continued: true });
    doc.fillColor(COLORS.accent).text(facts.approvalUrl, { link: facts.approvalUrl, underline: true });
    doc.fillColor(COLORS.text);
  }
  regular(doc, 9.5).moveDown(0.5);
  doc.text(`Questions? Call us on ${workshop.phone} or reply to ${workshop.email}.`, PAGE.margin, doc.y, { width: CONTENT_WIDTH });

  finishPdf(doc, workshop);
  return bytes;
}
