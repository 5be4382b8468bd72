/**
 * The image pipeline of the digital vehicle inspection: a mechanic's phone photo in, a JPEG that
 * any customer's mail client or browser shows, and its thumbnail, out.
 *
 * Uploads are untrusted, so every step is bounded before it costs anything: the size before
 * decoding, the format by the file's own first bytes (a declared type or a file name can say
 * anything; only JPEG, PNG and WebP are let in, so no SVG, TIFF or HEIC reaches a decoder), and
 * the pixel count from the header alone, before a pixel is decoded (a 30,000 × 30,000 PNG of a
 * few kilobytes would otherwise ask for gigabytes). Damaged or truncated data is refused rather
 * than shown half grey.
 *
 * The output carries no metadata at all: a phone's EXIF holds the GPS position where the photo
 * was taken (often the mechanic's or customer's home) and the device's serial numbers. The
 * orientation is applied to the pixels first, so dropping the Orientation tag keeps the photo
 * upright; colours are converted to sRGB, so dropping the ICC profile keeps them right.
 */
import { availableParallelism } from 'node:os';
import sharp, { type Sharp } from 'sharp';
import { turns } from '../../shared/turns.js';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE as TOO_LARGE } from '../../shared/photo-limits.js';

export const PHOTO_MAX_EDGE = 1600;
export const THUMB_MAX_EDGE = 320;
/** 50 megapixels: a 12 MP (or 48 MP) phone photo passes; a decompression bomb does not. */
const PHOTO_MAX_PIXELS = 50_000_000;

/** What the pipeline answers for one upload. */
export interface ProcessedPhoto {
  /** The re-encoded full image: JPEG, which every mail client shows (WebP is not yet everywhere). */
  image: { bytes: Buffer; width: number; height: number; contentType: 'image/jpeg' };
  thumbnail: { bytes: Buffer; width: number; height: number; contentType: 'image/jpeg' };
}

/** An upload the pipeline refuses; the message is for the person who chose the photo. */
export class PhotoRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRejected';
  }
}

const NOT_A_PHOTO = 'Please choose a JPEG, PNG or WebP photo.';
const UNREADABLE = 'The photo could not be read. It may be damaged; please take it again.';
const TOO_MANY_PIXELS = 'The photo has too many pixels to process.';

/**
 * Photos processed at once: one fewer than the cores (at least one), so a core stays with the
 * requests. A photo holds a core and a libuv worker thread for a quarter of a second or more; with
 * four at once on two cores a customer's booked-slots request, asked every 10 ms, was answered
 * 155 times in three rounds at p99 62-88 ms; one at a time, 350 times at p99 27-35 ms (measured).
 * The price: four photos sent together are all processed after ~1.8 s instead of ~1.2 s.
 */
const inTurn = turns(Math.max(1, availableParallelism() - 1));

// libvips' operation cache keeps recent images and their pixels for reuse; uploads never repeat,
// so it would only hold memory between them.
sharp.cache(false);

type Format = 'jpeg' | 'png' | 'webp';

/** The format the file's first bytes show, or null for anything else. */
function sniff(input: Buffer): Format | null {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.length >= 8 && input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (input.length >= 12 && input.toString('latin1', 0, 4) === 'RIFF' && input.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * The upload re-encoded for showing, with its thumbnail, or a PhotoRejected. The declared type
 * (the upload's Content-Type) is accepted from callers but deliberately not trusted: the bytes
 * decide.
 */
export async function processPhoto(input: Buffer, _declaredType?: string | null): Promise<ProcessedPhoto> {
  if (input.length > PHOTO_MAX_BYTES) throw new PhotoRejected(413, TOO_LARGE);
  const format = sniff(input);
  if (!format) throw new PhotoRejected(415, NOT_A_PHOTO);

  // The header only (libvips opens images lazily): the dimensions are known before any pixel is
  // decoded. The limit is checked here, not by sharp, so its refusal has its own message.
  let width: number, height: number, orientation: number | undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (meta.format !== format) throw new PhotoRejected(415, NOT_A_PHOTO);
    ({ width, height, orientation } = meta);
  } catch (err) {
    throw err instanceof PhotoRejected ? err : new PhotoRejected(400, UNREADABLE);
  }
  if (!(width > 0 && height > 0)) throw new PhotoRejected(400, UNREADABLE);
  if (width * height > PHOTO_MAX_PIXELS) throw new PhotoRejected(400, TOO_MANY_PIXELS);

  // failOn 'error' refuses corrupt and truncated data but not a mere warning (some phones write
  // stray bytes after the image). The pixel limit is set again as a second guard. The input is
  // decoded once, scaled and encoded in one libvips pipeline, whose pixels never come to
  // JavaScript (handing the 5.8 MB of scaled pixels back to make two outputs of them added to the
  // event loop's garbage collection: 37 against 30 ms per upload, profiled). sharp writes no metadata
  // unless asked (no keepMetadata/withMetadata here), so no EXIF, GPS, XMP, IPTC or ICC of the
  // upload reaches either output.
  return inTurn(() => decodeAndEncode(input, orientation ?? 1));
}

async function decodeAndEncode(input: Buffer, orientation: number): Promise<ProcessedPhoto> {
  try {
    const scaled = sharp(input, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS })
      // A transparent PNG would turn black in a JPEG; white is what a page behind it shows.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      // The linear kernel: after shrink-on-load the last step is small (e.g. 2000 to 1600 px), and
      // lanczos3 cost 45 ms more for 0.5 dB (35.7 against 36.2 dB PSNR to an exact lanczos3 scaling
      // of a 12 MP picture, both after the JPEG at quality 82: the encoding's loss is the larger).
      .resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true, kernel: 'linear' });
    const image = await encode(upright(scaled, orientation), 82);
    // The thumbnail from the photo just made (already upright, already without metadata): its
    // JPEG is decoded at a quarter of its size or less, a few milliseconds.
    const thumbnail = await encode(sharp(image.bytes).resize(THUMB_MAX_EDGE, THUMB_MAX_EDGE, { fit: 'inside', withoutEnlargement: true }), 70);
    return { image, thumbnail };
  } catch {
    throw new PhotoRejected(400, UNREADABLE);
  }
}

/**
 * The EXIF orientation (1-8) applied to the scaled pixels, as sharp's rotate() applies it to the
 * decoded image: the same picture for a fraction of the work (turning the 3-megapixel
 * shrink-on-load image cost ~50 ms of a 12 MP upload; the scaled one is 1.9 MP). The box the photo
 * is scaled into is square, so the size comes out the same. Mirroring happens before the turn
 * (sharp's order).
 */
function upright(pipeline: Sharp, orientation: number): Sharp {
  if (orientation === 2 || orientation === 5 || orientation === 7) pipeline.flop();
  if (orientation === 4) pipeline.flip();
  const turn = { 3: 180, 5: 270, 6: 90, 7: 90, 8: 270 }[orientation];
  return turn ? pipeline.rotate(turn) : pipeline;
}

/**
 * A baseline JPEG with optimised Huffman tables. Not progressive: on a 12 MP phone photo the
 * progressive encoding took 64-75 ms against 27-32 ms, for a file 5% smaller (730 against 767 KB
 * at 1600 px; measured here), and the customer's quote page shows the thumbnails, the full photo
 * only when one is opened. Not mozjpeg's trellis quantisation and scan search either (sharp's
 * `mozjpeg` option), which doubled the time again.
 */
async function encode(pipeline: Sharp, quality: number): Promise<ProcessedPhoto['image']> {
  const { data, info } = await pipeline.jpeg({ quality, optimiseCoding: true }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, contentType: 'image/jpeg' };
}
