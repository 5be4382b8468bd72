/**
 * The work the customer declined on the quote, printed on the invoice after its totals: each line
 * with its quoted price, marked declined, so the customer has in writing what was recommended and
 * not done. None of it is charged or counted in the totals.
 */
import { formatMoney, lineAmount, type PricedLine } from '../../shared/money.js';
import { COLORS, CONTENT_WIDTH, PAGE, regular, sectionHeading, type Pdf } from './pdf-layout.js';
import { tableHeader, tableRow, type TableColumn } from './pdf-table.js';
import { group, tag } from './pdf-tags.js';

const DECLINED_HEADING = 'Declined recommended work';
const DECLINED_NOTE = 'We recommended this work and quoted for it; you declined it, so it was not done and is not charged on this invoice. Please ask us whenever you would like it done.';

const COLUMNS: readonly TableColumn<'description' | 'price' | 'status'>[] = [
  { key: 'description', label: 'Description', width: CONTENT_WIDTH - 200, align: 'left' },
  { key: 'price', label: 'Quoted price', width: 110, align: 'right' },
  { key: 'status', label: 'Status', width: 90, align: 'right' },
];

/** The section (nothing when no line was declined). */
export function declinedWork(doc: Pdf, lines: readonly PricedLine[]): void {
  if (!lines.length) return;
  doc.moveDown(0.8);
  sectionHeading(doc, DECLINED_HEADING);
  tag(doc, 'P', () => regular(doc, 8.5).fillColor(COLORS.muted).text(DECLINED_NOTE, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  doc.fillColor(COLORS.text).moveDown(0.4);
  group(doc, 'Table', () => {
    tableHeader(doc, COLUMNS);
    for (const item of lines) {
      tableRow(doc, COLUMNS, {
        description: item.quantity === 1 ? item.description : `${item.description} (× ${item.quantity})`,
        price: formatMoney(lineAmount(item.quantity, item.unitPriceCents)),
        status: 'Declined',
      });
    }
  });
}
