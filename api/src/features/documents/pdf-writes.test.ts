/** Writes gathered in runs make the very same file as pdfkit writing each line on its own. */
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { batchWrites } from './pdf-writes.js';

function render(batched: boolean): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', compress: true, bufferPages: true, tagged: true, info: { CreationDate: new Date(Date.UTC(2026, 0, 1)) } });
  if (batched) batchWrites(doc);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const table = doc.struct('Table');
  root.add(table);
  // Enough rows for several pages and for runs longer than one gathered run.
  for (let i = 0; i < 400; i++) {
    const row = doc.struct('TR');
    table.add(row);
    for (const text of [`INV-${String(i).padStart(6, '0')}`, `Customer ${i}`, '$1,234.00']) {
      const cell = doc.struct('TD');
      row.add(cell);
      const content = doc.markStructureContent('TD');
      doc.text(text);
      doc.endMarkedContent();
      cell.add(content);
      cell.end();
    }
    row.end();
  }
  table.end();
  root.end();
  doc.end();
  return bytes;
}

describe('gathered PDF writes', () => {
  it('make a multi-page tagged document byte for byte as pdfkit alone does', async () => {
    const [alone, gathered] = await Promise.all([render(false), render(true)]);
    expect(alone.length).toBeGreaterThan(100_000);
    expect(gathered.equals(alone)).toBe(true);
  });
});
