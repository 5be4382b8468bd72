/** The quote and signed-terms PDFs, read back as text: names with diacritics, lines, totals, evidence. */
import { createHash } from 'node:crypto';
import * as fontkit from 'fontkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { sampleQuote, sampleSignedTerms, signaturePng, TERMS, WORKSHOP } from '../../../test/pdf-samples.js';
import { pdfFilename } from './document.service.js';
import { pdfFonts } from './pdf-fonts.js';
import { renderAdjustmentNotePdf } from './adjustment-note-pdf.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { renderQuotePdf } from './quote-pdf.js';
import { renderSignedTermsPdf, termsSha256, termsText } from './signed-terms-pdf.js';

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  // Collapse the layout's spacing so assertions read like the page.
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}

describe('quote PDF', () => {
  it('prints the workshop, the customer, every line and the totals', async () => {
    const bytes = await renderQuotePdf(sampleQuote(), WORKSHOP);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const s of ['Truganina Auto Care', 'ABN 12 345 678 901', '12 Industrial Drive, Truganina VIC 3029', '(03) 9000 1234', 'service@truganina-auto.example']) {
      expect(text).toContain(s);
    }
    expect(text).toContain('Nguyễn Thị Ánh');
    expect(text).toContain('Zoë O\u2019Brien');
    expect(text).toContain('Ōtautahi Motors');
    expect(text).toContain('Q000123');
    expect(text).toContain('23/11/2026'); // issued
    expect(text).toContain('Valid until 07/12/2026');
    expect(text).toContain('ABC123');
    // Line 1: 1 × $129.95; line 3: 3 × $64.50 = $193.50.
    expect(text).toMatch(/Brake pads, front \(Bendix General CT\) 1 \$129\.95 \$129\.95/);
    expect(text).toMatch(/Engine oil 5W-30 full synthetic \(5 L\) 3 \$64\.50 \$193\.50/);
    // Σ = 1549.40; GST 10 % = 154.94; total 1704.34.
    expect(text).toMatch(/Subtotal \(excl\. GST\) \$1,549\.40/);
    expect(text).toMatch(/GST \(10%\) \$154\.94/);
    expect(text).toMatch(/Total \(incl\. GST\) \$1,704\.34/);
    expect(text).toContain('Rear pads at 40 %');
    expect(text).toContain('http://workshop.test/quote/0123456789abcdef01234567');
  });

  it('splits GST out of inclusive prices', async () => {
    const { text } = await pdfText(await renderQuotePdf(sampleQuote({ pricesIncludeGst: true, gstPercent: 12.5 }), WORKSHOP));
    // 1549.40 incl. 12.5 %: GST = 154940 / 9 = 17215.56 → 17216 cents.
    expect(text).toMatch(/Subtotal \(excl\. GST\) \$1,377\.24/);
    expect(text).toMatch(/GST \(12\.5%\) included \$172\.16/);
    expect(text).toMatch(/Total \(incl\. GST\) \$1,549\.40/);
    expect(text).toContain('Prices shown include GST.');
  });

  it('marks each taxable item when GST-free items are beside them, with the legend', async () => {
    const lines = [
      { description: 'Labour: roadworthy inspection', quantity: 1.5, unitPriceCents: 15000, kind: 'labour' as const },
      { description: 'VicRoads registration transfer fee', quantity: 1, unitPriceCents: 84530, kind: 'sundry' as const, gstFree: true },
      { description: 'Loyalty discount', quantity: 1, unitPriceCents: -2500, kind: 'discount' as const },
    ];
    const { text } = await pdfText(await renderQuotePdf(sampleQuote({ lines }), WORKSHOP));
    expect(text).toMatch(/Labour: roadworthy inspection 1\.5 \$150\.00 \$225\.00\*/);
    expect(text).toMatch(/VicRoads registration transfer fee 1 \$845\.30 \$845\.30 /);
    expect(text).not.toMatch(/\$845\.30\*/);
    expect(text).toMatch(/Loyalty discount 1 -\$25\.00 -\$25\.00\*/);
    expect(text).toContain('* Taxable item: GST is added to the price.');
    // GST on the taxable $200.00 only: $20.00; total $1,045.30 + $20.00.
    expect(text).toMatch(/GST \(10%\) \$20\.00/);
    expect(text).toMatch(/Total \(incl\. GST\) \$1,065\.30/);

    const invoice = await renderInvoicePdf({ ...sampleQuote({ lines, pricesIncludeGst: true }), invoiceNumber: 'INV-000042', issuedAt: '2026-11-23' }, WORKSHOP);
    const printed = (await pdfText(invoice)).text;
    expect(printed).toContain('* Taxable item: the price includes GST.');
    expect(printed).toMatch(/\$225\.00\*/);
    // 20000 × 10 / 110 = 1818.18 → $18.18.
    expect(printed).toMatch(/GST \(10%\) included \$18\.18/);
  });

  it('marks the taxable items an adjustment note reverses, as its invoice did', async () => {
    const lines = [
      { description: 'Labour: roadworthy inspection', quantity: 1, unitPriceCents: 16500, kind: 'labour' as const },
      { description: 'Registration fee', quantity: 1, unitPriceCents: 4200, gstFree: true },
    ];
    const note = {
      creditNoteNumber: 'CN-000001',
      issuedAt: '2026-11-24',
      invoiceNumber: 'INV-000042',
      invoiceTitle: 'Tax Invoice',
      invoiceIssuedAt: '2026-11-23',
      customer: { name: 'Sam Citizen', email: 'sam@example.com' },
      carRego: 'ABC123',
      lines,
      subtotalCents: 19200,
      gstCents: 1500,
      totalCents: 20700,
      gstLabel: '10%',
      amountPaidCents: 0,
    };
    const { text } = await pdfText(await renderAdjustmentNotePdf({ ...note, pricesIncludeGst: true }, WORKSHOP));
    expect(text).toMatch(/\$165\.00\*/);
    expect(text).toContain('* Taxable item: the price includes GST.');
    // A note made without the invoice's basis prints as before.
    expect((await pdfText(await renderAdjustmentNotePdf(note, WORKSHOP))).text).not.toContain('Taxable item');
  });

  it('prints no marks when every item is taxable, or every item GST-free', async () => {
    const { text } = await pdfText(await renderQuotePdf(sampleQuote(), WORKSHOP));
    expect(text).not.toContain('Taxable item');
    expect(text).not.toMatch(/\d\*/);
    const free = sampleQuote({ lines: [{ description: 'Registration fee', quantity: 1, unitPriceCents: 84530, gstFree: true }] });
    const printed = (await pdfText(await renderQuotePdf(free, WORKSHOP))).text;
    expect(printed).not.toContain('Taxable item');
    expect(printed).toMatch(/GST \(10%\) \$0\.00/);
  });

  it('leaves the ABN out when none is configured, and runs onto more pages with many lines', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ description: `Line item number ${i + 1}`, quantity: 1, unitPriceCents: 100 }));
    const { pages, text } = await pdfText(await renderQuotePdf(sampleQuote({ lines, notes: null, approvalUrl: null }), { ...WORKSHOP, abn: '' }));
    expect(pages).toBeGreaterThan(1);
    expect(text).not.toContain('ABN');
    expect(text).toContain('Line item number 60');
    expect(text).toMatch(/Total \(incl\. GST\) \$66\.00/);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('prints dates given as instants in the workshop zone', async () => {
    // 14:30 UTC on 6 December is 01:30 on 7 December in Melbourne (AEDT).
    const { text } = await pdfText(await renderQuotePdf(sampleQuote({ issuedAt: new Date('2026-11-22T20:00:00Z'), validUntil: new Date('2026-12-06T14:30:00Z') }), WORKSHOP));
    expect(text).toContain('23/11/2026');
    expect(text).toContain('Valid until 07/12/2026');
  });
});

describe('signed terms PDF', () => {
  it('holds the terms as given, the signature evidence and the certificate', async () => {
    const facts = sampleSignedTerms();
    const bytes = await renderSignedTermsPdf(facts, WORKSHOP);
    const { text } = await pdfText(bytes);
    expect(text).toContain('Truganina Auto Care');
    expect(text).toContain('ABN 12 345 678 901');
    TERMS.forEach((term, i) => expect(text).toContain(`${i + 1}. ${term}`));
    expect(text).toContain('Zoë O\u2019Brien');
    expect(text).toContain('XYZ789');
    // 23:30:05 UTC on 22 November is 10:30:05 on 23 November in Melbourne (UTC+11).
    expect(text).toContain('23/11/2026 10:30:05 (Australia/Melbourne, UTC+11:00)');
    expect(text).toContain('2026-11-22T23:30:05.000Z');
    expect(text).toContain('203.0.113.42');
    expect(text).toContain('Version/18.1 Mobile/15E148 Safari/604.1');
    expect(text).toContain('Certificate of acceptance');
    expect(text).toContain(`Terms SHA-256 ${termsSha256(TERMS)}`);
    expect(text).toContain(`Signature SHA-256 ${createHash('sha256').update(facts.signature.kind === 'drawn' ? facts.signature.png : '').digest('hex')}`);
    expect(text).toContain('Drawn signature (PNG image)');
    // The drawn signature is embedded as an image.
    expect(bytes.includes(Buffer.from('/Subtype /Image'))).toBe(true);
  });

  it('prints a typed name and winter time', async () => {
    const { text } = await pdfText(
      await renderSignedTermsPdf(
        sampleSignedTerms({ customerName: 'Nguyễn Thị Ánh', signature: { kind: 'typed', name: 'Nguyễn Thị Ánh' }, signedAt: new Date('2026-07-01T02:00:00Z') }),
        WORKSHOP,
      ),
    );
    expect(text).toContain('Typed name: Nguyễn Thị Ánh');
    expect(text).toContain('01/07/2026 12:00:00 (Australia/Melbourne, UTC+10:00)');
  });

  it('hashes the canonical terms text', () => {
    expect(termsText(['A', 'B'])).toBe('1. A\n2. B');
    expect(termsSha256(['A', 'B'])).toBe(createHash('sha256').update('1. A\n2. B').digest('hex'));
    expect(signaturePng().subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('pdfFilename', () => {
  it('builds a safe download name', () => {
    expect(pdfFilename('Quote', 'Q000123', 'ABC 123')).toBe('Quote-Q000123-ABC123.pdf');
    expect(pdfFilename('Signed-Terms', 'Zoë', '../x')).toBe('Signed-Terms-Zoe-x.pdf');
    expect(pdfFilename('')).toBe('document.pdf');
  });
});

describe('embedded font subset', () => {
  type Glyph = { id: number; advanceWidth: number; path: { toSVG(): string } };
  type Font = { layout(text: string): { glyphs: Glyph[] }; getGlyph(id: number): Glyph; numGlyphs: number; createSubset(): { includeGlyph(id: number): number; encode(): Uint8Array } };

  it('is a valid TrueType font whose glyphs match the original, composites included', () => {
    const font = pdfFonts().regular as unknown as Font;
    // ễ, Ā, Ō… are composite glyphs in DejaVu Sans: their components must follow them.
    const text = 'Nguyễn Thị Ánh Zoë Ōtautahi $1,234.56';
    const subset = font.createSubset();
    const ids = font.layout(text).glyphs.map((g) => ({ original: g, id: subset.includeGlyph(g.id) }));
    const parsed = fontkit.create(subset.encode()) as Font;
    expect(parsed.numGlyphs).toBeGreaterThanOrEqual(new Set(ids.map((g) => g.id)).size);
    for (const { original, id } of ids) {
      const copy = parsed.getGlyph(id);
      expect(copy.advanceWidth).toBe(original.advanceWidth);
      expect(copy.path.toSVG()).toBe(original.path.toSVG());
    }
  });
});
