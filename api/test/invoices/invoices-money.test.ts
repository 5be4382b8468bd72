/**
 * The money property test: 10,000 random invoices (1–15 lines, quantities 1–20, prices 0.00 to
 * 2,999.99, prices inclusive and exclusive of GST, GST 10 %, 0 % and odd rates). Their subtotal,
 * GST and total are checked to the cent against an independent calculation written here:
 * - all 10,000 through the totals every priced document stores and answers (`documentPrice`);
 * - every 50th (200 invoices) end to end: the REST answer of POST /api/admin/generate-invoice,
 *   the text extracted from the stored PDF, and the email the customer receives.
 */
import { describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { documentPrice } from '../../src/shared/priced-document.js';
import { withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { pdfText } from './invoices-factory.js';
import { recipients } from '../smtp-sink.js';

const SEED = 20261123;
const COUNT = 10_000;
const END_TO_END_EVERY = 50;
const RATES = ['10', '10', '10', '0', '12.5', '7.75', '3.3333', '15', '8.25', '99.9999'];

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Sample {
  lines: Array<{ quantity: number; cents: number }>;
  rate: string;
  inclusive: boolean;
}

function samples(): Sample[] {
  const next = random(SEED);
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return Array.from({ length: COUNT }, () => ({
    lines: Array.from({ length: int(1, 15) }, () => ({ quantity: int(1, 20), cents: int(0, 299_999) })),
    rate: RATES[int(0, RATES.length - 1)],
    inclusive: next() < 0.5,
  }));
}

/** a / b rounded half up, for a ≥ 0, b > 0: by the remainder (not the formula the api uses). */
function halfUp(a: bigint, b: bigint): bigint {
  const q = a / b;
  return 2n * (a % b) >= b ? q + 1n : q;
}

/** The expected totals in cents, from first principles: the rate as an exact fraction num/den. */
function expected(s: Sample): { subtotal: number; gst: number; total: number } {
  const [whole, fraction = ''] = s.rate.split('.');
  const den = 10n ** BigInt(fraction.length);
  const num = BigInt(whole + fraction);
  const sum = s.lines.reduce((acc, l) => acc + BigInt(l.quantity) * BigInt(l.cents), 0n);
  if (s.inclusive) {
    // total = sum; GST = total × p / (100 + p) = sum × num / (100·den + num)
    const gst = halfUp(sum * num, 100n * den + num);
    return { subtotal: Number(sum - gst), gst: Number(gst), total: Number(sum) };
  }
  const gst = halfUp(sum * num, 100n * den);
  return { subtotal: Number(sum), gst: Number(gst), total: Number(sum + gst) };
}

const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const money = (cents: number) => AUD.format(cents / 100);
const dollars = (cents: number) => cents / 100;

const all = samples();

describe('money property test', () => {
  it(`${COUNT} random invoices: the totals the service computes match the independent calculation`, () => {
    let inclusive = 0;
    const rates = new Set<string>();
    for (const [i, s] of all.entries()) {
      const got = documentPrice(
        s.lines.map((l) => ({ description: 'x', quantity: l.quantity, unitPriceCents: l.cents })),
        { gstPercent: Number(s.rate), pricesIncludeGst: s.inclusive },
        'invoice',
      );
      const want = expected(s);
      if (got.subtotalCents !== want.subtotal || got.gstCents !== want.gst || got.totalCents !== want.total) {
        throw new Error(`invoice ${i} (seed ${SEED}): got ${JSON.stringify(got)}, expected ${JSON.stringify(want)} for ${JSON.stringify(s)}`);
      }
      if (s.inclusive) inclusive++;
      rates.add(s.rate);
    }
    // The sample really covers both kinds of price and every rate.
    expect(inclusive).toBeGreaterThan(COUNT * 0.4);
    expect(inclusive).toBeLessThan(COUNT * 0.6);
    expect([...rates].sort()).toEqual([...new Set(RATES)].sort());
  });

  describe(`every ${END_TO_END_EVERY}th invoice end to end`, () => {
    let t: TestServer;
    let admin: Admin;
    withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

    it('the REST answer, the PDF text and the email show the expected subtotal, GST and total', { timeout: 240_000 }, async () => {
      const picked = all.filter((_, i) => i % END_TO_END_EVERY === 0);
      expect(picked.length).toBe(COUNT / END_TO_END_EVERY);
      const em = () => t.app.db.orm.em.fork() as EntityManager;
      const check = async (s: Sample, k: number) => {
        const want = expected(s);
        const email = `money${k}@example.com`;
        const res = await admin.rest('POST', '/api/admin/generate-invoice', {
          customerName: `Money ${k}`,
          customerEmail: email,
          carRego: 'MONEY 1',
          invoiceItems: s.lines.map((l, i) => ({ description: `Line ${i + 1}`, quantity: l.quantity, unitPrice: (l.cents / 100).toFixed(2) })),
          gstPercentage: Number(s.rate),
          gstIncluded: s.inclusive,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const context = `invoice ${k * END_TO_END_EVERY} ${JSON.stringify(s)}`;
        expect({ subtotal: res.body.invoice.subtotal, gst: res.body.invoice.gst, total: res.body.invoice.totalAmount }, context).toEqual({
          subtotal: dollars(want.subtotal),
          gst: dollars(want.gst),
          total: dollars(want.total),
        });

        const gstLabel = `GST (${s.rate}%)${s.inclusive ? ' included' : ''}`;
        const text = await pdfText((await t.app.services.documents.get(em(), res.body.invoice.documentId)).bytes);
        expect(text, context).toContain(`Subtotal (excl. GST) ${money(want.subtotal)}`);
        expect(text, context).toContain(`${gstLabel} ${money(want.gst)}`);
        expect(text, context).toContain(`Total (incl. GST) ${money(want.total)}`);

        const mail = await t.smtp!.waitFor((m) => recipients(m).includes(email), 20_000);
        expect(mail.text, context).toContain(`Subtotal (excl. GST): ${money(want.subtotal)}\n`);
        expect(mail.text, context).toContain(`${gstLabel}: ${money(want.gst)}\n`);
        expect(mail.text, context).toContain(`Total (incl. GST): ${money(want.total)}\n`);
      };
      // A few at a time, as staff would.
      for (let k = 0; k < picked.length; k += 4) await Promise.all(picked.slice(k, k + 4).map((s, j) => check(s, k + j)));
    });
  });
});
