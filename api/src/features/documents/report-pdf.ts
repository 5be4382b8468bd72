/**
 * The analytics report: the workshop's letterhead, the period, key figures as a grid, small bar
 * charts, and tables (the charts' numbers, the invoices of the period). Generic over its facts:
 * the analytics feature decides what the figures are and formats them; this file only lays out.
 * Table rows are written one text object each (pdf-row-text.ts): thousands of rows stay fast.
 */
import { writeRow } from './pdf-row-text.js';
import { band, bold, COLORS, CONTENT_WIDTH, ensureSpace, finishLongPdf, letterhead, line, nextTurn, PAGE, regular, sectionHeading, startPdf, type Pdf, type PdfWorkshop } from './pdf-layout.js';
import { artifact, group, groupAsync, tag } from './pdf-tags.js';

interface ReportFigure {
  label: string;
  value: string;
  /** A small line under the value, e.g. "GST $1,234.00". */
  note?: string;
}

interface ReportColumn {
  label: string;
  /** A share of the content width; the shares of a table are scaled to fill it. */
  width: number;
  align?: 'left' | 'right';
}

export interface ReportTable {
  heading: string;
  columns: ReportColumn[];
  rows: string[][];
  /** A bold last row (totals). */
  total?: string[];
  /** Small print under the table. */
  note?: string;
  /** Shown instead of the table when it has no rows. */
  empty?: string;
}

interface ReportChart {
  heading: string;
  labels: string[];
  /** Stacked bars when there are several series. */
  series: Array<{ name: string; color: string; values: number[] }>;
  /** How the axis' largest value is printed. */
  format(value: number): string;
}

export interface ReportFacts {
  title: string;
  /** Right of the letterhead: label and value pairs (period, dates, generated). */
  reference: Array<[string, string]>;
  /** Small print under the letterhead: what counts, and where. */
  intro: string;
  figureGroups: Array<{ heading: string; figures: ReportFigure[] }>;
  charts: ReportChart[];
  tables: ReportTable[];
}

const FIGURES_PER_ROW = 3;
const ROW_HEIGHT = 13;
const CELL_PAD = 3;

/** The report as a PDF; as many pages as its tables need. */
export async function renderReportPdf(facts: ReportFacts, workshop: PdfWorkshop): Promise<Buffer> {
  const { doc, bytes } = startPdf(workshop, facts.title, `${facts.title}, ${workshop.name}`);
  letterhead(doc, workshop, facts.title, facts.reference);
  tag(doc, 'P', () => regular(doc, 8.5).fillColor(COLORS.muted).text(facts.intro, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  doc.fillColor(COLORS.text).moveDown(0.8);
  for (const group of facts.figureGroups) figureGrid(doc, group.heading, group.figures);
  chartsInPairs(doc, facts.charts);
  for (const table of facts.tables) await reportTable(doc, table);
  await finishLongPdf(doc, workshop);
  return bytes;
}

function figureGrid(doc: Pdf, heading: string, figures: ReportFigure[]): void {
  sectionHeading(doc, heading);
  const gap = 8;
  const width = (CONTENT_WIDTH - gap * (FIGURES_PER_ROW - 1)) / FIGURES_PER_ROW;
  const height = 44;
  // Read as a table: each figure's label beside its value (and its note).
  group(doc, 'Table', () => {
    for (let i = 0; i < figures.length; i += FIGURES_PER_ROW) {
      ensureSpace(doc, height + gap);
      const y = doc.y;
      figures.slice(i, i + FIGURES_PER_ROW).forEach((figure, j) => {
        const x = PAGE.margin + j * (width + gap);
        artifact(doc, () => doc.roundedRect(x, y, width, height, 3).fill(COLORS.band));
        group(doc, 'TR', () => {
          tag(doc, 'TH', () => line(regular(doc, 7.5).fillColor(COLORS.muted), figure.label, x + 8, y + 6, width - 16), { scope: 'Row' });
          tag(doc, 'TD', () => {
            line(bold(doc, 12.5).fillColor(COLORS.text), figure.value, x + 8, y + 17, width - 16);
            if (figure.note) line(regular(doc, 7).fillColor(COLORS.muted), ` ${figure.note}`, x + 8 - doc.widthOfString(' '), y + 33, width - 16);
          });
        });
      });
      doc.x = PAGE.margin;
      doc.y = y + height + gap;
    }
  });
  doc.fillColor(COLORS.text).moveDown(0.4);
}

function chartsInPairs(doc: Pdf, charts: ReportChart[]): void {
  const gap = 16;
  const width = (CONTENT_WIDTH - gap) / 2;
  const height = 130;
  for (let i = 0; i < charts.length; i += 2) {
    ensureSpace(doc, height + 10);
    const y = doc.y;
    charts.slice(i, i + 2).forEach((chart, j) =>
      tag(doc, 'Figure', () => barChart(doc, chart, PAGE.margin + j * (width + gap), y, width, height), { alt: chartAlt(chart) }),
    );
    doc.x = PAGE.margin;
    doc.y = y + height + 10;
  }
}

/** What a chart shows, in words: its heading, its series and its largest bar. */
function chartAlt(chart: ReportChart): string {
  const totals = chart.labels.map((_, i) => chart.series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0));
  const max = Math.max(0, ...totals);
  const at = totals.indexOf(max);
  const series = chart.series.map((s) => s.name).join(', ');
  return `Bar chart: ${chart.heading} (${series}) over ${chart.labels.length} periods${max > 0 ? `; the largest, ${chart.format(max)}, in ${chart.labels[at]}` : '; all zero'}.`;
}

/** Bars (stacked per label), the largest value on the axis, a label under every few bars, and a legend. */
function barChart(doc: Pdf, chart: ReportChart, x: number, y: number, width: number, height: number): void {
  bold(doc, 8.5).fillColor(COLORS.accent);
  line(doc, chart.heading.toUpperCase(), x, y, width);
  const legendY = y + 13;
  let lx = x;
  for (const s of chart.series) {
    doc.rect(lx, legendY + 1.5, 6, 6).fill(s.color);
    line(regular(doc, 7).fillColor(COLORS.muted), s.name, lx + 9, legendY, width);
    lx += 9 + doc.widthOfString(s.name) + 12;
  }
  const plot = { x: x + 4, y: y + 30, width: width - 4, height: height - 48 };
  const totals = chart.labels.map((_, i) => chart.series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0));
  const max = Math.max(0, ...totals);
  doc.moveTo(plot.x, plot.y + plot.height).lineTo(plot.x + plot.width, plot.y + plot.height).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  line(regular(doc, 6.5).fillColor(COLORS.muted), `max ${chart.format(max)}`, plot.x, plot.y - 9, plot.width, 'right');
  const n = chart.labels.length;
  if (n === 0) return;
  const slot = plot.width / n;
  const barWidth = Math.max(0.8, Math.min(18, slot * 0.7));
  chart.labels.forEach((_, i) => {
    let top = plot.y + plot.height;
    for (const s of chart.series) {
      const value = Math.max(0, s.values[i] ?? 0);
      if (!value || !max) continue;
      const h = (value / max) * plot.height;
      doc.rect(plot.x + i * slot + (slot - barWidth) / 2, top - h, barWidth, h).fill(s.color);
      top -= h;
    }
  });
  // As many labels under the axis as fit with a gap, evenly spaced from the first.
  regular(doc, 6.5);
  const widest = Math.max(...chart.labels.map((l) => doc.widthOfString(l)));
  const every = Math.max(1, Math.ceil((widest + 6) / slot));
  regular(doc, 6.5).fillColor(COLORS.muted);
  for (let i = 0; i < n; i += every) {
    const label = chart.labels[i];
    const w = doc.widthOfString(label);
    const cx = Math.min(Math.max(plot.x + i * slot + slot / 2 - w / 2, plot.x), plot.x + plot.width - w);
    line(doc, label, cx, plot.y + plot.height + 4, w + 1);
  }
  doc.fillColor(COLORS.text);
}

/** Column positions scaled to the content width. */
function layoutColumns(columns: ReportColumn[]): Array<ReportColumn & { x: number; w: number }> {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  let x = PAGE.margin;
  return columns.map((c) => {
    const w = (c.width / total) * CONTENT_WIDTH;
    const placed = { ...c, x, w };
    x += w;
    return placed;
  });
}

/** One cell (a header): its text cut to the width with an ellipsis (rows never wrap), placed left or right. */
function cell(doc: Pdf, text: string, x: number, y: number, width: number, align: 'left' | 'right' = 'left'): void {
  const shown = fit(doc, text, width);
  line(doc, shown, x, y, width, align);
}

/** `text`, or as much of it as fits in `width` followed by an ellipsis. */
function fit(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * Rows laid out between two turns of the event loop: a year's table (thousands of rows, ~0.1 ms
 * each) is laid out in slices of a few milliseconds, so a report never holds up other requests.
 */
const ROWS_PER_SLICE = 40;

async function reportTable(doc: Pdf, table: ReportTable): Promise<void> {
  doc.moveDown(0.6);
  sectionHeading(doc, table.heading);
  if (!table.rows.length && table.empty) {
    const empty = table.empty;
    tag(doc, 'P', () => regular(doc, 9).fillColor(COLORS.muted).text(empty, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
    doc.fillColor(COLORS.text);
    return;
  }
  const columns = layoutColumns(table.columns);
  // The rules under the rows of a page are stroked as one path when the page is done.
  const rules: number[] = [];
  const strokeRules = () => {
    if (!rules.length) return;
    artifact(doc, () => {
      for (const y of rules) doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y);
      doc.lineWidth(0.3).strokeColor(COLORS.rule).stroke();
    });
    rules.length = 0;
  };
  // The header is read once; its repeats on later pages are page furniture.
  const header = (repeated: boolean) => {
    const y = doc.y;
    band(doc, PAGE.margin, y, CONTENT_WIDTH, ROW_HEIGHT + 3);
    bold(doc, 7).fillColor(COLORS.text);
    const draw = (c: (typeof columns)[number]) => cell(doc, c.label, c.x + CELL_PAD, y + 4, c.w - 2 * CELL_PAD, c.align);
    if (repeated) artifact(doc, () => columns.forEach(draw), 'Pagination');
    else group(doc, 'TR', () => columns.forEach((c) => tag(doc, 'TH', () => draw(c), { scope: 'Column' })));
    doc.y = y + ROW_HEIGHT + 5;
    regular(doc, 7.5);
  };
  const row = (cells: string[]) => {
    if (doc.y + ROW_HEIGHT + 2 > PAGE.height - doc.page.margins.bottom) {
      strokeRules();
      ensureSpace(doc, ROW_HEIGHT + 2);
      header(true);
    }
    const y = doc.y;
    group(doc, 'TR', () =>
      writeRow(
        doc,
        columns.map((c, i) => ({ text: cells[i] ?? '', x: c.x + CELL_PAD, width: c.w - 2 * CELL_PAD, align: c.align })),
        y + 2,
        (text, width) => fit(doc, text, width),
        (c, text) => line(doc, text, c.x, y + 2, c.width, c.align),
        (draw) => tag(doc, 'TD', draw),
      ),
    );
    rules.push(y + ROW_HEIGHT);
    doc.y = y + ROW_HEIGHT + 1;
  };
  ensureSpace(doc, 3 * ROW_HEIGHT);
  await groupAsync(doc, 'Table', async () => {
    header(false);
    for (let i = 0; i < table.rows.length; i++) {
      if (i > 0 && i % ROWS_PER_SLICE === 0) await nextTurn();
      row(table.rows[i]);
    }
    if (table.total) {
      bold(doc, 7.5);
      row(table.total);
    }
  });
  strokeRules();
  if (table.note) {
    const note = table.note;
    tag(doc, 'P', () => regular(doc, 7.5).fillColor(COLORS.muted).text(note, PAGE.margin, doc.y + 3, { width: CONTENT_WIDTH }));
  }
  doc.x = PAGE.margin;
  doc.fillColor(COLORS.text);
}
