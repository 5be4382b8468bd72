/** The report layout: tables over many pages with their header repeated, long cells cut, empty tables said so. */
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { WORKSHOP } from '../../../test/pdf-samples.js';
import { renderReportPdf, type ReportFacts } from './report-pdf.js';

async function pages(bytes: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return (text as string[]).map((t) => t.replace(/\s+/g, ' '));
}

const facts = (rows: string[][]): ReportFacts => ({
  title: 'Analytics Report',
  reference: [['Period', 'Last 7 Days']],
  intro: 'Seven days.',
  figureGroups: [{ heading: 'Financial overview', figures: [{ label: 'Revenue (excl. GST)', value: '$1,234.50', note: 'GST $123.45' }] }],
  charts: [{ heading: 'Revenue per day', labels: ['01/04', '02/04'], series: [{ name: 'Paid', color: '#2e7d32', values: [100, 0] }], format: String }],
  tables: [
    { heading: 'Invoices of the period', columns: [{ label: 'Invoice', width: 1 }, { label: 'Customer', width: 1 }, { label: 'Total', width: 1, align: 'right' }], rows, total: ['Total', '', '$9.99'] },
    { heading: 'Bookings by service type', columns: [{ label: 'Service', width: 1 }], rows: [], empty: 'No appointments are dated in this period.' },
  ],
});

describe('report PDF', () => {
  it('repeats the table header on every page, cuts long cells with an ellipsis and says when a table is empty', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => [`INV-${String(i + 1).padStart(6, '0')}`, i === 0 ? 'Nguyễn Thị Ánh of a very long company name that cannot fit in one third of a page' : `Customer ${i}`, '$1.00']);
    const text = await pages(await renderReportPdf(facts(rows), WORKSHOP));
    expect(text.length).toBeGreaterThanOrEqual(3);
    for (const page of text.slice(1)) expect(page).toContain('Invoice Customer Total');
    expect(text[0]).toContain('INV-000001 Nguyễn Thị Ánh of a very long');
    expect(text[0]).toContain('…');
    expect(text.join(' ')).not.toContain('cannot fit in one third of a page');
    const last = text.at(-1)!;
    expect(last).toContain('INV-000150 Customer 149 $1.00 Total $9.99');
    expect(last).toContain('No appointments are dated in this period.');
    expect(last).toMatch(new RegExp(`Page ${text.length} of ${text.length}`));
  });

  it('writes a long report whole: every page in order with its page x of y, every row once', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => [`INV-${String(i + 1).padStart(6, '0')}`, `Customer ${i + 1}`, '$1.00']);
    const text = await pages(await renderReportPdf(facts(rows), WORKSHOP));
    expect(text.length).toBeGreaterThan(12);
    text.forEach((page, i) => expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of ${text.length}`));
    const printed = text.join(' ').match(/INV-\d{6}/g)!;
    expect(printed).toEqual(rows.map((r) => r[0]));
  });
});
