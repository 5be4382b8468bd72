/**
 * The frame every PDF of the workshop shares: A4, the embedded Unicode font, the workshop's
 * letterhead (name, ABN, address, phone, e-mail), a footer with page numbers on every page, and
 * dates printed in the workshop's time zone.
 */
import PDFDocument from 'pdfkit';
import { offsetMinutes, toLocal } from '../../shared/time.js';
import { pdfFonts } from './pdf-fonts.js';
import { artifact, endStructure, group, startStructure, tag } from './pdf-tags.js';
import { batchWrites } from './pdf-writes.js';

export { type PdfWorkshop } from './pdf-workshop.js';
import type { PdfWorkshop } from './pdf-workshop.js';
import type { Pdf } from './pdf.types.js';

export const PAGE = { width: 595.28, height: 841.89, margin: 50, footer: 36 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const COLORS = { text: '#1a1a1a', muted: '#5f6368', rule: '#c8ccd0', band: '#eef1f4', accent: '#0b5394' } as const;

export type { Pdf };

/** Between a label and its value on one line: close enough that text extraction keeps them together. */
export const LABEL_GAP = 5;

/** Fonts are set through these two, so a layout never names a font file. */
// By name: pdfkit caches a font only under a string key; an object would be re-wrapped (and
// compared by its name table) on every switch.
export function regular(doc: Pdf, size: number): Pdf {
  return doc.font('Regular', size);
}
export function bold(doc: Pdf, size: number): Pdf {
  return doc.font('Bold', size);
}

/**
 * One line of text aligned in a box, without pdfkit's line wrapper (most of a table's cost):
 * for labels and amounts that never wrap.
 */
export function line(doc: Pdf, text: string, x: number, y: number, width: number, align: 'left' | 'right' = 'left'): void {
  doc.text(text, align === 'right' ? x + width - doc.widthOfString(text) : x, y, { lineBreak: false });
}

/** The software that makes the documents (their Producer and Creator). */
export const PDF_PRODUCER = 'Truganina Auto Care back office';

/**
 * A new A4 document and the promise of its bytes (resolved after `finish`): a tagged PDF in
 * Australian English, declared PDF/A-2b (fonts embedded, sRGB output intent, XMP metadata), so it
 * can be read aloud and kept for the years the ATO asks. `subject` says what it is for.
 */
export function startPdf(workshop: PdfWorkshop, title: string, subject = title): { doc: Pdf; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin + PAGE.footer },
    // No default font: Helvetica's metrics are never loaded; the shared fonts are registered below.
    font: null as unknown as string,
    compress: true,
    bufferPages: true,
    pdfVersion: '1.7',
    subset: 'PDF/A-2b',
    tagged: true,
    lang: 'en-AU',
    displayTitle: true,
    info: { Title: title, Subject: subject, Author: workshop.name, Creator: PDF_PRODUCER, Producer: PDF_PRODUCER },
  });
  batchWrites(doc);
  escapeXmp(doc);
  startStructure(doc);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = pdfFonts();
  doc.registerFont('Regular', fonts.regular as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('Bold', fonts.bold as PDFKit.Mixins.PDFFontSource);
  regular(doc, 10).fillColor(COLORS.text);
  return { doc, bytes };
}

/**
 * pdfkit writes the title, author and subject into the XMP metadata as they are: a workshop named
 * 'Smith & Sons' would make it malformed XML. The XMP gets them escaped; the Info dictionary keeps them as they are.
 */
function escapeXmp(doc: Pdf): void {
  const internals = doc as unknown as { _addInfo(): void; info: Record<string, unknown> };
  const addInfo = internals._addInfo.bind(doc);
  const escape = (v: unknown) => (typeof v === 'string' ? v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : v);
  internals._addInfo = () => {
    const info = internals.info;
    internals.info = Object.fromEntries(Object.entries(info).map(([k, v]) => [k, escape(v)]));
    try {
      addInfo();
    } finally {
      internals.info = info;
    }
  };
}

/** Footer on every page (workshop details, page x of y). */
function pageFooters(doc: Pdf, workshop: PdfWorkshop): void {
  const range = doc.bufferedPageRange();
  const details = [workshop.name, workshop.abn ? `ABN ${workshop.abn}` : '', workshop.phone, workshop.email].filter(Boolean).join('  ·  ');
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin - 10;
    // Page furniture: the letterhead already says who the workshop is.
    artifact(
      doc,
      () => {
        doc.moveTo(PAGE.margin, y - 6).lineTo(PAGE.width - PAGE.margin, y - 6).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
        regular(doc, 7.5).fillColor(COLORS.muted);
        line(doc, details, PAGE.margin, y, CONTENT_WIDTH - 70);
        line(doc, `Page ${i - range.start + 1} of ${range.count}`, PAGE.width - PAGE.margin - 70, y, 70, 'right');
      },
      'Pagination',
    );
    // The workshop's own line (e.g. its licence number), under its details: read on the last page only.
    if (workshop.documentFooter) {
      const footer = workshop.documentFooter;
      const draw = () => line(doc, footer, PAGE.margin, y + 10, CONTENT_WIDTH);
      if (i === range.start + range.count - 1) tag(doc, 'P', draw);
      else artifact(doc, draw, 'Pagination');
    }
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor(COLORS.text);
}

/** Footer on every page (workshop details, page x of y), then the end of the document. */
export function finishPdf(doc: Pdf, workshop: PdfWorkshop): void {
  pageFooters(doc, workshop);
  endStructure(doc);
  doc.end();
}

/** Pages compressed and written between two turns of the event loop by finishLongPdf (~1 ms each). */
const PAGES_PER_SLICE = 6;
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * finishPdf for a long document (a year's report runs to a hundred pages): the pages, held until
 * every one has its 'page x of y', are compressed and written a few at a time between turns of the
 * event loop, not all in one go at the end, so other requests are not held up meanwhile.
 */
export async function finishLongPdf(doc: Pdf, workshop: PdfWorkshop): Promise<void> {
  pageFooters(doc, workshop);
  // pdfkit (0.20) keeps the pages it holds in `_pageBuffer`, and `flushPages` writes all of them:
  // it is handed a few at a time, the rest put back (the last page stays current).
  const held = doc as unknown as { _pageBuffer: unknown[] };
  while (held._pageBuffer.length > PAGES_PER_SLICE) {
    const rest = held._pageBuffer.splice(PAGES_PER_SLICE);
    doc.flushPages();
    held._pageBuffer = rest;
    await nextTurn();
  }
  endStructure(doc);
  doc.end();
}

/**
 * The letterhead: the workshop on the left, the document's title and reference lines on the
 * right. Leaves the cursor below both.
 */
export function letterhead(doc: Pdf, workshop: PdfWorkshop, title: string, reference: Array<[string, string]>): void {
  const top = PAGE.margin;
  const leftWidth = CONTENT_WIDTH * 0.58;
  // Read as printed: who it is from (left), then what it is and its references (right).
  tag(doc, 'P', () => bold(doc, 16).fillColor(COLORS.accent).text(workshop.name, PAGE.margin, top, { width: leftWidth }));
  regular(doc, 8.5).fillColor(COLORS.muted);
  const lines = [workshop.abn ? `ABN ${workshop.abn}` : null, workshop.address, `Phone ${workshop.phone}`, workshop.email].filter((l): l is string => Boolean(l));
  for (const line of lines) tag(doc, 'P', () => doc.text(line, { width: leftWidth }));
  const leftBottom = doc.y;

  const rightX = PAGE.margin + leftWidth + 10;
  const rightWidth = CONTENT_WIDTH - leftWidth - 10;
  tag(doc, 'H1', () => bold(doc, 18).fillColor(COLORS.text).text(title, rightX, top, { width: rightWidth, align: 'right' }));
  doc.moveDown(0.2);
  // Each value right-aligned with its label just before it, so text extraction reads them as one line.
  group(doc, 'Table', () => {
    for (const [label, value] of reference) {
      const y = doc.y;
      const valueWidth = Math.min(rightWidth - 50, bold(doc, 8.5).widthOfString(value) + 1);
      const valueX = rightX + rightWidth - valueWidth;
      group(doc, 'TR', () => {
        tag(doc, 'TH', () => line(regular(doc, 8.5).fillColor(COLORS.muted), label, rightX, y, valueX - rightX - LABEL_GAP, 'right'), { scope: 'Row' });
        tag(doc, 'TD', () => line(bold(doc, 8.5).fillColor(COLORS.text), value, valueX, y, valueWidth, 'right'));
      });
      doc.y = y + 12;
    }
  });
  const rightBottom = doc.y;

  const y = Math.max(leftBottom, rightBottom) + 12;
  rule(doc, y);
  doc.x = PAGE.margin;
  doc.y = y + 12;
  doc.fillColor(COLORS.text);
}

export function rule(doc: Pdf, y: number, color: string = COLORS.rule): void {
  artifact(doc, () => doc.moveTo(PAGE.margin, y).lineTo(PAGE.width - PAGE.margin, y).lineWidth(0.75).strokeColor(color).stroke());
}

/** A band behind a table's header or a strong row: decoration. */
export function band(doc: Pdf, x: number, y: number, width: number, height: number): void {
  artifact(doc, () => doc.rect(x, y, width, height).fill(COLORS.band));
}


/** Starts a new page when `height` points do not fit above the footer; answers whether it did. */
export function ensureSpace(doc: Pdf, height: number): boolean {
  if (doc.y + height <= PAGE.height - doc.page.margins.bottom) return false;
  doc.addPage();
  doc.x = PAGE.margin;
  doc.y = PAGE.margin;
  return true;
}

/** A small grey heading over a section. */
export function sectionHeading(doc: Pdf, text: string): void {
  ensureSpace(doc, 40);
  // Printed in capitals; read as written.
  tag(doc, 'H2', () => bold(doc, 9).fillColor(COLORS.accent).text(text.toUpperCase(), PAGE.margin, doc.y, { width: CONTENT_WIDTH, characterSpacing: 0.6 }), { actual: text });
  doc.moveDown(0.25);
  doc.fillColor(COLORS.text);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd (a calendar date) or an instant → dd/MM/yyyy in the workshop's zone. */
export function printDate(value: string | Date, timeZone: string): string {
  const date = typeof value === 'string' ? value : toLocal(value, timeZone).date;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a yyyy-MM-dd date: ${date}`);
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** An instant → "dd/MM/yyyy HH:mm:ss" in the workshop's zone, and the zone with its UTC offset. */
export function printInstant(instant: Date, timeZone: string): { local: string; zone: string } {
  const local = toLocal(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return {
    local: `${printDate(local.date, timeZone)} ${local.time}:${pad(local.seconds)}`,
    zone: `${timeZone}, UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`,
  };
}
