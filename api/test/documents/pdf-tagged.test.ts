/**
 * Documents anyone can read and keep: every PDF the workshop issues is tagged (its language,
 * headings, tables, reading order), declared PDF/A-2b with its title, subject and producer, and
 * reads in order when extracted as text or by a screen reader. Checked with poppler and qpdf.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { renderAdjustmentNotePdf } from '../../src/features/documents/adjustment-note-pdf.js';
import { renderDaySheetPdf } from '../../src/features/documents/day-sheet-pdf.js';
import { renderInvoicePdf, type InvoiceFacts } from '../../src/features/documents/invoice-pdf.js';
import { PDF_PRODUCER, type PdfWorkshop } from '../../src/features/documents/pdf-layout.js';
import { renderQuotePdf } from '../../src/features/documents/quote-pdf.js';
import { renderReportPdf } from '../../src/features/documents/report-pdf.js';
import { ACL_MANDATORY_TEXT } from '../../src/features/documents/warranty-text.js';
import { sampleQuote, WORKSHOP } from '../pdf-samples.js';

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'pdf-tagged-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** pdfinfo, its structure tree as text (what a screen reader follows), pdftotext, qpdf --check and the XMP packet of a PDF. */
async function inspect(bytes: Buffer) {
  const file = path.join(dir, `${++n}.pdf`);
  writeFileSync(file, bytes);
  const [info, struct, text, check] = await Promise.all([
    run('pdfinfo', [file]),
    run('pdfinfo', ['-struct-text', file], { maxBuffer: 20 * 1024 * 1024 }),
    run('pdftotext', [file, '-'], { maxBuffer: 20 * 1024 * 1024 }),
    run('qpdf', ['--check', file]),
  ]);
  const xmp = /<x:xmpmeta[\s\S]*?<\/x:xmpmeta>/.exec(bytes.toString('latin1'))?.[0] ?? '';
  return { info: info.stdout, struct: struct.stdout, text: text.stdout, check: check.stdout, xmp };
}

/** The structure tree's text in reading order, one string (quotes and indentation dropped). */
function readAloud(struct: string): string {
  return [...struct.matchAll(/^\s*"(.*)"$/gm)].map((m) => m[1]).join(' ');
}

const SHOP: PdfWorkshop = {
  ...WORKSHOP,
  name: 'Smith & Sons <Auto>',
  warranty: { months: 12, km: 20_000 },
  bank: { accountName: 'Smith and Sons', bsb: '063-000', accountNumber: '12345678' },
};
const CAR = { make: 'Toyota', model: 'Corolla Ascent', year: 2015, odometerKm: 84_120, vin: 'JTDBR32E720012345', jobNumber: 'JC-000123' };

function invoice(overrides: Partial<InvoiceFacts> = {}): InvoiceFacts {
  const quote = sampleQuote({ vehicle: CAR });
  return { ...quote, lines: quote.lines.slice(0, 4), invoiceNumber: 'INV-000123', issuedAt: '2026-11-23', ...overrides };
}

function expectArchivable(pdf: Awaited<ReturnType<typeof inspect>>, title: string) {
  expect(pdf.check).toContain('No syntax or stream encoding errors found');
  expect(pdf.info).toMatch(/^Tagged:\s+yes$/m);
  expect(pdf.info).toMatch(new RegExp(`^Title:\\s+${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
  expect(pdf.info).toMatch(/^Subject:\s+\S/m);
  expect(pdf.info).toMatch(new RegExp(`^Producer:\\s+${PDF_PRODUCER}$`, 'm'));
  expect(pdf.info).toMatch(/^PDF version:\s+1\.7$/m);
  // PDF/A-2b, declared where archivers look; the title in the XMP, escaped (a name with & and < stays well-formed).
  expect(pdf.xmp).toContain('<pdfaid:part>2</pdfaid:part>');
  expect(pdf.xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
  expect(pdf.xmp).not.toMatch(/Smith & Sons|<Auto>/);
  // The structure is rooted in one Document and names its headings.
  expect(pdf.struct.split('\n')[0]).toBe('Document');
  expect(pdf.struct).toMatch(/^\s+H1\b/m);
}

describe('tagged, archivable PDFs', () => {
  it('an invoice from a job card: the car, the job number and the warranty, read label by value', async () => {
    const pdf = await inspect(await renderInvoicePdf(invoice(), SHOP));
    expectArchivable(pdf, 'Tax Invoice INV-000123');
    expect(pdf.info).toMatch(/^Author:\s+Smith & Sons <Auto>$/m);
    expect(pdf.info).toMatch(/^Pages:\s+1$/m);
    // pdftotext: each label on the line of its value.
    for (const line of ['Invoice number INV-000123', 'Issue date 23/11/2026', 'Job number JC-000123', 'Rego ABC123', 'Vehicle 2015 Toyota Corolla Ascent', 'Odometer 84,120 km', 'VIN JTDBR32E720012345']) {
      expect(pdf.text).toContain(line);
    }
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('12 months or 20,000 km, whichever comes first');
    expect(text).toContain(ACL_MANDATORY_TEXT);
    expect(text).toContain('in addition to other rights and remedies of the consumer under a law in relation to the goods or services');
    // (pdftotext joins a word hyphenated at a line's end: the spoken text keeps the address whole.)
    expect(readAloud(pdf.struct)).toContain('To claim, contact Smith & Sons <Auto> (12 Industrial Drive, Truganina VIC 3029, phone (03) 9000 1234, email service@truganina-auto.example)');
    // A screen reader: who it is from, the title, each reference label with its value, the car's details, the lines as table cells.
    const spoken = readAloud(pdf.struct);
    expect(spoken).toMatch(/^Smith & Sons <Auto> ABN 12 345 678 901 .* Tax Invoice Invoice number INV-000123 Issue date 23\/11\/2026 Job number JC-000123 BILL TO/);
    expect(spoken).toContain('Rego ABC123 Vehicle 2015 Toyota Corolla Ascent Odometer 84,120 km VIN JTDBR32E720012345');
    expect(spoken).toContain('Description Qty Unit price Amount Brake pads, front (Bendix General CT) 1 $129.95 $129.95');
    expect(spoken).toContain('OUR WARRANTY');
    expect(pdf.struct).toMatch(/TH:\s*\n\s*\/Scope \/Column\s*\n\s*"Description"/);
    // The page footer is furniture: never read.
    expect(spoken).not.toContain('Page 1 of 1');
    expect(pdf.text).toContain('Page 1 of 1');
  });

  it('a receipt reads PAID, and the payment and balance beside their labels', async () => {
    const receipt = { payments: [{ paidOn: '2026-11-24', method: 'EFTPOS/card', reference: 'R-1', amountCents: 50_000 }], amountPaidCents: 50_000, balanceCents: 0 };
    const facts = invoice({ lines: [{ description: 'Logbook service', quantity: 1, unitPriceCents: 50_000 }], pricesIncludeGst: true, receipt });
    const pdf = await inspect(await renderInvoicePdf(facts, SHOP));
    expectArchivable(pdf, 'Receipt for Tax Invoice INV-000123');
    expect(pdf.text).toMatch(/^\s*PAID\s*$/m);
    const spoken = readAloud(pdf.struct);
    // The stamp is read right after the totals it stands beside.
    expect(spoken).toContain('Total (incl. GST) $500.00 Total price includes GST. PAID NOTES');
    expect(spoken).toContain('Amount paid $500.00 Balance due $0.00');
    expect(spoken).toContain('24/11/2026 EFTPOS/card R-1 $500.00');
  });

  it('a quote names the car and the job; a standalone invoice prints the rego alone', async () => {
    const quote = await inspect(await renderQuotePdf(sampleQuote({ vehicle: CAR }), SHOP));
    expectArchivable(quote, 'Quote Q000123');
    for (const line of ['Job number JC-000123', 'Vehicle 2015 Toyota Corolla Ascent', 'Odometer 84,120 km', 'VIN JTDBR32E720012345']) expect(quote.text).toContain(line);
    // The approval link is one Link element: its text and its clickable annotation.
    expect(quote.struct).toMatch(/Link \(inline\)\n\s+"http:\/\/workshop\.test\/quote\/0123456789abcdef01234567"\n\s+Object \d+ 0/);
    // Quotes promise no warranty of their own.
    expect(quote.text).not.toContain('OUR WARRANTY');

    const standalone = await inspect(await renderInvoicePdf(invoice({ vehicle: null }), SHOP));
    expect(standalone.text).toContain('Rego ABC123');
    expect(standalone.text).not.toMatch(/Odometer|VIN|Job number/);
  });

  it('adjustment notes, statements and the day sheet are tagged PDF/A too', async () => {
    const note = await inspect(
      await renderAdjustmentNotePdf(
        {
          creditNoteNumber: 'CN-000001',
          issuedAt: '2026-11-25',
          invoiceNumber: 'INV-000123',
          invoiceTitle: 'Tax Invoice',
          invoiceIssuedAt: '2026-11-23',
          customer: { name: 'Jane Citizen', email: 'jane@example.com' },
          carRego: 'ABC123',
          lines: [{ description: 'Logbook service', quantity: 1, unitPriceCents: 50_000 }],
          subtotalCents: 45_455,
          gstCents: 4_545,
          totalCents: 50_000,
          gstLabel: '10% included',
          amountPaidCents: 0,
        },
        SHOP,
      ),
    );
    expectArchivable(note, 'Adjustment Note CN-000001');
    expect(readAloud(note.struct)).toContain('Adjusts INV-000123');

    const rows = Array.from({ length: 80 }, (_, i) => [`INV-${String(i + 1).padStart(6, '0')}`, 'Jane Citizen', '$100.00']);
    const report = await inspect(
      await renderReportPdf(
        {
          title: 'Statement',
          reference: [['Period', 'November 2026']],
          intro: 'Invoices issued in the period.',
          figureGroups: [{ heading: 'Totals', figures: [{ label: 'Revenue', value: '$12,000.00', note: 'GST $1,090.91' }] }],
          charts: [{ heading: 'Revenue by day', labels: ['1', '2'], series: [{ name: 'Paid', color: '#0b5394', values: [100, 200] }], format: (v) => `$${v}` }],
          tables: [{ heading: 'Invoices', columns: [{ label: 'Invoice', width: 2 }, { label: 'Customer', width: 4 }, { label: 'Total', width: 2, align: 'right' }], rows }],
        },
        SHOP,
      ),
    );
    expectArchivable(report, 'Statement');
    const spoken = readAloud(report.struct);
    expect(spoken).toContain('Revenue $12,000.00 GST $1,090.91');
    expect(spoken).toContain('Invoice Customer Total INV-000001 Jane Citizen $100.00 INV-000002 Jane Citizen $100.00');
    expect(spoken).toContain('INV-000080 Jane Citizen $100.00');
    // The header repeated on later pages is read once.
    expect(report.text).toMatch(/Page 2 of \d/);
    expect(spoken.match(/Invoice Customer Total/g)).toHaveLength(1);
    expect(report.struct).toContain('Figure');

    const day = await inspect(
      await renderDaySheetPdf(
        {
          date: '2026-11-27',
          dateLabel: 'Friday 27 November 2026',
          opening: { open: '08:00', close: '17:00' },
          bays: 3,
          blockedPeriods: [],
          generated: '27/11/2026 7:02 AM AEDT',
          appointments: [
            {
              time: '09:00',
              fullName: 'Jane Citizen',
              phone: '0412 345 678',
              email: 'jane@example.com',
              vehicle: '2015 Toyota Corolla',
              registration: 'ABC123',
              serviceType: 'Logbook service',
              issueDescription: 'Squeaky brakes',
              jobCard: { number: 'JC-000042', status: 'In progress', mechanicNotes: '', workshopNotes: '' },
            },
          ],
        },
        SHOP,
      ),
    );
    expectArchivable(day, 'Day Sheet Friday 27 November 2026');
    expect(readAloud(day.struct)).toContain('Service Logbook service Issue Squeaky brakes Job card JC-000042 · In progress');
  }, 90_000);
});
