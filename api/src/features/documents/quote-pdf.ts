/** The quote a customer receives: items, quantities, unit prices, subtotal, GST, total, notes and validity. */
import { COLORS, CONTENT_WIDTH, finishPdf, letterhead, PAGE, printDate, regular, startPdf, type PdfWorkshop } from './pdf-layout.js';
import { inspectionSection, type InspectionCheckFacts } from './inspection-pdf.js';
import type { PricedFacts } from './priced-document.entity.js';
import { customerAndVehicle, gstTotalsBlock, itemsTable, paragraph, showsGst, taxMarksOf } from './pdf-lines.js';
import { group, link, tag } from './pdf-tags.js';

export interface QuoteFacts extends PricedFacts {
  /** e.g. Q000123 */
  quoteNumber: string;
  /** yyyy-MM-dd, or an instant printed in the workshop's zone */
  issuedAt: string | Date;
  validUntil: string | Date;
  /** The customer's online approval page, printed when given. */
  approvalUrl?: string | null;
  /** The job card's inspection: its rated checks (none: no section). */
  inspection?: InspectionCheckFacts[];
}

/** The quote as a PDF; several pages when the items do not fit one. */
export async function renderQuotePdf(facts: QuoteFacts, workshop: PdfWorkshop): Promise<Buffer> {
  const { doc, bytes } = startPdf(
    workshop,
    `Quote ${facts.quoteNumber}`,
    `Quote for ${facts.customer.name}${facts.carRego ? `, ${facts.carRego}` : ''}, from ${workshop.name}`,
  );
  const reference: Array<[string, string]> = [
    ['Quote', facts.quoteNumber],
    ['Issued', printDate(facts.issuedAt, workshop.timeZone)],
    ['Valid until', printDate(facts.validUntil, workshop.timeZone)],
  ];
  if (facts.vehicle?.jobNumber) reference.push(['Job number', facts.vehicle.jobNumber]);
  letterhead(doc, workshop, 'QUOTE', reference);
  customerAndVehicle(doc, 'Prepared for', facts.customer, facts.carRego, facts.vehicle);
  itemsTable(doc, facts.lines, taxMarksOf(facts.lines, showsGst(workshop, facts.gstPercent), facts.pricesIncludeGst));
  gstTotalsBlock(doc, workshop, facts, 'Prices shown include GST.');
  if (facts.notes?.trim()) paragraph(doc, 'Notes', facts.notes.trim());
  inspectionSection(doc, facts.inspection ?? []);
  paragraph(
    doc,
    'Validity',
    `This quote is valid until ${printDate(facts.validUntil, workshop.timeZone)}. Work starts only once you approve it; ` +
      'any extra work found during the job is quoted to you first.',
  );
  if (facts.approvalUrl) {
    const url = facts.approvalUrl;
    const label = 'Approve or decline this quote online: ';
    doc.moveDown(0.5);
    regular(doc, 9.5);
    const y = doc.y;
    const labelWidth = doc.widthOfString(label);
    // The link after its label, or on the next line when the two do not fit on one.
    const sameLine = labelWidth + doc.widthOfString(url) <= CONTENT_WIDTH;
    const x = sameLine ? PAGE.margin + labelWidth : PAGE.margin;
    const width = CONTENT_WIDTH - (x - PAGE.margin);
    group(doc, 'P', () => {
      tag(doc, 'Span', () => doc.fillColor(COLORS.text).text(label, PAGE.margin, y, { width: CONTENT_WIDTH, lineBreak: !sameLine }));
      const top = sameLine ? y : doc.y;
      const area = { x, y: top, width: Math.min(width, doc.widthOfString(url)), height: doc.heightOfString(url, { width }) };
      link(doc, url, 'Approve or decline this quote online', area, () => doc.fillColor(COLORS.accent).text(url, x, top, { width, underline: true }));
    });
    doc.x = PAGE.margin;
    doc.fillColor(COLORS.text);
  }
  regular(doc, 9.5).moveDown(0.5);
  tag(doc, 'P', () => doc.text(`Questions? Call us on ${workshop.phone} or reply to ${workshop.email}.`, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));

  finishPdf(doc, workshop);
  return bytes;
}
