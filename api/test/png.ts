/** Builds real PNG files for signing tests (8-bit RGBA, non-interlaced, like a browser canvas). */
import { crc32, deflateSync } from 'node:zlib';

type Pixel = [number, number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** `filter` per row: 0 none, 1 sub, 2 up (encoders pick; the server must undo every kind). */
export function png(width: number, height: number, pixel: (x: number, y: number) => Pixel, options: { filter?: 0 | 1 | 2; level?: number } = {}): Buffer {
  const filter = options.filter ?? 1;
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const line = Buffer.alloc(stride);
    for (let x = 0; x < width; x++) Buffer.from(pixel(x, y)).copy(line, x * 4);
    const out = raw.subarray(y * (stride + 1));
    out[0] = filter;
    for (let i = 0; i < stride; i++) {
      const ref = filter === 1 ? (i >= 4 ? line[i - 4] : 0) : filter === 2 ? prev[i] : 0;
      out[1 + i] = (line[i] - ref) & 0xff;
    }
    prev = line;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: options.level ?? 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function dataUrl(bytes: Buffer): string {
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

/** A signature-like stroke: a dark diagonal line on a transparent canvas. */
export function drawnSignature(width = 300, height = 100, filter: 0 | 1 | 2 = 1): string {
  return dataUrl(png(width, height, (x, y) => (Math.abs(y - (x * height) / width) < 2 ? [20, 20, 60, 255] : [0, 0, 0, 0]), { filter }));
}

export function blankCanvas(width = 300, height = 100, fill: Pixel = [0, 0, 0, 0]): string {
  return dataUrl(png(width, height, () => fill));
}
