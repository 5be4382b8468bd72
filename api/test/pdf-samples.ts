/** Sample facts for PDF tests and the render bench: a 10-line quote, the signed terms, a drawn signature PNG. */
import { deflateSync } from 'node:zlib';
import type { PdfWorkshop } from '../src/features/documents/pdf-layout.js';
import type { QuoteFacts } from '../src/features/documents/quote-pdf.js';
import type { SignedTermsFacts } from '../src/features/documents/signed-terms-pdf.js';

export const WORKSHOP: PdfWorkshop = {
  name: 'Truganina Auto Care',
  abn: '12 345 678 901',
  address: '12 Industrial Drive, Truganina VIC 3029',
  phone: '(03) 9000 1234',
  email: 'service@truganina-auto.example',
  timeZone: 'Australia/Melbourne',
};

const DESCRIPTIONS = [
  'Brake pads, front (Bendix General CT)',
  'Brake rotors machined, front pair',
  'Engine oil 5W-30 full synthetic (5 L)',
  'Oil filter',
  'Air filter',
  'Cabin pollen filter',
  'Wheel alignment (4-wheel)',
  'Coolant flush and refill, long-life',
  'Labour: diagnostic scan and road test',
  'Labour: brake service',
];

export function sampleQuote(overrides: Partial<QuoteFacts> = {}): QuoteFacts {
  return {
    quoteNumber: 'Q000123',
    issuedAt: '2026-11-23',
    validUntil: '2026-12-07',
    customer: { name: 'Nguyễn Thị Ánh', email: 'anh.nguyen@example.com', phone: '0412 345 678' },
    carRego: 'ABC123',
    lines: DESCRIPTIONS.map((description, i) => ({ description, quantity: (i % 3) + 1, unitPriceCents: [12995, 8900, 6450, 1895, 2450, 3200, 9900, 14500, 11000, 16500][i] })),
    notes: 'Rear pads at 40 %: due at the next service. Customer Zoë O\u2019Brien (Ōtautahi Motors) will collect.',
    gstPercent: 10,
    pricesIncludeGst: false,
    approvalUrl: 'http://workshop.test/quote/0123456789abcdef01234567',
    ...overrides,
  };
}

export const TERMS = [
  'You authorise us to inspect your vehicle and to road test it as needed to diagnose and check the work.',
  'No work beyond the agreed scope is done without your approval; we contact you with a quote first.',
  'Parts are new unless agreed otherwise; replaced parts are available to you on request before disposal.',
  'Goods presented for repair may be repaired rather than replaced by goods of the same type. Refurbished parts may be used to repair the goods.',
  'The repair of your goods may result in the loss of any user-generated data held on them (for example saved settings or navigation history).',
  'Vehicles not collected within 3 days of notice of completion incur a storage fee of $20 per day.',
  'Please give us 24 hours\u2019 notice to cancel a booking.',
  'Payment is due on completion, before the vehicle is released.',
  'Our workmanship is guaranteed for 12 months or 20,000 km, whichever comes first, in addition to your rights under the Australian Consumer Law.',
  'Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law.',
];

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A real PNG (RGBA, transparent) with a handwriting-like stroke, as signature_pad would send. */
export function signaturePng(width = 400, height = 150): Buffer {
  const rows: Buffer[] = [];
  const ink = (x: number, y: number) => {
    const t = x / width;
    const curve = height / 2 + Math.sin(t * Math.PI * 5) * (height / 4) * (1 - t * 0.5);
    return x > 20 && x < width - 20 && Math.abs(y - curve) < 2.5;
  };
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) if (ink(x, y)) row.writeUInt32BE(0x101060ff, 1 + x * 4);
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function sampleSignedTerms(overrides: Partial<SignedTermsFacts> = {}): SignedTermsFacts {
  return {
    jobCardId: '0123456789abcdef01234567',
    carRego: 'XYZ789',
    customerName: 'Zoë O\u2019Brien',
    terms: TERMS,
    signature: { kind: 'drawn', png: signaturePng() },
    signedAt: new Date('2026-11-22T23:30:05Z'),
    ip: '203.0.113.42',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ...overrides,
  };
}
