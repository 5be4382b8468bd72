/**
 * The roadworthy rejection report: a failed roadworthy inspection's failed items with their notes,
 * the last day of the 7-day re-inspection window (and whether the workshop is closed that day),
 * the vehicle, and the Licensed Vehicle Tester who inspected it.
 */
import { bold, COLORS, CONTENT_WIDTH, ensureSpace, finishPdf, letterhead, PAGE, regular, rule, sectionHeading, startPdf, type Pdf, type PdfWorkshop } from './pdf-layout.js';
import { group, tag } from './pdf-tags.js';
import { thumbnailRow, type PdfThumbnail } from './pdf-thumbnails.js';

export interface RoadworthyRejectionFacts {
  /** e.g. JC-000123 */
  jobNumber: string;
  customerName: string;
  carRego: string;
  /** e.g. "2015 Toyota Corolla", or '' */
  vehicle: string;
  /** e.g. "Monday 28 December 2026" */
  inspectedOn: string;
  /** e.g. "Monday 4 January 2027": the 7th day after the inspection */
  reinspectBy: string;
  /** Set when the workshop is closed on the last day, e.g. "The workshop is closed on Mondays: …" */
  closedNote: string | null;
  testerName: string;
  testerNumber: string;
  /** Each failed item with its photos' thumbnails (none: no row of photos). */
  failed: Array<{ group: string; label: string; note: string; thumbnails: PdfThumbnail[] }>;
}

const GROUP_WIDTH = 130;
const LABEL_WIDTH = 170;
const NOTE_WIDTH = CONTENT_WIDTH - GROUP_WIDTH - LABEL_WIDTH - 16;
/** The failed items' photos: small, in a row under the item, so the report stays a list to read. */
const THUMB_HEIGHT = 54;

function paragraph(doc: Pdf, text: string, size = 10, color: string = COLORS.text): void {
  tag(doc, 'P', () => regular(doc, size).fillColor(color).text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  doc.moveDown(0.4);
}

function failedTable(doc: Pdf, failed: RoadworthyRejectionFacts['failed']): void {
  const x2 = PAGE.margin + GROUP_WIDTH + 8;
  const x3 = x2 + LABEL_WIDTH + 8;
  group(doc, 'Table', () => {
    const headY = doc.y;
    group(doc, 'TR', () => {
      bold(doc, 8.5).fillColor(COLORS.muted);
      tag(doc, 'TH', () => doc.text('Group', PAGE.margin, headY, { width: GROUP_WIDTH }), { scope: 'Column' });
      tag(doc, 'TH', () => doc.text('Item', x2, headY, { width: LABEL_WIDTH }), { scope: 'Column' });
      tag(doc, 'TH', () => doc.text('What must be fixed', x3, headY, { width: NOTE_WIDTH }), { scope: 'Column' });
    });
    doc.y = headY + 14;
    rule(doc, doc.y - 3);
    for (const item of failed) {
      const note = item.note || 'Failed (no note).';
      const height = Math.max(regular(doc, 9).heightOfString(item.label, { width: LABEL_WIDTH }), doc.heightOfString(note, { width: NOTE_WIDTH }), 12);
      const photos = item.thumbnails.length ? THUMB_HEIGHT + 6 : 0;
      ensureSpace(doc, height + photos + 8);
      const y = doc.y + 3;
      group(doc, 'TR', () => {
        tag(doc, 'TD', () => regular(doc, 9).fillColor(COLORS.muted).text(item.group, PAGE.margin, y, { width: GROUP_WIDTH }));
        tag(doc, 'TD', () => bold(doc, 9).fillColor(COLORS.text).text(item.label, x2, y, { width: LABEL_WIDTH }));
        tag(doc, 'TD', () => regular(doc, 9).fillColor(COLORS.text).text(note, x3, y, { width: NOTE_WIDTH }));
      });
      if (photos) thumbnailRow(doc, item.thumbnails, x2, y + height + 4, THUMB_HEIGHT, (i) => `Photo ${i + 1} of ${item.label}`);
      doc.y = y + height + photos + 5;
      rule(doc, doc.y);
    }
  });
  doc.x = PAGE.margin;
  doc.moveDown(0.8);
}

/** The rejection report as an A4 PDF. */
export async function renderRoadworthyRejectionPdf(facts: RoadworthyRejectionFacts, workshop: PdfWorkshop): Promise<Buffer> {
  const { doc, bytes } = startPdf(workshop, `Roadworthy rejection ${facts.carRego}`, `Roadworthy inspection rejection report for ${facts.carRego}`);
  letterhead(doc, workshop, 'Roadworthy rejection', [
    ['Job card', facts.jobNumber],
    ['Inspected', facts.inspectedOn],
    ['Rego', facts.carRego],
  ]);
  sectionHeading(doc, 'Vehicle');
  paragraph(doc, [facts.carRego, facts.vehicle, `Customer: ${facts.customerName}`].filter(Boolean).join('  ·  '));
  doc.moveDown(0.4);

  sectionHeading(doc, 'Items that failed');
  paragraph(doc, 'The vehicle did not pass its roadworthy inspection. These items must be repaired before a certificate can be issued:', 9, COLORS.muted);
  failedTable(doc, facts.failed);

  sectionHeading(doc, 'Re-inspection');
  ensureSpace(doc, 60);
  tag(doc, 'P', () => bold(doc, 12).fillColor(COLORS.accent).text(`Re-inspect by ${facts.reinspectBy}`, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  doc.moveDown(0.3);
  paragraph(
    doc,
    'Brought back within 7 days of the inspection, the vehicle is re-tested on the failed items above only. After the last day the re-inspection window has ended and a full inspection is needed again.',
    9,
  );
  if (facts.closedNote) paragraph(doc, facts.closedNote, 9);
  doc.moveDown(0.4);

  sectionHeading(doc, 'Licensed Vehicle Tester');
  paragraph(doc, `${facts.testerName}  ·  Tester number ${facts.testerNumber}`);
  paragraph(doc, [workshop.name, workshop.address, workshop.phone].filter(Boolean).join('  ·  '), 9, COLORS.muted);

  finishPdf(doc, workshop);
  return bytes;
}
