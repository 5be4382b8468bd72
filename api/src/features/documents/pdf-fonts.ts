/**
 * The embedded Unicode font of every PDF (DejaVu Sans from `dejavu-fonts-ttf`), parsed once per
 * process and shared by all documents, so one render never pays for parsing a 700 kB TTF.
 *
 * pdfkit accepts a fontkit font object instead of a file. Two per-process caches sit in front of
 * fontkit (pinned at 2.0.4) because they were most of a render's time (see bench/pdf-render.mjs):
 * - text shaping (`layout`): the same words (labels, numbers, the workshop's details) recur in
 *   every document; pdfkit scales a run's positions in place, so each caller gets fresh positions;
 *   amounts, dates and references whose glyphs do not interact are spelled glyph by glyph;
 * - subsetting (`_addGlyph`): fontkit decodes every glyph's outline only to learn whether it is
 *   composite; the raw glyph bytes and metrics are kept per glyph id instead;
 * - writing the subset (`encode`): done by truetype-writer.ts instead of fontkit's table encoder.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { writeTrueType, type SourceFont } from './truetype-writer.js';

/** The parts of a fontkit font (and its TrueType subset) this module touches. */
interface GlyphRun {
  glyphs: Array<{ id: number; advanceWidth: number; codePoints: number[] }>;
  positions: Array<Record<string, number>>;
}
interface FontkitGlyph {
  advanceWidth: number;
  _decode(): { numberOfContours: number; components?: Array<{ glyphID: number; pos: number }> } | null;
  _getMetrics(): { leftBearing: number };
}
interface FontkitFont {
  layout(text: string, features?: unknown): GlyphRun;
  createSubset(): TtfSubset;
  getGlyph(id: number): FontkitGlyph;
  loca: { offsets: number[] };
  _getTableStream(tag: string): { pos: number; readBuffer(length: number): Uint8Array };
  _variationProcessor?: unknown;
  stream: { buffer: Uint8Array };
  directory: { tables: SourceFont['tables'] };
}
interface TtfSubset {
  font: FontkitFont;
  glyphs: number[];
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: Array<{ advance: number; bearing: number }> };
  offset: number;
  includeGlyph(id: number): number;
  _addGlyph(id: number): number;
}

interface CachedGlyph {
  bytes: Uint8Array;
  /** Composite glyphs: the component ids and where their ids sit in `bytes`. */
  components: Array<{ glyphID: number; pos: number }> | null;
  advance: number;
  bearing: number;
}

const MAX_CACHED_RUNS = 20_000;

/** A shared font: a fontkit font seen through the two caches above. Pass it to `doc.font(...)`. */
export type PdfFont = object;

function cachedFont(font: FontkitFont): PdfFont {
  const runs = new Map<string, GlyphRun>();
  const glyphs = new Map<number, CachedGlyph>();
  const SubsetClass = font.createSubset().constructor as new (font: FontkitFont) => TtfSubset;
  // Only plain TrueType outlines are cached; variable fonts re-encode their glyphs.
  if (font._variationProcessor) throw new Error('variable fonts are not supported');

  const source: SourceFont = { bytes: font.stream.buffer, tables: font.directory.tables };

  class CachedSubset extends SubsetClass {
    encode(): Uint8Array {
      this.glyf = [];
      this.offset = 0;
      this.loca = { offsets: [] };
      this.hmtx = { metrics: [] };
      // _addGlyph may append the components of composite glyphs while this runs.
      for (let i = 0; i < this.glyphs.length; i++) this._addGlyph(this.glyphs[i]);
      this.loca.offsets.push(this.offset);
      return writeTrueType(source, this.glyf, this.loca.offsets, this.hmtx.metrics);
    }

    override _addGlyph(gid: number): number {
      let cached = glyphs.get(gid);
      if (!cached) {
        const glyph = this.font.getGlyph(gid);
        const decoded = glyph._decode();
        const stream = this.font._getTableStream('glyf');
        stream.pos += this.font.loca.offsets[gid];
        const bytes = Uint8Array.from(stream.readBuffer(this.font.loca.offsets[gid + 1] - this.font.loca.offsets[gid]));
        const components = decoded && decoded.numberOfContours < 0 ? (decoded.components ?? []).map((c) => ({ glyphID: c.glyphID, pos: c.pos })) : null;
        cached = { bytes, components, advance: glyph.advanceWidth, bearing: glyph._getMetrics().leftBearing };
        glyphs.set(gid, cached);
      }
      let bytes = cached.bytes;
      if (cached.components) {
        bytes = Uint8Array.from(bytes);
        const view = new DataView(bytes.buffer);
        for (const component of cached.components) view.setUint16(component.pos, this.includeGlyph(component.glyphID));
      }
      this.glyf.push(bytes);
      this.loca.offsets.push(this.offset);
      this.hmtx.metrics.push({ advance: cached.advance, bearing: cached.bearing });
      this.offset += bytes.length;
      return this.glyf.length - 1;
    }
  }

  const spelled = spelledLayout(font);
  return Object.create(font, {
    layout: {
      value(text: string, features?: unknown): GlyphRun {
        if (features) return font.layout(text, features);
        let run = runs.get(text) ?? spelled(text);
        if (!run) {
          if (runs.size >= MAX_CACHED_RUNS) runs.clear();
          run = font.layout(text);
          runs.set(text, run);
        }
        const positions = run.positions.map((p) => ({ ...p }));
        return {
          glyphs: run.glyphs,
          positions,
          get advanceWidth() {
            let width = 0;
            for (const p of positions) width += p.xAdvance;
            return width;
          },
        } as GlyphRun;
      },
    },
    createSubset: { value: () => new CachedSubset(font) },
    // For writers that place glyphs themselves (pdf-row-text.ts): the spelled run, shared, never to be changed.
    spell: { value: spelled },
  }) as PdfFont;
}

/** Amounts, counts, dates, references and names: the characters a long table repeats in ever new combinations. */
const SPELLABLE = /^[0-9A-Za-z $,.\-/%:()#&'+]+$/;

/**
 * Shapes a string of SPELLABLE characters glyph by glyph, which is what fontkit would produce
 * without its shaper: most of a report's invoice table is unique amounts, dates and names that no
 * run cache would ever see twice. Each pair of neighbours is checked once against fontkit's own
 * layout: a pair that only moves the second glyph (a kerning pair) is applied as the first
 * glyph's advance, as fontkit does; a pair that changes glyphs (a ligature) or places them
 * otherwise makes the string unspellable. Answers null for such a string and any other.
 */
function spelledLayout(font: FontkitFont): (text: string) => GlyphRun | null {
  const single = new Map<string, GlyphRun>();
  /** Per pair: the first glyph's advance adjustment (0: independent), or null when the pair is shaped otherwise. */
  const pairs = new Map<string, number | null>();
  const one = (c: string): GlyphRun => {
    let run = single.get(c);
    if (!run) {
      run = font.layout(c);
      single.set(c, run);
    }
    return run;
  };
  const kerning = (pair: string): number | null => {
    let kern = pairs.get(pair);
    if (kern === undefined) kern = pairs.set(pair, pairKerning(font.layout(pair), one(pair[0]), one(pair[1]))).get(pair)!;
    return kern;
  };
  return (text) => {
    if (!SPELLABLE.test(text)) return null;
    const kerns: number[] = [];
    for (let i = 1; i < text.length; i++) {
      const kern = kerning(text.slice(i - 1, i + 1));
      if (kern === null) return null;
      kerns.push(kern);
    }
    const glyphs: GlyphRun['glyphs'] = [];
    const positions: GlyphRun['positions'] = [];
    for (let i = 0; i < text.length; i++) {
      const run = one(text[i]);
      glyphs.push(...run.glyphs);
      if (kerns[i]) positions.push({ ...run.positions[0], xAdvance: run.positions[0].xAdvance + kerns[i] });
      else positions.push(...run.positions);
    }
    return { glyphs, positions };
  };
}

/**
 * What laying out two characters together changes against each alone: 0 (nothing), the first
 * glyph's advance adjustment (a kerning pair), or null (glyphs or any other position changed).
 */
function pairKerning(joined: GlyphRun, first: GlyphRun, second: GlyphRun): number | null {
  if (first.glyphs.length !== 1 || second.glyphs.length !== 1) return null;
  const apart = [...first.glyphs, ...second.glyphs];
  if (joined.glyphs.length !== 2 || joined.glyphs.some((g, i) => g.id !== apart[i].id)) return null;
  const [p, q] = joined.positions;
  const [a, b] = [first.positions[0], second.positions[0]];
  const same = (x: Record<string, number>, y: Record<string, number>, keys: string[]) => keys.every((k) => x[k] === y[k]);
  if (!same(p, a, ['yAdvance', 'xOffset', 'yOffset']) || !same(q, b, ['xAdvance', 'yAdvance', 'xOffset', 'yOffset'])) return null;
  return p.xAdvance - a.xAdvance;
}

const require = createRequire(import.meta.url);

function load(file: string): PdfFont {
  const bytes = readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  return cachedFont(fontkit.create(bytes) as unknown as FontkitFont);
}

let fonts: { regular: PdfFont; bold: PdfFont } | null = null;

/** DejaVu Sans regular and bold, loaded on first use. */
export function pdfFonts(): { regular: PdfFont; bold: PdfFont } {
  fonts ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  return fonts;
}
