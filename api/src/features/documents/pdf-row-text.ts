/**
 * Many one-line cells written as ONE text object: what a table of thousands of rows needs. pdfkit
 * writes each `text()` call as a dozen small content chunks (save, flip, BT, Tm, Tf, TJ, ET,
 * restore) after measuring it twice; here a row's cells are measured once and written as one text
 * object in one chunk (a tagged row too: each cell's marked content inside it), with the same
 * operators pdfkit writes (pinned pdfkit 0.20.2: `_font`, `_fontSize`, `page.fonts`,
 * `EmbeddedFont.encode`, its `subset`, `widths` and `unicode`). A cell whose glyphs need vertical
 * offsets (combining marks) is left to pdfkit. The report's tests read the text back.
 */
import type { Pdf } from './pdf-layout.js';

interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

interface SpelledRun {
  glyphs: Array<{ id: number; advanceWidth: number; codePoints: number[] }>;
  positions: Array<{ xAdvance: number }>;
}

interface EmbeddedFont {
  id: string;
  ascender: number;
  /** 1000 / units per em. */
  scale: number;
  /** The shared font of pdf-fonts.ts: `spell` answers the glyphs of a string that needs no shaping. */
  font: { spell?(text: string): SpelledRun | null };
  subset: { includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
  encode(text: string): [string[], GlyphPosition[]];
}

interface PdfInternals {
  _font: EmbeddedFont;
  _fontSize: number;
  page: { fonts: Record<string, unknown>; height: number };
}

export interface RowCell {
  text: string;
  /** Left edge and width of the cell's box; `align` places the text in it. */
  x: number;
  width: number;
  align?: 'left' | 'right';
}

const num = (n: number) => String(Math.round(n * 100) / 100);

/**
 * The text's width at the current font and size, and the operator that shows it; null when a glyph
 * is offset (left to pdfkit). Amounts, dates, references and names are spelled glyph by glyph
 * straight into the font's subset (what `encode` does, without building a layout).
 */
function measure(doc: PdfInternals, text: string): { width: number; show: string } | null {
  const font = doc._font;
  const spelled = font.font.spell?.(text);
  if (spelled) {
    // The TJ array straight from the glyphs: a run of hex ids, cut where a kerning pair moves the next glyph.
    let parts = '';
    let run = '';
    let advance = 0;
    const last = spelled.glyphs.length - 1;
    spelled.glyphs.forEach((glyph, i) => {
      const gid = font.subset.includeGlyph(glyph.id);
      run += gid.toString(16).padStart(4, '0');
      font.widths[gid] ??= glyph.advanceWidth * font.scale;
      font.unicode[gid] ??= glyph.codePoints;
      const xAdvance = spelled.positions[i].xAdvance * font.scale;
      const adjust = xAdvance - glyph.advanceWidth * font.scale;
      advance += xAdvance;
      if (adjust !== 0 || i === last) {
        parts += `${parts ? ' ' : ''}<${run}>${adjust ? ` ${num(-adjust)}` : ''}`;
        run = '';
      }
    });
    return { width: (advance * doc._fontSize) / 1000, show: `[${parts}] TJ` };
  }
  const [encoded, positions] = font.encode(text);
  let advance = 0;
  for (const p of positions) {
    if (p.xOffset || p.yOffset) return null;
    advance += p.xAdvance;
  }
  return { width: (advance * doc._fontSize) / 1000, show: tj(encoded, positions) };
}

/** The TJ array of a run: hex glyph ids, with kerning adjustments where a glyph's advance differs from its width. */
function tj(encoded: string[], positions: GlyphPosition[]): string {
  const parts: string[] = [];
  let last = 0;
  for (let i = 0; i < positions.length; i++) {
    const adjust = positions[i].xAdvance - positions[i].advanceWidth;
    if (adjust !== 0 || i === positions.length - 1) {
      parts.push(`<${encoded.slice(last, i + 1).join('')}>${adjust ? ` ${num(-adjust)}` : ''}`);
      last = i + 1;
    }
  }
  return `[${parts.join(' ')}] TJ`;
}

/**
 * Writes one row of cells at `y` (top of the text, like `doc.text`) in the current font, size and
 * fill colour, as one text object. `fit(text, width)` shortens a cell that does not fit. A row
 * with a cell pdfkit must write itself (`fallback`) writes each cell on its own.
 */
export function writeRow(
  doc: Pdf,
  cells: RowCell[],
  y: number,
  fit: (text: string, width: number) => string,
  fallback: (cell: RowCell, text: string) => void,
  /**
   * A tagged table: each cell inside its own element (`draw` writes the cell's content). The
   * cells' marked content sits inside the row's text object, each sequence whole within it.
   */
  tagCell?: (draw: () => void) => void,
): void {
  const internals = doc as unknown as PdfInternals;
  const font = internals._font;
  const baseline = internals.page.height - y - (font.ascender / 1000) * internals._fontSize;
  const planned = cells.map((cell) => {
    if (!cell.text) return { cell, ops: '' };
    let text = cell.text;
    let m = measure(internals, text);
    if (m && m.width > cell.width) {
      text = fit(text, cell.width);
      m = measure(internals, text);
    }
    if (!m) return { cell, ops: null, text };
    return { cell, ops: `1 0 0 1 ${num(cell.align === 'right' ? cell.x + cell.width - m.width : cell.x)} ${num(baseline)} Tm\n${m.show}` };
  });
  const open = () => {
    internals.page.fonts[font.id] ??= font.ref();
    doc.addContent(`q\n1 0 0 -1 0 ${num(internals.page.height)} cm\nBT\n/${font.id} ${num(internals._fontSize)} Tf`);
  };
  const close = () => doc.addContent('ET\nQ');
  if (planned.every((p) => p.ops !== null)) {
    const shown = planned.filter((p) => p.ops);
    if (!shown.length && !tagCell) return;
    open();
    if (tagCell) for (const p of planned) tagCell(() => p.ops && doc.addContent(p.ops));
    else doc.addContent(shown.map((p) => p.ops).join('\n'));
    close();
    return;
  }
  // A cell pdfkit writes makes its own text object: each cell is written on its own.
  for (const p of planned) {
    const draw = () => {
      if (p.ops === null) fallback(p.cell, p.text!);
      else if (p.ops) {
        open();
        doc.addContent(p.ops);
        close();
      }
    };
    if (tagCell) tagCell(draw);
    else draw();
  }
}
