/**
 * An account customer's monthly statement: the business billed (name, ABN, account terms), the
 * balance brought forward, the month's invoices, payments and adjustment notes with the running
 * balance, the closing balance, and its ageing in four boxes (current / 30 / 60 / 90+ days overdue).
 */
import { formatMoney } from '../../shared/money.js';
import { band, bold, COLORS, CONTENT_WIDTH, ensureSpace, finishPdf, letterhead, PAGE, printDate, regular, rule, sectionHeading, startPdf, type Pdf, type PdfWorkshop } from './pdf-layout.js';
import { group, tag } from './pdf-tags.js';

export interface StatementFacts {
  /** e.g. "November 2026" */
  monthLabel: string;
  /** The month's first and last days, yyyy-MM-dd. */
  from: string;
  to: string;
  /** The business billed (the customer's name when it has no business name) and the person. */
  billTo: { name: string; contact: string | null; email: string | null; abn: string | null };
  /** e.g. "30 days end of month", or null */
  terms: string | null;
  openingCents: number;
  lines: Array<{ date: string; reference: string; description: string; chargeCents: number; creditCents: number; balanceCents: number }>;
  invoicedCents: number;
  paidCents: number;
  adjustedCents: number;
  closingCents: number;
  ageing: { currentCents: number; days30Cents: number; days60Cents: number; days90Cents: number };
}

const COLUMNS = [
  { label: 'Date', width: 62, align: 'left' },
  { label: 'Reference', width: 70, align: 'left' },
  { label: 'Details', width: 171, align: 'left' },
  { label: 'Charges', width: 62, align: 'right' },
  { label: 'Credits', width: 62, align: 'right' },
  { label: 'Balance', width: 68, align: 'right' },
] as const;

function row(doc: Pdf, cells: string[], y: number, header: boolean, strong = false): number {
  let x = PAGE.margin;
  const height = Math.max(12, ...cells.map((c, i) => regular(doc, 8.5).heightOfString(c, { width: COLUMNS[i]!.width - 4 })));
  group(doc, 'TR', () => {
    cells.forEach((cell, i) => {
      const col = COLUMNS[i]!;
      const font = header || strong ? bold(doc, 8.5) : regular(doc, 8.5);
      font.fillColor(header ? COLORS.muted : COLORS.text);
      tag(doc, header ? 'TH' : 'TD', () => doc.text(cell, x, y, { width: col.width - 4, align: col.align }), header ? { scope: 'Column' } : undefined);
      x += col.width;
    });
  });
  return y + height + 4;
}

function linesTable(doc: Pdf, facts: StatementFacts): void {
  group(doc, 'Table', () => {
    const headY = doc.y;
    band(doc, PAGE.margin, headY - 3, CONTENT_WIDTH, 16);
    doc.y = row(doc, COLUMNS.map((c) => c.label), headY, true);
    doc.y = row(doc, [printDate(facts.from, 'UTC'), '', 'Balance brought forward', '', '', formatMoney(facts.openingCents)], doc.y + 2, false, true);
    rule(doc, doc.y - 2);
    for (const l of facts.lines) {
      if (ensureSpace(doc, 24)) doc.y = row(doc, COLUMNS.map((c) => c.label), doc.y, true);
      const y = row(doc, [printDate(l.date, 'UTC'), l.reference, l.description, l.chargeCents ? formatMoney(l.chargeCents) : '', l.creditCents ? formatMoney(l.creditCents) : '', formatMoney(l.balanceCents)], doc.y + 2, false);
      doc.y = y;
      rule(doc, doc.y - 2);
    }
    ensureSpace(doc, 20);
    doc.y = row(doc, [printDate(facts.to, 'UTC'), '', 'Closing balance', formatMoney(facts.invoicedCents), formatMoney(facts.paidCents + facts.adjustedCents), formatMoney(facts.closingCents)], doc.y + 2, false, true);
  });
  doc.x = PAGE.margin;
  doc.moveDown(0.8);
}

function ageingBoxes(doc: Pdf, ageing: StatementFacts['ageing'], closingCents: number): void {
  ensureSpace(doc, 60);
  const boxes: Array<[string, number]> = [
    ['Current', ageing.currentCents],
    ['30+ days overdue', ageing.days30Cents],
    ['60+ days overdue', ageing.days60Cents],
    ['90+ days overdue', ageing.days90Cents],
    ['Total owing', closingCents],
  ];
  const gap = 6;
  const width = (CONTENT_WIDTH - gap * (boxes.length - 1)) / boxes.length;
  const y = doc.y;
  group(doc, 'Table', () => {
    group(doc, 'TR', () =>
      boxes.forEach(([label], i) => tag(doc, 'TH', () => bold(doc, 8).fillColor(COLORS.muted).text(label, PAGE.margin + i * (width + gap), y + 6, { width, align: 'center' }), { scope: 'Column' })),
    );
    group(doc, 'TR', () =>
      boxes.forEach(([, cents], i) => {
        const x = PAGE.margin + i * (width + gap);
        band(doc, x, y + 18, width, 22);
        tag(doc, 'TD', () => bold(doc, 11).fillColor(i === boxes.length - 1 ? COLORS.accent : COLORS.text).text(formatMoney(cents), x, y + 24, { width, align: 'center' }));
      }),
    );
  });
  doc.x = PAGE.margin;
  doc.y = y + 50;
}

function paragraph(doc: Pdf, text: string, size = 9, color: string = COLORS.muted): void {
  tag(doc, 'P', () => regular(doc, size).fillColor(color).text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  doc.moveDown(0.3);
}

/** The statement as an A4 PDF. */
export async function renderStatementPdf(facts: StatementFacts, workshop: PdfWorkshop): Promise<Buffer> {
  const title = `Statement ${facts.monthLabel} ${facts.billTo.name}`;
  const { doc, bytes } = startPdf(workshop, title, `Account statement for ${facts.billTo.name}, ${facts.monthLabel}`);
  letterhead(doc, workshop, 'Statement', [
    ['Period', `${printDate(facts.from, 'UTC')} to ${printDate(facts.to, 'UTC')}`],
    ['Amount owing', formatMoney(facts.closingCents)],
    ...(facts.terms ? ([['Terms', facts.terms]] as Array<[string, string]>) : []),
  ]);
  sectionHeading(doc, 'Account');
  tag(doc, 'P', () => bold(doc, 11).fillColor(COLORS.text).text(facts.billTo.name, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  const details = [facts.billTo.abn ? `ABN ${facts.billTo.abn}` : null, facts.billTo.contact ? `Attention: ${facts.billTo.contact}` : null, facts.billTo.email].filter((l): l is string => Boolean(l));
  for (const d of details) paragraph(doc, d, 9, COLORS.text);
  doc.moveDown(0.5);

  sectionHeading(doc, `Activity in ${facts.monthLabel}`);
  if (!facts.lines.length) paragraph(doc, 'No invoices, payments or adjustment notes this month.');
  linesTable(doc, facts);

  sectionHeading(doc, 'Ageing of the amount owing');
  ageingBoxes(doc, facts.ageing, facts.closingCents);
  paragraph(doc, 'Aged by each invoice’s due date as at the last day of the period. Payments made after that day are not shown here.');
  finishPdf(doc, workshop);
  return bytes;
}
