/**
 * What a signing submission may carry: a real PNG data URL of bounded size and dimensions that
 * is not blank, or a typed name that is not blank once trimmed and hides no formatting (a
 * text-direction control would make the evidence read differently from what was typed).
 */
import { inflateSync } from 'node:zlib';
import { AppError } from '../../shared/errors.js';
import { hasControlCharacters, hasHiddenFormatting, hiddenFormattingMessage, normaliseName, singleLineMessage } from '../../shared/text.js';

const SIGNATURE_LIMITS = { maxBytes: 1024 * 1024, maxWidth: 4000, maxHeight: 2000 } as const;

const SIGNATURE_REQUIRED = 'A signature or typed name is required to accept.';
const NAME_REQUIRED = 'Please type your full name to sign.';
const NOT_PNG = 'The signature must be a PNG image.';
const BLANK = 'The signature is empty. Please draw your signature.';


const PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** The name as it will be recorded: spaces collapsed, trimmed (hidden formatting is refused, never removed). */
function cleanName(value: unknown): string {
  if (typeof value !== 'string') return '';
  if (hasControlCharacters(value)) throw AppError.badInput(singleLineMessage('The typed name'));
  if (hasHiddenFormatting(value)) throw AppError.badInput(hiddenFormattingMessage('The typed name'));
  return normaliseName(value);
}

export type Signature = { kind: 'drawn'; png: Buffer; signedName: string | null } | { kind: 'typed'; png: null; signedName: string };

/** Decides what was signed, or throws the 400 the customer should see. */
export function readSignature(signatureDataUrl: unknown, signedName: unknown): Signature {
  const name = cleanName(signedName);
  if (name.length > 200) throw AppError.badInput('The typed name must be at most 200 characters.');
  const hasImage = typeof signatureDataUrl === 'string' && signatureDataUrl !== '';
  if (hasImage) return { kind: 'drawn', png: decodePng(signatureDataUrl), signedName: name || null };
  if (signatureDataUrl !== undefined && signatureDataUrl !== null && signatureDataUrl !== '') throw AppError.badInput(NOT_PNG);
  if (name) return { kind: 'typed', png: null, signedName: name };
  if (typeof signedName === 'string') throw AppError.badInput(NAME_REQUIRED);
  throw AppError.badInput(SIGNATURE_REQUIRED);
}

function decodePng(dataUrl: string): Buffer {
  if (!dataUrl.startsWith(PREFIX)) throw AppError.badInput(NOT_PNG);
  const body = dataUrl.slice(PREFIX.length);
  if (body.length > Math.ceil((SIGNATURE_LIMITS.maxBytes * 4) / 3) + 4) throw tooLarge();
  if (!BASE64.test(body)) throw AppError.badInput(NOT_PNG);
  const png = Buffer.from(body, 'base64');
  if (png.length > SIGNATURE_LIMITS.maxBytes) throw tooLarge();
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_MAGIC) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw AppError.badInput(NOT_PNG);
  }
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width === 0 || height === 0) throw AppError.badInput(BLANK);
  if (width > SIGNATURE_LIMITS.maxWidth || height > SIGNATURE_LIMITS.maxHeight) {
    throw AppError.badInput(`The signature image must be at most ${SIGNATURE_LIMITS.maxWidth}×${SIGNATURE_LIMITS.maxHeight} pixels.`);
  }
  if (isBlank(png, width, height)) throw AppError.badInput(BLANK);
  return png;
}

function tooLarge(): AppError {
  return AppError.badInput('The signature image is too large (at most 1 MB).');
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/**
 * True when every pixel is the same (an empty canvas, transparent or filled): the pixels are
 * decoded (8-bit, non-interlaced: what a browser canvas writes); any other PNG is refused.
 */
function isBlank(png: Buffer, width: number, height: number): boolean {
  const bitDepth = png[24];
  const colorType = png[25];
  const interlace = png[28];
  const channels = CHANNELS[colorType];
  if (bitDepth !== 8 || !channels || interlace !== 0) throw AppError.badInput(NOT_PNG);
  const chunks: Buffer[] = [];
  for (let at = 8; at + 12 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > png.length) throw AppError.badInput(NOT_PNG);
    if (type === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  const stride = width * channels;
  const expected = (stride + 1) * height;
  let raw: Buffer;
  try {
    // Bounded output: a small compressed body cannot expand into a memory bomb.
    raw = inflateSync(Buffer.concat(chunks), { maxOutputLength: expected });
  } catch {
    throw AppError.badInput(NOT_PNG);
  }
  if (raw.length !== expected) throw AppError.badInput(NOT_PNG);
  return uniform(raw, stride, height, channels);
}

function uniform(raw: Buffer, stride: number, height: number, bpp: number): boolean {
  let prev = Buffer.alloc(stride);
  const first = Buffer.alloc(bpp);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? line[i - bpp] : 0;
      const b = prev[i];
      const c = i >= bpp ? prev[i - bpp] : 0;
      let add = 0;
      if (filter === 1) add = a;
      else if (filter === 2) add = b;
      else if (filter === 3) add = (a + b) >> 1;
      else if (filter === 4) add = paeth(a, b, c);
      else if (filter !== 0) throw AppError.badInput(NOT_PNG);
      line[i] = (line[i] + add) & 0xff;
    }
    if (y === 0) line.copy(first, 0, 0, bpp);
    for (let i = 0; i < stride; i++) if (line[i] !== first[i % bpp]) return false;
    prev = line;
  }
  return true;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}
