/**
 * The work the customer declined on the quote, printed on the invoice after its totals: each line
 * with its quoted price, marked declined, so the customer has in writing what was recommended and
 * not done. None of it is charged or counted in the totals.
 */
import { formatMoney, lineAmount, type PricedLine } from '../../shared/money.js';
import { band, bold, COLORS, CONTENT_WIDTH, ensureSpace, line as textLine, PAGE, regular, sectionHeading, type Pdf } from './pdf-layout.js';
import { artifact, group, tag } from './pdf-tags.js';

const DECLINED_HEADING = 'Declined recommended work';
const DECLINED_NOTE = 'We recommended this work and quoted for it; you declined it, so it was not done and is not charged on this invoice. Please ask us whenever you would like it done.';

const COLUMNS = [
  { key: 'description', label: 'Description', width: CONTENT_WIDTH - 200, align: 'left' },
  { key: 'price', label: 'Quoted price', width: 110, align: 'right' },
  { key: 'status', label: 'Status', width: 90, align: 'right' },
] as const;
const CELL_PAD = 5;

function header(doc: Pdf, repeated: boolean): void {
  const y = doc.y;
  band(doc, PAGE.margin, y, CONTENT_WIDTH, 18);
  const draw = () => {
    bold(doc, 8.5).fillColor(COLORS.text);
    let x = PAGE.margin;
    for (const col of COLUMNS) {
      const at = x;
      if (repeated) textLine(doc, col.label, at + CELL_PAD, y + 5, col.width - 2 * CELL_PAD, col.align);
      else tag(doc, 'TH', () => textLine(doc, col.label, at + CELL_PAD, y + 5, col.width - 2 * CELL_PAD, col.align), { scope: 'Column' });
      x += col.width;
    }
  };
  if (repeated) artifact(doc, draw, 'Pagination');
  else group(doc, 'TR', draw);
  doc.x = PAGE.margin;
  doc.y = y + 22;
}

/** The section (nothing when no line was declined). */
export function declinedWork(doc: Pdf, lines: readonly PricedLine[]): void {
  if (!lines.length) return;
  doc.moveDown(0.8);
  sectionHeading(doc, DECLINED_HEADING);
  tag(doc, 'P', () => regular(doc, 8.5).fillColor(COLORS.muted).text(DECLINED_NOTE, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  doc.fillColor(COLORS.text).moveDown(0.4);
  group(doc, 'Table', () => {
    header(doc, false);
    for (const item of lines) {
      const cells = {
        description: item.quantity === 1 ? item.description : `${item.description} (× ${item.quantity})`,
        price: formatMoney(lineAmount(item.quantity, item.unitPriceCents)),
        status: 'Declined',
      };
      regular(doc, 9);
      const height = doc.heightOfString(cells.description, { width: COLUMNS[0].width - 2 * CELL_PAD }) + 8;
      if (ensureSpace(doc, height)) header(doc, true);
      const y = doc.y;
      regular(doc, 9).fillColor(COLORS.text);
      group(doc, 'TR', () => {
        let x = PAGE.margin;
        for (const col of COLUMNS) {
          const at = x;
          if (col.key === 'description') tag(doc, 'TD', () => doc.text(cells.description, at + CELL_PAD, y + 3, { width: col.width - 2 * CELL_PAD }));
          else tag(doc, 'TD', () => textLine(doc, cells[col.key], at + CELL_PAD, y + 3, col.width - 2 * CELL_PAD, col.align));
          x += col.width;
        }
      });
      artifact(doc, () => doc.moveTo(PAGE.margin, y + height).lineTo(PAGE.margin + CONTENT_WIDTH, y + height).lineWidth(0.4).strokeColor(COLORS.rule).stroke());
      doc.x = PAGE.margin;
      doc.y = y + height + 1;
    }
  });
}
