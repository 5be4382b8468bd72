/**
 * The logbook service record the owner keeps with the vehicle's logbook: the car, odometer and
 * date, the schedule's items and whether each was done, and the workshop that did it (name, ABN,
 * address, phone) with a space for its stamp and signature.
 */
import { bold, COLORS, CONTENT_WIDTH, ensureSpace, finishPdf, letterhead, PAGE, regular, rule, sectionHeading, startPdf, type Pdf, type PdfWorkshop } from './pdf-layout.js';
import { artifact, group, tag } from './pdf-tags.js';

export interface ServiceRecordFacts {
  /** e.g. JC-000123 */
  jobNumber: string;
  carRego: string;
  make: string | null;
  model: string | null;
  year: number | null;
  vin: string | null;
  /** e.g. "45,210 km", or null when not recorded */
  odometer: string | null;
  /** e.g. "Monday 28 December 2026" */
  servicedOn: string;
  /** e.g. "Toyota Corolla: every 10,000 km or 6 months, whichever comes first" */
  schedule: string;
  /** e.g. "60,210 km or Monday 28 June 2027, whichever comes first" */
  nextService: string | null;
  items: Array<{ text: string; result: 'Done' | 'Not done' | 'Not recorded'; note: string }>;
}

const ITEM_WIDTH = 250;
const RESULT_WIDTH = 70;
const NOTE_WIDTH = CONTENT_WIDTH - ITEM_WIDTH - RESULT_WIDTH - 16;

function facts(doc: Pdf, rows: Array<[string, string]>): void {
  group(doc, 'Table', () => {
    for (const [label, value] of rows) {
      const y = doc.y;
      group(doc, 'TR', () => {
        tag(doc, 'TH', () => regular(doc, 9).fillColor(COLORS.muted).text(label, PAGE.margin, y, { width: 110 }), { scope: 'Row' });
        tag(doc, 'TD', () => bold(doc, 9).fillColor(COLORS.text).text(value, PAGE.margin + 118, y, { width: CONTENT_WIDTH - 118 }));
      });
      doc.y = Math.max(doc.y, y + 13);
    }
  });
  doc.x = PAGE.margin;
  doc.moveDown(0.6);
}

function itemsTable(doc: Pdf, items: ServiceRecordFacts['items']): void {
  const x2 = PAGE.margin + ITEM_WIDTH + 8;
  const x3 = x2 + RESULT_WIDTH + 8;
  group(doc, 'Table', () => {
    const headY = doc.y;
    group(doc, 'TR', () => {
      bold(doc, 8.5).fillColor(COLORS.muted);
      tag(doc, 'TH', () => doc.text('Item', PAGE.margin, headY, { width: ITEM_WIDTH }), { scope: 'Column' });
      tag(doc, 'TH', () => doc.text('Result', x2, headY, { width: RESULT_WIDTH }), { scope: 'Column' });
      tag(doc, 'TH', () => doc.text('Note', x3, headY, { width: NOTE_WIDTH }), { scope: 'Column' });
    });
    doc.y = headY + 14;
    rule(doc, doc.y - 3);
    for (const item of items) {
      const height = Math.max(regular(doc, 9).heightOfString(item.text, { width: ITEM_WIDTH }), doc.heightOfString(item.note || ' ', { width: NOTE_WIDTH }), 12);
      ensureSpace(doc, height + 8);
      const y = doc.y + 3;
      group(doc, 'TR', () => {
        tag(doc, 'TD', () => regular(doc, 9).fillColor(COLORS.text).text(item.text, PAGE.margin, y, { width: ITEM_WIDTH }));
        tag(doc, 'TD', () => bold(doc, 9).fillColor(item.result === 'Done' ? COLORS.text : COLORS.accent).text(item.result, x2, y, { width: RESULT_WIDTH }));
        tag(doc, 'TD', () => regular(doc, 9).fillColor(COLORS.muted).text(item.note, x3, y, { width: NOTE_WIDTH }));
      });
      doc.y = y + height + 5;
      rule(doc, doc.y);
    }
  });
  doc.x = PAGE.margin;
  doc.moveDown(0.8);
}

/** The service record as an A4 PDF. */
export async function renderServiceRecordPdf(f: ServiceRecordFacts, workshop: PdfWorkshop): Promise<Buffer> {
  const { doc, bytes } = startPdf(workshop, `Service record ${f.carRego}`, `Logbook service record for ${f.carRego}`);
  letterhead(doc, workshop, 'Service record', [
    ['Job card', f.jobNumber],
    ['Serviced', f.servicedOn],
    ['Rego', f.carRego],
  ]);
  sectionHeading(doc, 'Vehicle');
  facts(doc, [
    ['Rego', f.carRego],
    ['Vehicle', [f.year, f.make, f.model].filter(Boolean).join(' ') || 'Not recorded'],
    ...(f.vin ? ([['VIN', f.vin]] as Array<[string, string]>) : []),
    ['Odometer', f.odometer ?? 'Not recorded'],
    ['Date of service', f.servicedOn],
    ['Schedule', f.schedule],
    ...(f.nextService ? ([['Next service due', f.nextService]] as Array<[string, string]>) : []),
  ]);

  sectionHeading(doc, 'Service items');
  itemsTable(doc, f.items);

  sectionHeading(doc, 'Repairer');
  ensureSpace(doc, 140);
  tag(doc, 'P', () => bold(doc, 10).fillColor(COLORS.text).text(workshop.name, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  const details = [workshop.abn ? `ABN ${workshop.abn}` : null, workshop.address, workshop.phone ? `Phone ${workshop.phone}` : null, workshop.email].filter((l): l is string => Boolean(l));
  tag(doc, 'P', () => regular(doc, 9).fillColor(COLORS.muted).text(details.join('  ·  '), PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  doc.moveDown(1);
  const boxY = doc.y;
  const boxWidth = (CONTENT_WIDTH - 20) / 2;
  tag(doc, 'P', () => regular(doc, 8.5).fillColor(COLORS.muted).text('Workshop stamp', PAGE.margin, boxY, { width: boxWidth }));
  tag(doc, 'P', () => regular(doc, 8.5).fillColor(COLORS.muted).text('Signature and date', PAGE.margin + boxWidth + 20, boxY, { width: boxWidth }));
  artifact(doc, () => {
    doc.lineWidth(0.75).strokeColor(COLORS.rule);
    doc.rect(PAGE.margin, boxY + 14, boxWidth, 70).stroke();
    doc.rect(PAGE.margin + boxWidth + 20, boxY + 14, boxWidth, 70).stroke();
  });
  doc.y = boxY + 92;
  doc.x = PAGE.margin;

  finishPdf(doc, workshop);
  return bytes;
}
