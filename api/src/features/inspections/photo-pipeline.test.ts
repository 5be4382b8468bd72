import { crc32, deflateSync } from 'node:zlib';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_EDGE, PhotoRejected, THUMB_MAX_EDGE, processPhoto } from './photo-pipeline.js';

// Every test image is made here with sharp itself: no binary fixtures.

/** The PhotoRejected a call ends in (fails the test if it succeeds or fails otherwise). */
async function rejection(p: Promise<unknown>): Promise<PhotoRejected> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PhotoRejected);
  return err as PhotoRejected;
}

/** A phone photo as a 4000 × 3000 landscape sensor writes it, left half red and right half blue,
 * held upright: EXIF orientation 6 (display rotated 90° clockwise), with GPS, an ICC profile and XMP. */
function phonePhoto(): Promise<Buffer> {
  return (madePhoto ??= makePhonePhoto());
}
let madePhoto: Promise<Buffer> | undefined;
async function makePhonePhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 2000, height: 3000, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Acme', Model: 'Phone 12', Software: 'Camera 1.0' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '37/1 50/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '144/1 44/1 10/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Mechanic"/></rdf:RDF></x:xmpmeta>')
    .toBuffer();
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few-hundred-byte PNG whose valid header claims 30,000 × 30,000 pixels (900 MP, 8-bit grey). */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey), compression, filter and interlace 0
  const firstRow = deflateSync(Buffer.alloc(30_001));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', firstRow), pngChunk('IEND', Buffer.alloc(0))]);
}

describe('processPhoto', () => {
  it('turns an EXIF-rotated phone photo upright, at most 1600 px, with every trace of metadata removed', async () => {
    const input = await phonePhoto();
    // The input really carries what must go (else the test below would pass on nothing).
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.icc).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect((await exifr.parse(input, true)).latitude).toBeCloseTo(-37.84, 2);

    const { image, thumbnail } = await processPhoto(input, 'image/jpeg');

    expect(image).toMatchObject({ width: 1200, height: PHOTO_MAX_EDGE, contentType: 'image/jpeg' });
    expect(thumbnail).toMatchObject({ width: 240, height: THUMB_MAX_EDGE, contentType: 'image/jpeg' });
    for (const out of [image, thumbnail]) {
      const meta = await sharp(out.bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: out.width, height: out.height, space: 'srgb' });
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      const found = await exifr.parse(out.bytes, true);
      expect(found === undefined || Object.keys(found).length === 0).toBe(true);
      expect(out.bytes.includes('Acme')).toBe(false);
    }
    // Upright in the pixels, not by a tag: the sensor's left (red) half is now the top.
    const { data, info } = await sharp(image.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(600, 100)[0]).toBeGreaterThan(200);
    expect(pixel(600, 100)[2]).toBeLessThan(60);
    expect(pixel(600, 1500)[2]).toBeGreaterThan(200);
    expect(pixel(600, 1500)[0]).toBeLessThan(60);
  });

  it('turns every EXIF orientation (mirrored ones too) upright as sharp itself does, in the photo and its thumbnail', async () => {
    // Four quadrants of four colours on a landscape sensor: any turn or mirror moves them.
    const quadrant = (background: string) => sharp({ create: { width: 1200, height: 900, channels: 3, background } }).png().toBuffer();
    const [red, green, blue] = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map(quadrant));
    const sensor = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#ffffff' } })
      .composite([
        { input: red, left: 0, top: 0 },
        { input: green, left: 1200, top: 0 },
        { input: blue, left: 0, top: 900 },
      ])
      .png()
      .toBuffer();
    /** The colour at each corner's middle, as r/g/b/w. */
    const corners = async (bytes: Buffer) => {
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const at = (fx: number, fy: number) => {
        const i = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * info.channels;
        const [r, g, b] = data.subarray(i, i + 3);
        return r > 200 && g > 200 && b > 200 ? 'w' : r > 200 ? 'r' : g > 200 ? 'g' : b > 200 ? 'b' : '?';
      };
      return [at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)].join('');
    };
    for (let orientation = 1; orientation <= 8; orientation++) {
      const input = await sharp(sensor).jpeg({ quality: 95 }).withMetadata({ orientation }).toBuffer();
      const expected = await sharp(input).rotate().png().toBuffer();
      const expectedMeta = await sharp(expected).metadata();
      const { image, thumbnail } = await processPhoto(input);
      const turned = orientation >= 5;
      expect([image.width, image.height], `orientation ${orientation}`).toEqual(turned ? [1200, 1600] : [1600, 1200]);
      expect([thumbnail.width, thumbnail.height], `orientation ${orientation}`).toEqual(turned ? [240, 320] : [320, 240]);
      expect(expectedMeta.width! > expectedMeta.height!).toBe(!turned);
      const want = await corners(expected);
      expect(await corners(image.bytes), `orientation ${orientation}`).toBe(want);
      expect(await corners(thumbnail.bytes), `orientation ${orientation} thumbnail`).toBe(want);
    }
  });

  it('takes PNG (flattening transparency on white, not black) and never enlarges a small photo', async () => {
    const transparent = await sharp({ create: { width: 100, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    // The declared type is not trusted either way: a PNG declared as JPEG is still read as the PNG it is.
    const { image, thumbnail } = await processPhoto(transparent, 'image/jpeg');
    expect(image).toMatchObject({ width: 100, height: 50, contentType: 'image/jpeg' });
    expect(thumbnail).toMatchObject({ width: 100, height: 50 });
    const stats = await sharp(image.bytes).stats();
    expect(stats.channels).toHaveLength(3);
    for (const c of stats.channels) expect(c.min).toBeGreaterThan(245);
  });

  it('takes WebP, scaled to 1600 and 320 px on the long edge', async () => {
    const webp = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer();
    const { image, thumbnail } = await processPhoto(webp, null);
    expect(image).toMatchObject({ width: 1600, height: 800 });
    expect(thumbnail).toMatchObject({ width: 320, height: 160 });
    expect((await sharp(thumbnail.bytes).metadata()).format).toBe('jpeg');
  });

  it('refuses anything but JPEG, PNG or WebP by its bytes (415), whatever its declared type', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toBuffer();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const [input, declared] of [
      [Buffer.from('hello'), 'image/jpeg'],
      [Buffer.alloc(0), 'image/png'],
      [gif, 'image/jpeg'],
      [heic, 'image/heic'],
      [svg, 'image/png'],
    ] as const) {
      const err = await rejection(processPhoto(input, declared));
      expect(err.status).toBe(415);
      expect(err.message).toBe('Please choose a JPEG, PNG or WebP photo.');
    }
  });

  it('refuses more than 15 MB before reading it (413)', async () => {
    const input = Buffer.alloc(16 * 1024 * 1024);
    input.set([0xff, 0xd8, 0xff, 0xe0]);
    const err = await rejection(processPhoto(input, 'image/jpeg'));
    expect(err.status).toBe(413);
    expect(err.message).toBe('The photo is larger than 15 MB. Please choose a smaller one.');
  });

  it('refuses a 30,000 × 30,000 PNG from its header: without allocating its pixels (400)', async () => {
    const bomb = pngBomb();
    const rss = process.memoryUsage().rss;
    const err = await rejection(processPhoto(bomb, 'image/png'));
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    expect(err.status).toBe(400);
    expect(err.message).toBe('The photo has too many pixels to process.');
  });

  it('refuses a truncated or damaged JPEG (400)', async () => {
    const whole = await phonePhoto();
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x5a)]);
    for (const input of [whole.subarray(0, whole.length >> 1), garbage]) {
      const err = await rejection(processPhoto(input, 'image/jpeg'));
      expect(err.status).toBe(400);
      expect(err.message).toBe('The photo could not be read. It may be damaged; please take it again.');
    }
  });
});
