/**
 * Makes the icons and the link-preview image under web/public/ from favicon.svg, once (the PNGs
 * and the ICO are committed; run again after changing the logo): `node web/scripts/make-icons.mjs`.
 * favicon.ico (16, 32 and 48 px, PNG-compressed entries), apple-touch-icon.png (180 px, square and
 * opaque: iOS rounds the corners itself), icon-192.png and icon-512.png (the web app manifest's,
 * 512 also maskable: the mark inside the safe zone) and og-image.png (1200×630, link previews).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const pub = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(path.join(pub, 'favicon.svg'), 'utf8').trim();
/** What an <svg> element holds. */
const inner = (text) => text.replace(/^<svg[^>]*>|<\/svg>$/g, '');
const RED = '#c62828';
const NAVY = '#0f1b2d';
/** The mark alone (the white wheel), drawn on a background of our choosing. */
const mark = svg.replace(/<rect[^>]*\/>/, '');
const square = (size, background, inset) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48"><rect width="48" height="48" fill="${background}"/><g transform="translate(${inset} ${inset}) scale(${(48 - 2 * inset) / 48})">${inner(mark)}</g></svg>`;

const png = (input, size) => sharp(Buffer.from(input), { density: 72 * Math.ceil(size / 48) }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An ICO holding PNG images (every browser since IE 11 reads them). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

const sizes = [16, 32, 48];
writeFileSync(path.join(pub, 'favicon.ico'), ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(svg, size) })))));
writeFileSync(path.join(pub, 'apple-touch-icon.png'), await png(square(180, RED, 4), 180));
writeFileSync(path.join(pub, 'icon-192.png'), await png(svg, 192));
// Maskable: the mark within the central 80 % circle, the red to the edges.
writeFileSync(path.join(pub, 'icon-512.png'), await png(square(512, RED, 9), 512));

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${NAVY}"/>
  <rect x="0" y="598" width="1200" height="32" fill="${RED}"/>
  <g transform="translate(120 175) scale(5.5)">${inner(svg)}</g>
  <text x="440" y="280" fill="#ffffff" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="52" font-weight="bold">Car servicing &amp; repairs</text>
  <text x="440" y="350" fill="#d7dee8" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34">Roadworthy certificates, logbook</text>
  <text x="440" y="396" fill="#d7dee8" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34">servicing and diagnostics. Book online.</text>
</svg>`;
writeFileSync(path.join(pub, 'og-image.png'), await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toBuffer());
console.log('written: favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png, og-image.png');
