/**
 * Writes the TrueType file of a font subset for a PDF: the nine tables PDF viewers use (head,
 * hhea, maxp, loca, hmtx, glyf, cvt, prep, fpgm). It replaces fontkit's generic table encoder,
 * which took a fifth of every render; the untouched tables are copied as raw bytes.
 */

export interface SourceFont {
  /** The whole original font file. */
  bytes: Uint8Array;
  /** tag → where the table sits in `bytes`. */
  tables: Record<string, { offset: number; length: number }>;
}

function raw(font: SourceFont, tag: string): Uint8Array | null {
  const entry = font.tables[tag];
  return entry && entry.length > 0 ? font.bytes.subarray(entry.offset, entry.offset + entry.length) : null;
}

function checksum(bytes: Uint8Array): number {
  let sum = 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const whole = bytes.length & ~3;
  for (let i = 0; i < whole; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  if (whole < bytes.length) {
    let last = 0;
    for (let i = whole; i < whole + 4; i++) last = (last << 8) | (i < bytes.length ? bytes[i] : 0);
    sum = (sum + (last >>> 0)) >>> 0;
  }
  return sum;
}

/**
 * The subset's font file. `glyphs[i]` is the outline of subset glyph i, `offsets` its loca
 * (glyphs.length + 1 entries) and `metrics` its horizontal metrics.
 */
export function writeTrueType(
  font: SourceFont,
  glyphs: Uint8Array[],
  offsets: number[],
  metrics: Array<{ advance: number; bearing: number }>,
): Uint8Array {
  const count = glyphs.length;
  const head = Uint8Array.from(raw(font, 'head')!);
  const headView = new DataView(head.buffer);
  headView.setUint32(8, 0); // checkSumAdjustment: not needed by PDF viewers
  headView.setInt16(50, 1); // indexToLocFormat: long offsets
  const hhea = Uint8Array.from(raw(font, 'hhea')!);
  new DataView(hhea.buffer).setUint16(34, count); // numberOfHMetrics
  const maxp = Uint8Array.from(raw(font, 'maxp')!);
  new DataView(maxp.buffer).setUint16(4, count); // numGlyphs

  const loca = new Uint8Array(4 * offsets.length);
  const locaView = new DataView(loca.buffer);
  offsets.forEach((offset, i) => locaView.setUint32(4 * i, offset));
  const hmtx = new Uint8Array(4 * count);
  const hmtxView = new DataView(hmtx.buffer);
  metrics.forEach((m, i) => {
    hmtxView.setUint16(4 * i, m.advance);
    hmtxView.setInt16(4 * i + 2, m.bearing);
  });
  const glyf = new Uint8Array(offsets[count] ?? 0);
  let at = 0;
  for (const g of glyphs) {
    glyf.set(g, at);
    at += g.length;
  }

  const tables: Array<[string, Uint8Array]> = (
    [
      ['cvt ', raw(font, 'cvt ')],
      ['fpgm', raw(font, 'fpgm')],
      ['glyf', glyf],
      ['head', head],
      ['hhea', hhea],
      ['hmtx', hmtx],
      ['loca', loca],
      ['maxp', maxp],
      ['prep', raw(font, 'prep')],
    ] as Array<[string, Uint8Array | null]>
  ).filter((t): t is [string, Uint8Array] => t[1] !== null);

  const headerSize = 12 + 16 * tables.length;
  const size = tables.reduce((sum, [, data]) => sum + ((data.length + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(tables.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tables.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tables.length * 16 - power * 16);
  let offset = headerSize;
  tables.forEach(([tag, data], i) => {
    const entry = 12 + 16 * i;
    for (let k = 0; k < 4; k++) out[entry + k] = tag.charCodeAt(k);
    view.setUint32(entry + 4, checksum(data));
    view.setUint32(entry + 8, offset);
    view.setUint32(entry + 12, data.length);
    out.set(data, offset);
    offset += (data.length + 3) & ~3;
  });
  return out;
}
