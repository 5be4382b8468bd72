/**
 * The inspection section of a quote PDF: what needs attention (urgent, then soon), each check with
 * its rating in colour, its note and readings, and its photos' thumbnails; the checks found in good
 * condition in one line. Each check is kept whole on a page.
 */
import { bold, COLORS, CONTENT_WIDTH, ensureSpace, PAGE, regular, sectionHeading, type Pdf } from './pdf-layout.js';
import { artifact, tag } from './pdf-tags.js';
import { thumbnailRow, type PdfThumbnail } from './pdf-thumbnails.js';

export interface InspectionCheckFacts {
  area: string;
  label: string;
  rating: 'good' | 'soon' | 'urgent';
  note: string;
  /** e.g. "Front left 4.5 mm · Front right 4 mm" */
  readings: string;
  /** JPEG thumbnails (320 px) with their width / height, in the order taken. */
  thumbnails: PdfThumbnail[];
}

const RATING = {
  urgent: { label: 'Urgent', color: '#b3261e' },
  soon: { label: 'Needs attention soon', color: '#a15c00' },
  good: { label: 'Good', color: '#1e7b34' },
} as const;

const THUMB_HEIGHT = 72;
const MAX_THUMBS = 6;

export function inspectionSection(doc: Pdf, checks: readonly InspectionCheckFacts[]): void {
  if (!checks.length) return;
  doc.moveDown(0.8);
  sectionHeading(doc, 'Inspection');
  const attention = checks.filter((c) => c.rating !== 'good');
  const good = checks.filter((c) => c.rating === 'good');
  for (const check of attention) drawCheck(doc, check);
  if (good.length) {
    const line = `In good condition: ${good.map((c) => c.label).join(', ')}.`;
    regular(doc, 9);
    ensureSpace(doc, doc.heightOfString(line, { width: CONTENT_WIDTH }) + 4);
    tag(doc, 'P', () => doc.fillColor(RATING.good.color).text(line, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
    doc.fillColor(COLORS.text);
  }
}

function drawCheck(doc: Pdf, check: InspectionCheckFacts): void {
  const rating = RATING[check.rating];
  const details = [check.note.trim(), check.readings].filter(Boolean).join('\n');
  regular(doc, 9);
  const textHeight = details ? doc.heightOfString(details, { width: CONTENT_WIDTH - 14 }) : 0;
  const thumbs = check.thumbnails.slice(0, MAX_THUMBS);
  const height = 16 + textHeight + (thumbs.length ? THUMB_HEIGHT + 8 : 0) + 8;
  ensureSpace(doc, height);
  const top = doc.y;
  artifact(doc, () => doc.save().rect(PAGE.margin, top + 2, 4, height - 10).fill(rating.color).restore());
  // The check, then its rating, as one heading.
  tag(doc, 'H3', () => {
    bold(doc, 10).fillColor(COLORS.text).text(`${check.area}: ${check.label}`, PAGE.margin + 12, top, { width: CONTENT_WIDTH - 160, continued: false });
    bold(doc, 9).fillColor(rating.color).text(rating.label, PAGE.margin + CONTENT_WIDTH - 150, top + 1, { width: 150, align: 'right' });
  });
  doc.fillColor(COLORS.text);
  let y = top + 16;
  if (details) {
    tag(doc, 'P', () => regular(doc, 9).fillColor(COLORS.muted).text(details, PAGE.margin + 12, y, { width: CONTENT_WIDTH - 14 }));
    doc.fillColor(COLORS.text);
    y += textHeight + 4;
  }
  thumbnailRow(doc, thumbs, PAGE.margin + 12, y, THUMB_HEIGHT, (i) => `Photo ${i + 1} of ${check.label}`);
  doc.x = PAGE.margin;
  doc.y = top + height;
}
