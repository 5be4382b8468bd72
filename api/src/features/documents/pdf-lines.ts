/** The priced lines and totals block shared by the quote and the invoice PDFs. */
import { documentTotals, formatMoney, lineAmount, lineTaxable, type DocumentTotals, type PricedLine } from '../../shared/money.js';
import { band, bold, COLORS, CONTENT_WIDTH, ensureSpace, LABEL_GAP, line as textLine, PAGE, regular, sectionHeading, type Pdf } from './pdf-layout.js';
import { CELL_PAD, tableHeader, tableRow, type TableColumn } from './pdf-table.js';
import { group, tag } from './pdf-tags.js';
import { printKm, vehicleDescription, type VehicleFacts } from './vehicle-facts.js';

export type { PricedLine };

const COLUMNS: readonly TableColumn<'description' | 'quantity' | 'unit' | 'amount'>[] = [
  { key: 'description', label: 'Description', width: CONTENT_WIDTH - 250, align: 'left' },
  { key: 'quantity', label: 'Qty', width: 50, align: 'right' },
  { key: 'unit', label: 'Unit price', width: 95, align: 'right' },
  { key: 'amount', label: 'Amount', width: 105, align: 'right' },
];

function percentLabel(gstPercent: number): string {
  return `${String(gstPercent)}%`;
}

/** How a table marks its taxable lines (see taxMarksOf). */
export interface TaxMarks {
  pricesIncludeGst: boolean;
}

const TAX_MARK = '*';

/**
 * Whether a document marks its taxable lines: when it charges GST and mixes taxable and GST-free
 * lines, each taxable line's amount is marked, and a legend says what the mark means (a tax
 * invoice must show which items are taxable). Null (no marks) when every line is alike.
 */
export function taxMarksOf(lines: readonly PricedLine[], chargesGst: boolean, pricesIncludeGst: boolean): TaxMarks | null {
  if (!chargesGst) return null;
  const taxable = lines.filter(lineTaxable).length;
  return taxable > 0 && taxable < lines.length ? { pricesIncludeGst } : null;
}

/** What the mark means, under the table. */
function taxMarkLegend(marks: TaxMarks): string {
  return marks.pricesIncludeGst ? `${TAX_MARK} Taxable item: the price includes GST.` : `${TAX_MARK} Taxable item: GST is added to the price.`;
}

/**
 * Description, quantity, unit price and amount of every line; the header repeats on each new page.
 * With `marks`, each taxable line's amount carries the mark and the legend follows the table.
 */
export function itemsTable(doc: Pdf, lines: readonly PricedLine[], marks: TaxMarks | null = null): void {
  group(doc, 'Table', () => itemRows(doc, lines, marks));
  if (!marks) return;
  ensureSpace(doc, 16);
  regular(doc, 8).fillColor(COLORS.muted);
  tag(doc, 'P', () => doc.text(taxMarkLegend(marks), PAGE.margin, doc.y + 2, { width: CONTENT_WIDTH, align: 'right' }));
  doc.fillColor(COLORS.text);
  doc.x = PAGE.margin;
}

function itemRows(doc: Pdf, lines: readonly PricedLine[], marks: TaxMarks | null): void {
  tableHeader(doc, COLUMNS);
  // An unmarked amount ends where a marked one's digits end, so the column's cents line up.
  const markWidth = marks ? regular(doc, 9).widthOfString(TAX_MARK) : 0;
  for (const line of lines) {
    const marked = marks !== null && lineTaxable(line);
    const cells = {
      description: line.description,
      quantity: String(line.quantity),
      unit: formatMoney(line.unitPriceCents),
      amount: `${formatMoney(lineAmount(line.quantity, line.unitPriceCents))}${marked ? TAX_MARK : ''}`,
    };
    tableRow(doc, COLUMNS, cells, { amount: marks && !marked ? markWidth : 0 });
  }
}

interface TotalsOptions {
  gstPercent: number;
  pricesIncludeGst: boolean;
  /** The small print under the totals. */
  note: string;
  /** False (a workshop not registered for GST, charging none): the total alone, no GST lines. */
  showGst?: boolean;
}

/** Whether a document shows GST: always from a registered workshop, and whenever it charged some. */
export function showsGst(workshop: { gstRegistered?: boolean }, gstPercent: number): boolean {
  return workshop.gstRegistered !== false || gstPercent > 0;
}

/**
 * A priced document's totals with the GST note under them: none charged (the workshop is not
 * registered and charges none), included (`includedNote`, each document's own words) or added.
 */
export function gstTotalsBlock(
  doc: Pdf,
  workshop: { name: string; gstRegistered?: boolean },
  facts: { lines: readonly PricedLine[]; gstPercent: number; pricesIncludeGst: boolean },
  includedNote: string,
): DocumentTotals {
  const showGst = showsGst(workshop, facts.gstPercent);
  return totalsBlock(doc, facts.lines, {
    gstPercent: facts.gstPercent,
    pricesIncludeGst: facts.pricesIncludeGst,
    showGst,
    note: !showGst
      ? `No GST is charged: ${workshop.name} is not registered for GST.`
      : facts.pricesIncludeGst
        ? includedNote
        : `Prices shown exclude GST; GST of ${percentLabel(facts.gstPercent)} is added to the subtotal.`,
  });
}

/**
 * Subtotal, GST and total of the lines, computed by the money module (one rounding per
 * document), right-aligned under the table. Answers the totals it printed.
 */
function totalsBlock(doc: Pdf, lines: readonly PricedLine[], options: TotalsOptions): DocumentTotals {
  const totals = documentTotals(lines, { gstPercent: options.gstPercent, pricesIncludeGst: options.pricesIncludeGst });
  const gst = percentLabel(options.gstPercent);
  const rows: Array<[string, string, boolean]> =
    options.showGst === false
      ? [['Total', formatMoney(totals.totalCents), true]]
      : [
          ['Subtotal (excl. GST)', formatMoney(totals.subtotalCents), false],
          [options.pricesIncludeGst ? `GST (${gst}) included` : `GST (${gst})`, formatMoney(totals.gstCents), false],
          ['Total (incl. GST)', formatMoney(totals.totalCents), true],
        ];
  ensureSpace(doc, rows.length * 18 + 30);
  doc.moveDown(0.6);
  summaryRows(doc, rows);
  regular(doc, 8).fillColor(COLORS.muted);
  tag(doc, 'P', () => doc.text(options.note, PAGE.margin, doc.y + 2, { width: CONTENT_WIDTH, align: 'right' }));
  doc.fillColor(COLORS.text);
  return totals;
}

/** Label and value rows at the right under a table (totals, payments), the strong one on a band; from the cursor down. */
export function summaryRows(doc: Pdf, rows: ReadonlyArray<readonly [label: string, value: string, strong: boolean]>): void {
  const labelX = PAGE.margin + CONTENT_WIDTH - 300;
  group(doc, 'Table', () => {
    for (const [label, value, strong] of rows) {
      const y = doc.y;
      if (strong) band(doc, labelX, y - 3, 300, 20);
      const font = () => (strong ? bold(doc, 10.5) : regular(doc, 9.5)).fillColor(COLORS.text);
      group(doc, 'TR', () => {
        tag(doc, 'TH', () => textLine(font(), label, labelX + CELL_PAD, y + (strong ? 1 : 0), 190, 'right'), { scope: 'Row' });
        tag(doc, 'TD', () => textLine(font(), value, labelX + 195, y + (strong ? 1 : 0), 105 - CELL_PAD, 'right'));
      });
      doc.x = PAGE.margin;
      doc.y = y + (strong ? 22 : 16);
    }
  });
}

/** A headed paragraph (notes, validity, payment, warranty). */
export function paragraph(doc: Pdf, heading: string, text: string, size = 9.5): void {
  doc.moveDown(0.8);
  sectionHeading(doc, heading);
  tag(doc, 'P', () => regular(doc, size).fillColor(COLORS.text).text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
}

/** The vehicle's rows as printed: rego, then make and model, odometer and VIN when known. */
function vehicleRows(carRego: string, vehicle: VehicleFacts | null | undefined): Array<[string, string]> {
  const rows: Array<[string, string]> = [['Rego', carRego || 'Not given']];
  const described = vehicleDescription(vehicle);
  if (described) rows.push(['Vehicle', described]);
  if (vehicle?.odometerKm != null) rows.push(['Odometer', printKm(vehicle.odometerKm)]);
  if (vehicle?.vin) rows.push(['VIN', vehicle.vin]);
  return rows;
}

/** The customer (left: a heading, the name in bold, contact lines) and the vehicle (right: each known detail beside its label), side by side. */
export function customerAndVehicle(
  doc: Pdf,
  heading: string,
  customer: { name: string; email?: string | null; phone?: string | null; company?: string | null; abn?: string | null },
  carRego: string,
  vehicle?: VehicleFacts | null,
): void {
  const top = doc.y;
  const half = CONTENT_WIDTH / 2;
  sectionHeading(doc, heading);
  // A business first, by its name, then the person (attention of) and the ABN.
  if (customer.company) tag(doc, 'P', () => bold(doc, 10.5).text(customer.company!, { width: half - 10 }));
  tag(doc, 'P', () => (customer.company ? regular(doc, 9.5).fillColor(COLORS.text) : bold(doc, 10.5)).text(customer.company ? `Attn: ${customer.name}` : customer.name, { width: half - 10 }));
  regular(doc, 9).fillColor(COLORS.muted);
  for (const line of [customer.abn ? `ABN ${customer.abn}` : null, customer.email, customer.phone].filter((l): l is string => Boolean(l))) tag(doc, 'P', () => doc.text(line, { width: half - 10 }));
  const leftBottom = doc.y;
  doc.fillColor(COLORS.accent);
  tag(doc, 'H2', () => bold(doc, 9).text('VEHICLE', PAGE.margin + half, top, { width: half, characterSpacing: 0.6 }), { actual: 'Vehicle' });
  doc.moveDown(0.25);
  group(doc, 'Table', () => {
    for (const [label, value] of vehicleRows(carRego, vehicle)) {
      const y = doc.y;
      let bottom = y;
      // The value just after its label, so text extraction reads them as one line.
      const labelWidth = regular(doc, 9).widthOfString(label) + LABEL_GAP;
      group(doc, 'TR', () => {
        tag(doc, 'TH', () => textLine(regular(doc, 9).fillColor(COLORS.muted), label, PAGE.margin + half, y + 1, labelWidth), { scope: 'Row' });
        tag(doc, 'TD', () => {
          (label === 'Rego' ? bold(doc, 10.5) : regular(doc, 9.5)).fillColor(COLORS.text).text(value, PAGE.margin + half + labelWidth, y, { width: half - labelWidth });
          bottom = doc.y;
        });
      });
      doc.y = bottom + 1;
    }
  });
  doc.x = PAGE.margin;
  doc.y = Math.max(leftBottom, doc.y) + 16;
}
