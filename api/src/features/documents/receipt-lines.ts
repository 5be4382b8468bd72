/**
 * What turns an invoice PDF into its receipt: a PAID mark beside the title (PART PAID while a
 * balance remains), the payments received (date, method, reference, amount) and the balance.
 */
import { formatMoney } from '../../shared/money.js';
import { band, bold, COLORS, CONTENT_WIDTH, ensureSpace, line, PAGE, printDate, regular, sectionHeading, type Pdf } from './pdf-layout.js';
import { artifact, group, tag } from './pdf-tags.js';
import { summaryRows } from './pdf-lines.js';

interface ReceiptPayment {
  /** yyyy-MM-dd, the day it was paid. */
  paidOn: string;
  /** As staff read it, e.g. 'EFTPOS/card'. */
  method: string;
  reference: string | null;
  amountCents: number;
}

export interface ReceiptFacts {
  /** The payments that count (reversed ones left out), oldest first. */
  payments: ReceiptPayment[];
  amountPaidCents: number;
  balanceCents: number;
}

const PAID_GREEN = '#1e7b34';

/** A green PAID stamp (PART PAID while `balanceCents` remains) at the top right of the first page, beside the customer and vehicle. */
export function paidMark(doc: Pdf, top: number, balanceCents = 0, left?: number): void {
  const label = balanceCents > 0 ? 'PART PAID' : 'PAID';
  const width = balanceCents > 0 ? 180 : 110;
  const height = 38;
  const x = left ?? PAGE.margin + CONTENT_WIDTH - width;
  const { x: keepX, y: keepY } = doc;
  doc.save();
  doc.rotate(-8, { origin: [x + width / 2, top + height / 2] });
  artifact(doc, () => doc.roundedRect(x, top, width, height, 4).lineWidth(2.5).strokeColor(PAID_GREEN).stroke());
  bold(doc, 24).fillColor(PAID_GREEN);
  // Read right after the title and references: the invoice is paid (or part paid).
  tag(doc, 'P', () => doc.text(label, x, top + 8, { width, align: 'center', lineBreak: false }));
  doc.restore();
  doc.fillColor(COLORS.text);
  // The stamp sits over the page: what follows starts where it would have.
  doc.x = keepX;
  doc.y = keepY;
}

const COLUMNS = [
  { label: 'Date', width: 90, align: 'left' },
  { label: 'Method', width: 120, align: 'left' },
  { label: 'Reference', width: CONTENT_WIDTH - 315, align: 'left' },
  { label: 'Amount', width: 105, align: 'right' },
] as const;

/** The payments received, then what they add up to and the balance due. */
export function paymentsTable(doc: Pdf, receipt: ReceiptFacts, timeZone: string): void {
  doc.moveDown(0.8);
  sectionHeading(doc, 'Payments received');
  ensureSpace(doc, 22 + receipt.payments.length * 16 + 44);
  let y = doc.y;
  band(doc, PAGE.margin, y, CONTENT_WIDTH, 18);
  const row = (cells: string[], type: 'TH' | 'TD', rowY: number) =>
    group(doc, 'TR', () => {
      let x = PAGE.margin;
      COLUMNS.forEach((col, i) => {
        const at = x;
        tag(doc, type, () => line(doc, cells[i], at + 5, rowY, col.width - 10, col.align), type === 'TH' ? { scope: 'Column' } : {});
        x += col.width;
      });
    });
  group(doc, 'Table', () => {
    bold(doc, 8.5).fillColor(COLORS.text);
    row(
      COLUMNS.map((c) => c.label),
      'TH',
      y + 5,
    );
    y += 22;
    for (const p of receipt.payments) {
      doc.y = y;
      // Many payments run onto the next page.
      if (ensureSpace(doc, 16)) y = doc.y;
      regular(doc, 9).fillColor(COLORS.text);
      row([printDate(p.paidOn, timeZone), p.method, p.reference ?? '', formatMoney(p.amountCents)], 'TD', y);
      y += 16;
    }
  });
  doc.x = PAGE.margin;
  doc.y = y;
  summaryRows(doc, [
    ['Amount paid', formatMoney(receipt.amountPaidCents), false],
    ['Balance due', formatMoney(receipt.balanceCents), true],
  ]);
}
