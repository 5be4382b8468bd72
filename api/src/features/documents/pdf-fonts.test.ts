/** The shared fonts' layout shortcuts answer exactly what fontkit's shaper answers. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { pdfFonts } from './pdf-fonts.js';

type Run = { glyphs: Array<{ id: number }>; positions: Array<Record<string, number>> };
type Layout = { layout(text: string): Run };

const require = createRequire(import.meta.url);
const raw = (file: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as unknown as Layout;
const shape = (run: Run) => ({
  glyphs: run.glyphs.map((g) => g.id),
  positions: run.positions.map((p) => [p.xAdvance, p.yAdvance, p.xOffset, p.yOffset]),
});

describe('pdf fonts', () => {
  it('lay out amounts, dates, references, names and kerned pairs exactly as fontkit does', () => {
    const samples = ['$1,234,567.89', '-$0.05', '24/11/2025', 'INV-000123', 'ABC 123', 'AVATAR', 'TYRE', 'LT', '100.0%', '(03) 9000 1234', '#12: 7/8'];
    samples.push('Tom Yates', 'Yvonne Taylor', "O'Brien & Sons", 'Wayne Avery', 'Paid', 'Unpaid', 'Toyota Yaris', 'Volvo V70', 'Ford Falcon', 'office', 'fjord', 'ffi', 'T.J. Watt', 'Kyle', 'Pty Ltd');
    let seed = 11;
    const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz $,.-/%:()#&'+";
    for (let i = 0; i < 3000; i++) {
      let text = '';
      const length = 1 + (i % 14);
      for (let j = 0; j < length; j++) text += alphabet[(seed = (seed * 16807) % 2147483647) % alphabet.length];
      samples.push(text);
    }
    const fonts = pdfFonts();
    for (const [cached, file] of [
      [fonts.regular, 'DejaVuSans.ttf'],
      [fonts.bold, 'DejaVuSans-Bold.ttf'],
    ] as const) {
      const reference = raw(file);
      for (const text of samples) expect(shape((cached as Layout).layout(text)), `${file}: ${text}`).toEqual(shape(reference.layout(text)));
    }
  });
});
