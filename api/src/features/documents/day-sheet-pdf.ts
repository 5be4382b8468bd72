/**
 * The day sheet of the workshop diary: one day's appointments, printed for the workshop floor.
 * The letterhead carries the day, its opening hours, bays and count; then the blocked periods;
 * then one block per appointment (time, customer, contact, vehicle, service, issue, job card and
 * its notes, a box to tick off), each kept whole on one page.
 */
import { displayTime } from '../../shared/time.js';
import { bold, COLORS, CONTENT_WIDTH, ensureSpace, finishPdf, letterhead, line, PAGE, regular, rule, sectionHeading, startPdf, type Pdf, type PdfWorkshop } from './pdf-layout.js';
import { artifact, group, tag } from './pdf-tags.js';

export interface DaySheetAppointment {
  /** HH:mm, workshop local time */
  time: string;
  fullName: string;
  phone: string;
  email: string;
  /** e.g. "2019 Toyota Corolla" */
  vehicle: string;
  registration: string | null;
  serviceType: string;
  issueDescription: string;
  /** null when the appointment has no job card */
  jobCard: { number: string; status: string; mechanicNotes: string; workshopNotes: string } | null;
}

interface DaySheetBlock {
  /** HH:mm within the day (clipped to the day by the caller) */
  from: string;
  to: string;
  reason: string;
}

export interface DaySheetFacts {
  /** yyyy-MM-dd */
  date: string;
  /** e.g. "Friday 27 November 2026" */
  dateLabel: string;
  /** null: the workshop is closed that day */
  opening: { open: string; close: string } | null;
  bays: number;
  appointments: DaySheetAppointment[]; // sorted by time
  blockedPeriods: DaySheetBlock[];
  /** e.g. "27/11/2026 7:02 AM AEDT" */
  generated: string;
}

/** Left to right: the time, the detail labels, the detail values; the tick box right of the name. */
const GUTTER = 74;
const LABEL_WIDTH = 76;
const VALUE_X = PAGE.margin + GUTTER + LABEL_WIDTH;
const VALUE_WIDTH = CONTENT_WIDTH - GUTTER - LABEL_WIDTH;
const CHECK_WIDTH = 60;
const NAME_WIDTH = CONTENT_WIDTH - GUTTER - CHECK_WIDTH - 8;
const ROW_GAP = 2;
const BLOCK_PAD = 10;
/** Free text (issue, notes) is cut to this many characters and lines, so one block always fits a page. */
const MAX_CHARS = 600;
const MAX_LINES = 8;

/** One day's appointments as a PDF; as many pages as the day needs, no appointment split across two. */
export async function renderDaySheetPdf(facts: DaySheetFacts, workshop: PdfWorkshop): Promise<Buffer> {
  const { doc, bytes } = startPdf(workshop, `Day Sheet ${facts.dateLabel}`, `The appointments of ${facts.dateLabel} at ${workshop.name}`);
  letterhead(doc, workshop, 'Day Sheet', [
    ['Date', facts.dateLabel],
    ['Opening hours', facts.opening ? `${displayTime(facts.opening.open)} – ${displayTime(facts.opening.close)}` : 'Closed'],
    ['Bays', String(facts.bays)],
    ['Appointments', String(facts.appointments.length)],
    ['Generated', facts.generated],
  ]);
  if (!facts.opening) notice(doc, 'The workshop is closed on this day.');
  if (facts.blockedPeriods.length) blockedPeriods(doc, facts.blockedPeriods);
  sectionHeading(doc, 'Appointments');
  if (!facts.appointments.length) notice(doc, 'No appointments booked for this day.');
  doc.moveDown(0.3);
  for (const appointment of facts.appointments) appointmentBlock(doc, appointment);
  finishPdf(doc, workshop);
  return bytes;
}

function notice(doc: Pdf, text: string): void {
  tag(doc, 'P', () => bold(doc, 10).fillColor(COLORS.text).text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  doc.moveDown(0.6);
}

function blockedPeriods(doc: Pdf, blocks: DaySheetBlock[]): void {
  sectionHeading(doc, 'Blocked periods');
  const timeWidth = 124;
  group(doc, 'Table', () => {
    for (const block of blocks) {
      const reason = clip(block.reason) || 'Blocked';
      const height = regular(doc, 9).heightOfString(reason, { width: CONTENT_WIDTH - timeWidth }) + ROW_GAP;
      ensureSpace(doc, height);
      const y = doc.y;
      group(doc, 'TR', () => {
        tag(doc, 'TH', () => line(bold(doc, 9).fillColor(COLORS.text), `${displayTime(block.from)} – ${displayTime(block.to)}`, PAGE.margin, y, timeWidth - 8), { scope: 'Row' });
        tag(doc, 'TD', () => regular(doc, 9).fillColor(COLORS.text).text(reason, PAGE.margin + timeWidth, y, { width: CONTENT_WIDTH - timeWidth }));
      });
      doc.x = PAGE.margin;
      doc.y = y + height;
    }
  });
  doc.moveDown(0.9);
}

interface DetailRow {
  label: string;
  text: string;
  muted?: boolean;
}

function detailRows(a: DaySheetAppointment): DetailRow[] {
  const contact = [a.phone, a.email].map((s) => s.trim()).filter(Boolean).join('  ·  ');
  const rows: DetailRow[] = [
    { label: 'Contact', text: contact || 'No contact details', muted: !contact },
    { label: 'Vehicle', text: `${a.vehicle.trim() || 'Vehicle not given'}  ·  Rego ${a.registration?.trim() || 'N/A'}` },
    { label: 'Service', text: a.serviceType.trim() || '—' },
    { label: 'Issue', text: clip(a.issueDescription) || 'None given', muted: !a.issueDescription.trim() },
  ];
  if (!a.jobCard) return [...rows, { label: 'Job card', text: 'No job card yet', muted: true }];
  rows.push({ label: 'Job card', text: `${a.jobCard.number} · ${a.jobCard.status}` });
  const mechanic = clip(a.jobCard.mechanicNotes);
  if (mechanic) rows.push({ label: 'Mechanic notes', text: mechanic });
  const workshop = clip(a.jobCard.workshopNotes);
  if (workshop) rows.push({ label: 'Workshop notes', text: workshop });
  return rows;
}

/** The time and name, the details as label and value rows, a tick box; measured first, so it never splits. */
function appointmentBlock(doc: Pdf, a: DaySheetAppointment): void {
  const name = a.fullName.trim() || 'Unnamed customer';
  const rows = detailRows(a);
  const nameHeight = bold(doc, 11).heightOfString(name, { width: NAME_WIDTH }) + 3;
  const heights = rows.map((row) => regular(doc, 9).heightOfString(row.text, { width: VALUE_WIDTH }) + ROW_GAP);
  ensureSpace(doc, nameHeight + heights.reduce((sum, h) => sum + h, 0) + BLOCK_PAD);
  const top = doc.y;

  let y = top + nameHeight;
  group(doc, 'Sect', () => {
    // The time and the name, read as the appointment's heading.
    tag(
      doc,
      'H3',
      () => {
        line(bold(doc, 11).fillColor(COLORS.accent), displayTime(a.time), PAGE.margin, top, GUTTER - 6);
        bold(doc, 11).fillColor(COLORS.text).text(name, PAGE.margin + GUTTER, top, { width: NAME_WIDTH });
      },
      { actual: `${displayTime(a.time)} ${name}` },
    );
    tickBox(doc, PAGE.margin + CONTENT_WIDTH - CHECK_WIDTH, top);
    group(doc, 'Table', () =>
      rows.forEach((row, i) => {
        const rowY = y;
        group(doc, 'TR', () => {
          tag(doc, 'TH', () => line(regular(doc, 8).fillColor(COLORS.muted), row.label, PAGE.margin + GUTTER, rowY + 1, LABEL_WIDTH - 6), { scope: 'Row' });
          tag(doc, 'TD', () =>
            regular(doc, 9)
              .fillColor(row.muted ? COLORS.muted : COLORS.text)
              .text(row.text, VALUE_X, rowY, { width: VALUE_WIDTH }),
          );
        });
        y += heights[i];
      }),
    );
  });
  rule(doc, y + BLOCK_PAD / 2 - 1.5);
  doc.x = PAGE.margin;
  doc.y = y + BLOCK_PAD;
  doc.fillColor(COLORS.text);
}

/** "☐ Done", the box drawn (the font need not have the glyph). */
function tickBox(doc: Pdf, x: number, y: number): void {
  const size = 11;
  // For ticking on paper: nothing to read.
  artifact(doc, () => {
    doc.rect(x + 0.5, y + 0.5, size, size).lineWidth(0.9).strokeColor(COLORS.text).stroke();
    line(regular(doc, 9).fillColor(COLORS.muted), 'Done', x + size + 6, y + 1.5, CHECK_WIDTH - size - 6);
  });
}

/**
 * Free text for a block: line endings normalised, blank lines dropped, cut to MAX_LINES lines and
 * MAX_CHARS characters (at a word when one ends near the cut) with an ellipsis.
 */
function clip(text: string): string {
  const lines = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  let chars = Array.from(lines.slice(0, MAX_LINES).join('\n'));
  let cut = lines.length > MAX_LINES;
  if (chars.length > MAX_CHARS) {
    chars = chars.slice(0, MAX_CHARS - 1);
    const space = chars.lastIndexOf(' ');
    if (space > MAX_CHARS - 60) chars = chars.slice(0, space);
    cut = true;
  }
  const shown = chars.join('').trimEnd();
  return cut ? `${shown.replace(/[,.;:\s]+$/, '')}…` : shown;
}
