/**
 * A priced table of the documents: a shaded header row, then rows whose first column wraps and
 * whose others sit on one line, each ruled off; the header repeats on each new page as page
 * furniture (read once by a screen reader, drawn on every page).
 */
import { band, bold, COLORS, CONTENT_WIDTH, ensureSpace, line as textLine, PAGE, regular, type Pdf } from './pdf-layout.js';
import { artifact, group, tag } from './pdf-tags.js';

export interface TableColumn<K extends string = string> {
  key: K;
  label: string;
  width: number;
  align: 'left' | 'right';
}

/** A cell's inner margin, each side. */
export const CELL_PAD = 5;

/** The header row; `repeated` on a page after the first. */
export function tableHeader(doc: Pdf, columns: readonly TableColumn[], repeated = false): void {
  const y = doc.y;
  band(doc, PAGE.margin, y, CONTENT_WIDTH, 18);
  const draw = () => {
    bold(doc, 8.5).fillColor(COLORS.text);
    let x = PAGE.margin;
    for (const col of columns) {
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

/**
 * One row: the first column's text wraps, the others are one line each, `inset` (points) taken off
 * a cell's right-aligned width where a mark follows other rows' figures. A row that does not fit
 * starts a new page under the header again.
 */
export function tableRow<K extends string>(doc: Pdf, columns: readonly TableColumn<K>[], cells: Record<K, string>, inset: Partial<Record<K, number>> = {}): void {
  const [first] = columns;
  regular(doc, 9);
  const height = doc.heightOfString(cells[first.key], { width: first.width - 2 * CELL_PAD }) + 8;
  if (ensureSpace(doc, height)) {
    tableHeader(doc, columns, true);
    regular(doc, 9);
  }
  const y = doc.y;
  doc.fillColor(COLORS.text);
  group(doc, 'TR', () => {
    let x = PAGE.margin;
    for (const col of columns) {
      const at = x;
      if (col === first) tag(doc, 'TD', () => doc.text(cells[col.key], at + CELL_PAD, y + 3, { width: col.width - 2 * CELL_PAD }));
      else tag(doc, 'TD', () => textLine(doc, cells[col.key], at + CELL_PAD, y + 3, col.width - 2 * CELL_PAD - (inset[col.key] ?? 0), col.align));
      x += col.width;
    }
  });
  artifact(doc, () => doc.moveTo(PAGE.margin, y + height).lineTo(PAGE.margin + CONTENT_WIDTH, y + height).lineWidth(0.4).strokeColor(COLORS.rule).stroke());
  doc.x = PAGE.margin;
  doc.y = y + height + 1;
}
