/** Money rules, including the rounding bugs invoice software is known for. */
import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  averageCents,
  centsToDollars,
  documentTotals,
  dollarsToCents,
  formatDollars,
  formatMoney,
  lineAmount,
  lineKind,
  MAX_CENTS,
  MoneyInputError,
  NegativeTaxableError,
  NegativeTotalError,
  parseDollars,
  parseGstPercent,
  parseQuantity,
} from './money.js';

const exclusive = (gstPercent = 10) => ({ gstPercent, pricesIncludeGst: false });
const inclusive = (gstPercent = 10) => ({ gstPercent, pricesIncludeGst: true });

function rejects(value: unknown, message: string) {
  let caught: unknown;
  try {
    parseDollars(value, 'unitPrice');
  } catch (err) {
    caught = err;
  }
  expect(caught, `parseDollars(${JSON.stringify(value)})`).toBeInstanceOf(MoneyInputError);
  expect((caught as MoneyInputError).field).toBe('unitPrice');
  expect((caught as MoneyInputError).message).toBe(message);
}

describe('parseDollars', () => {
  it('converts numbers and numeric strings exactly', () => {
    expect(parseDollars(129.95, 'p')).toBe(12995);
    expect(parseDollars('129.95', 'p')).toBe(12995);
    expect(parseDollars(0.29, 'p')).toBe(29); // 0.29 * 100 = 28.999999999999996 in floats
    expect(parseDollars(1.1, 'p')).toBe(110); // 110.00000000000001
    expect(parseDollars(4.35, 'p')).toBe(435); // 434.99999999999994
    expect(parseDollars(1.15, 'p')).toBe(115);
    expect(parseDollars(0.3, 'p')).toBe(30);
    expect(parseDollars(0, 'p')).toBe(0);
    expect(parseDollars(-0, 'p')).toBe(0);
    expect(parseDollars(12, 'p')).toBe(1200);
    expect(parseDollars('12', 'p')).toBe(1200);
    expect(parseDollars(' 7.5 ', 'p')).toBe(750);
    expect(parseDollars('.5', 'p')).toBe(50);
    expect(parseDollars('1.500', 'p')).toBe(150); // trailing zeros add no precision
    expect(parseDollars(999999.99, 'p')).toBe(99999999);
    expect(parseDollars('1000000', 'p')).toBe(MAX_CENTS);
    expect(dollarsToCents('0.1')).toBe(10);
  });

  it('refuses more than 2 decimals, including float artefacts', () => {
    rejects(1.005, 'unitPrice must have at most 2 decimals.');
    rejects('1.005', 'unitPrice must have at most 2 decimals.');
    rejects(0.285, 'unitPrice must have at most 2 decimals.');
    rejects(0.1 + 0.2, 'unitPrice must have at most 2 decimals.'); // 0.30000000000000004
    rejects(1e-7, 'unitPrice must have at most 2 decimals.');
  });

  it('reads a signed price (a discount) when asked, with the same limits either way', () => {
    expect(parseDollars('-50.00', 'price', { signed: true })).toBe(-5000);
    expect(parseDollars(-0.05, 'price', { signed: true })).toBe(-5);
    expect(parseDollars('-0', 'price', { signed: true })).toBe(0);
    expect(parseDollars(12.5, 'price', { signed: true })).toBe(1250);
    expect(() => parseDollars('-1.005', 'price', { signed: true })).toThrow('price must have at most 2 decimals.');
    expect(() => parseDollars(-1000000.01, 'price', { signed: true })).toThrow('price must be at least -$1,000,000.00.');
    expect(() => parseDollars('--5', 'price', { signed: true })).toThrow(MoneyInputError);
  });

  it('refuses negatives, non-numbers and absurd sizes', () => {
    rejects(-1, 'unitPrice must not be negative.');
    rejects('-0.01', 'unitPrice must not be negative.');
    for (const bad of [NaN, Infinity, -Infinity, '', '  ', 'abc', '12abc', '1,000.00', '$5', '1e3', '.', '0x10', null, undefined, true, {}, [5]]) {
      rejects(bad, 'unitPrice must be a number.');
    }
    rejects(1000000.01, 'unitPrice must be at most $1,000,000.00.');
    rejects(1e21, 'unitPrice must be at most $1,000,000.00.');
    rejects('99999999999999999999', 'unitPrice must be at most $1,000,000.00.');
    expect(() => parseDollars('abc')).toThrow('Amount must be a number.');
  });
});

describe('parseQuantity and parseGstPercent', () => {
  it('accepts quantities above 0 with up to 2 decimals', () => {
    expect(parseQuantity(3, 'quantity')).toBe(3);
    expect(parseQuantity('2', 'quantity')).toBe(2);
    expect(parseQuantity(1.5, 'quantity')).toBe(1.5);
    for (const bad of [0, -1, NaN, Infinity, '', 'x', null]) expect(() => parseQuantity(bad, 'quantity')).toThrow('quantity must be a number greater than 0.');
    expect(() => parseQuantity(1.255, 'quantity')).toThrow('quantity must have at most 2 decimals.');
    expect(() => parseQuantity(100001, 'quantity')).toThrow('quantity must be at most 100000.');
  });

  it('accepts 0..100 with up to 4 decimals', () => {
    expect(parseGstPercent(10, 'gstPercentage')).toBe(10);
    expect(parseGstPercent('12.5', 'gstPercentage')).toBe(12.5);
    expect(parseGstPercent(0, 'gstPercentage')).toBe(0);
    expect(parseGstPercent(100, 'gstPercentage')).toBe(100);
    expect(() => parseGstPercent(-1, 'gstPercentage')).toThrow('gstPercentage must be from 0 to 100.');
    expect(() => parseGstPercent(100.5, 'gstPercentage')).toThrow('gstPercentage must be from 0 to 100.');
    expect(() => parseGstPercent(10.00001, 'gstPercentage')).toThrow('gstPercentage must have at most 4 decimals.');
    expect(() => parseGstPercent('ten', 'gstPercentage')).toThrow('gstPercentage must be a number.');
  });
});

describe('formatting', () => {
  it('formats en-AU dollars', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100)).toBe('$1.00');
    expect(formatMoney(-5)).toBe('-$0.05');
    expect(formatMoney(123456789012)).toBe('$1,234,567,890.12');
    expect(formatDollars(12995)).toBe('129.95');
    expect(formatDollars(7)).toBe('0.07');
    expect(centsToDollars(12995)).toBe(129.95);
    expect(centsToDollars(30)).toBe(0.3);
    expect(() => formatMoney(1.5)).toThrow(RangeError);
  });
});

describe('lineAmount', () => {
  it('is exact on whole quantities and rounds a fractional one half up, per line', () => {
    expect(lineAmount(3, 12995)).toBe(38985);
    expect(lineAmount(0, 500)).toBe(0);
    expect(lineAmount(1.5, 33)).toBe(50); // 49.5 → 50
    expect(lineAmount(0.25, 2)).toBe(1); // 0.5 → 1
    expect(lineAmount(1.1, 1005)).toBe(1106); // 1105.5 → 1106, where 1.1 * 1005 = 1105.4999… in floats
    expect(() => lineAmount(1.255, 100)).toThrow(RangeError);
    expect(() => lineAmount(-1, 100)).toThrow(RangeError);
    expect(() => lineAmount(2, 10.5)).toThrow(RangeError);
    expect(() => lineAmount(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});

describe('documentTotals', () => {
  it('takes a discount as a negative line, and refuses a document below zero', () => {
    expect(documentTotals([{ quantity: 1, unitPriceCents: 30000 }, { quantity: 1, unitPriceCents: -5000 }], exclusive())).toMatchObject({ lineCents: [30000, -5000], subtotalCents: 25000, gstCents: 2500, totalCents: 27500 });
    expect(documentTotals([{ quantity: 1, unitPriceCents: 5000 }, { quantity: 1, unitPriceCents: -5000 }], exclusive())).toMatchObject({ totalCents: 0 });
    expect(() => documentTotals([{ quantity: 1, unitPriceCents: 100 }, { quantity: 1, unitPriceCents: -101 }], exclusive())).toThrow(NegativeTotalError);
    expect(() => documentTotals([{ quantity: 1, unitPriceCents: -1 }], exclusive())).toThrow('The total cannot be below $0.00.');
  });

  it('adds GST on top of exclusive prices', () => {
    expect(documentTotals([{ quantity: 2, unitPriceCents: 12995 }, { quantity: 1, unitPriceCents: 4500 }], exclusive())).toMatchObject({
      subtotalCents: 30490,
      gstCents: 3049,
      totalCents: 33539,
    });
  });

  it('rounds once per document, not per line', () => {
    // Three lines of $0.05 at 10 %: per-line rounding would give 3 × 1 = 3 cents of GST; the document has 1.5 → 2.
    const lines = [1, 2, 3].map(() => ({ quantity: 1, unitPriceCents: 5 }));
    expect(documentTotals(lines, exclusive())).toMatchObject({ subtotalCents: 15, gstCents: 2, totalCents: 17 });
    // Ten lines of $0.14: per-line 10 × round(1.4) = 10; per document round(14) = 14.
    const tens = Array.from({ length: 10 }, () => ({ quantity: 1, unitPriceCents: 14 }));
    expect(documentTotals(tens, exclusive()).gstCents).toBe(14);
  });

  it('rounds half up to the cent (where floats round down)', () => {
    // $0.285 cannot be a price; its document-level cousin is 3 × $2.85 = $8.55 → GST 85.5 cents → 86.
    expect(documentTotals([{ quantity: 3, unitPriceCents: 285 }], exclusive())).toMatchObject({ subtotalCents: 855, gstCents: 86, totalCents: 941 });
    // 1.005 × 100 is 100.49999999999999 in floats, which Math.round sends to 100: here 10.05 × 10 % = 100.5 → 101.
    expect(documentTotals([{ quantity: 1, unitPriceCents: 1005 }], exclusive()).gstCents).toBe(101);
    // 12.5 % of $0.04 = 0.5 cent → 1.
    expect(documentTotals([{ quantity: 1, unitPriceCents: 4 }], exclusive(12.5)).gstCents).toBe(1);
    expect(documentTotals([{ quantity: 1, unitPriceCents: 3 }], exclusive(12.5)).gstCents).toBe(0);
  });

  it('splits GST out of inclusive prices so the total stays the sum of the lines', () => {
    // $110.00 including 10 % is $100.00 + $10.00.
    expect(documentTotals([{ quantity: 1, unitPriceCents: 11000 }], inclusive())).toMatchObject({ subtotalCents: 10000, gstCents: 1000, totalCents: 11000 });
    // $129.95 incl.: GST = 12995 / 11 = 1181.36… → 1181; the total is never "off by a cent" from what the customer saw.
    const one = documentTotals([{ quantity: 3, unitPriceCents: 12995 }], inclusive());
    expect(one).toMatchObject({ subtotalCents: 35441, gstCents: 3544, totalCents: 38985 });
    expect(one.subtotalCents + one.gstCents).toBe(3 * 12995);
    // $0.11 + $0.06 incl.: 17 / 11 = 1.545… → 2.
    expect(documentTotals([{ quantity: 1, unitPriceCents: 11 }, { quantity: 1, unitPriceCents: 6 }], inclusive()).gstCents).toBe(2);
    // 12.5 % incl.: 45 × 12.5 / 112.5 = 5 exactly.
    expect(documentTotals([{ quantity: 1, unitPriceCents: 45 }], inclusive(12.5))).toMatchObject({ subtotalCents: 40, gstCents: 5, totalCents: 45 });
    // 50 % incl. of 3 cents = 1 exactly; of 1 cent = 1/3 → 0; of 3 × 1 cent rounded once → 1, not 0.
    expect(documentTotals([1, 2, 3].map(() => ({ quantity: 1, unitPriceCents: 1 })), inclusive(50)).gstCents).toBe(1);
  });

  it('handles 0 % and 100 %', () => {
    expect(documentTotals([{ quantity: 2, unitPriceCents: 999 }], exclusive(0))).toMatchObject({ subtotalCents: 1998, gstCents: 0, totalCents: 1998 });
    expect(documentTotals([{ quantity: 2, unitPriceCents: 999 }], inclusive(0))).toMatchObject({ subtotalCents: 1998, gstCents: 0, totalCents: 1998 });
    expect(documentTotals([{ quantity: 1, unitPriceCents: 1234 }], exclusive(100))).toMatchObject({ subtotalCents: 1234, gstCents: 1234, totalCents: 2468 });
    // 100 % inclusive: half of the total is GST; 1235 / 2 = 617.5 → 618.
    expect(documentTotals([{ quantity: 1, unitPriceCents: 1235 }], inclusive(100))).toMatchObject({ subtotalCents: 617, gstCents: 618, totalCents: 1235 });
  });

  it('stays exact on large totals where floats lose cents', () => {
    const big = documentTotals([{ quantity: 100_000, unitPriceCents: 9_999_999_999 }], exclusive(10));
    expect(big).toMatchObject({ subtotalCents: 999_999_999_900_000, gstCents: 99_999_999_990_000, totalCents: 1_099_999_999_890_000 });
    expect(Math.round(999_999_999_900_004 * 1.1)).toBe(1_099_999_999_890_005); // the float way gains a cent
    expect(documentTotals([{ quantity: 1, unitPriceCents: 999_999_999_900_004 }], exclusive(10)).totalCents).toBe(1_099_999_999_890_004);
    // Beyond safe integers the module refuses rather than silently losing cents.
    expect(() => documentTotals([{ quantity: 100_000, unitPriceCents: 99_999_999_999 }], exclusive())).toThrow(RangeError);
  });

  it('computes an 8-digit exclusive total exactly', () => {
    const t = documentTotals([{ quantity: 7, unitPriceCents: 1_234_567_89 }, { quantity: 1, unitPriceCents: 1 }], exclusive(12.5));
    // subtotal 864197524 → 12.5 % = 108024690.5 → 108024691
    expect(t).toMatchObject({ subtotalCents: 864197524, gstCents: 108024691, totalCents: 972222215 });
  });

  it('answers each line with the totals (quotes, job cards and invoices alike)', () => {
    expect(documentTotals([{ quantity: 3, unitPriceCents: 5 }, { quantity: 1, unitPriceCents: 10 }], exclusive(10))).toEqual({ lineCents: [15, 10], subtotalCents: 25, gstCents: 3, totalCents: 28, taxableCents: 25, gstFreeCents: 0 });
    expect(documentTotals([{ quantity: 1, unitPriceCents: 9999 }], inclusive(10))).toMatchObject({ gstCents: 909, subtotalCents: 9090 });
    expect(documentTotals([{ quantity: 1.5, unitPriceCents: 33 }], exclusive(12.5))).toEqual({ lineCents: [50], subtotalCents: 50, gstCents: 6, totalCents: 56, taxableCents: 50, gstFreeCents: 0 });
  });

  it('charges GST on the taxable lines alone: a GST-free government fee beside taxable labour, prices exclusive', () => {
    // 1.5 h of labour at $150.00 (taxable) and a $845.30 registration fee (GST-free): GST is 10 % of $225.00 only.
    const t = documentTotals([{ quantity: 1.5, unitPriceCents: 15000 }, { quantity: 1, unitPriceCents: 84530, gstFree: true }], exclusive());
    expect(t).toEqual({ lineCents: [22500, 84530], subtotalCents: 107030, gstCents: 2250, totalCents: 109280, taxableCents: 22500, gstFreeCents: 84530 });
  });

  it('charges GST on the taxable lines alone, prices inclusive', () => {
    // $129.95 of labour includes 129.95 / 11 = $11.81 (11.8136…); the $33.33 fee includes none.
    const t = documentTotals([{ quantity: 1, unitPriceCents: 12995 }, { quantity: 1, unitPriceCents: 3333, gstFree: true }], inclusive());
    expect(t).toEqual({ lineCents: [12995, 3333], subtotalCents: 15147, gstCents: 1181, totalCents: 16328, taxableCents: 12995, gstFreeCents: 3333 });
    // Had every line been taxable, the GST would be 16328 / 11 = $14.84.
    expect(documentTotals([{ quantity: 1, unitPriceCents: 12995 }, { quantity: 1, unitPriceCents: 3333 }], inclusive()).gstCents).toBe(1484);
    // GST-free lines only: no GST at all.
    expect(documentTotals([{ quantity: 2, unitPriceCents: 4210, gstFree: true }], inclusive())).toMatchObject({ gstCents: 0, subtotalCents: 8420, totalCents: 8420 });
    // gstFree: false is taxable, as a line without it.
    expect(documentTotals([{ quantity: 1, unitPriceCents: 11000, gstFree: false }], inclusive()).gstCents).toBe(1000);
  });

  it('takes a taxable discount off the taxable lines, and never lets the total or the taxable lines fall below zero', () => {
    // $300 labour, a $50 discount, a $100 GST-free fee: GST 10 % of $250.
    const t = documentTotals([{ quantity: 2, unitPriceCents: 15000 }, { quantity: 1, unitPriceCents: -5000 }, { quantity: 1, unitPriceCents: 10000, gstFree: true }], exclusive());
    expect(t).toMatchObject({ subtotalCents: 35000, gstCents: 2500, totalCents: 37500, taxableCents: 25000, gstFreeCents: 10000 });
    // A GST-free discount comes off the GST-free lines: the GST stays on the labour.
    expect(documentTotals([{ quantity: 1, unitPriceCents: 15000 }, { quantity: 1, unitPriceCents: 10000, gstFree: true }, { quantity: 1, unitPriceCents: -4000, gstFree: true }], exclusive())).toMatchObject({
      gstCents: 1500,
      totalCents: 22500,
    });
    expect(() => documentTotals([{ quantity: 1, unitPriceCents: 1000, gstFree: true }, { quantity: 1, unitPriceCents: -2000 }], exclusive())).toThrow(NegativeTotalError);
    // The sum is $40 but the taxable lines come to -$10: refused rather than a negative GST.
    expect(() => documentTotals([{ quantity: 1, unitPriceCents: 1000 }, { quantity: 1, unitPriceCents: -2000 }, { quantity: 1, unitPriceCents: 5000, gstFree: true }], exclusive())).toThrow(NegativeTaxableError);
  });

  it('refuses out-of-range rules and lines', () => {
    expect(() => documentTotals([], exclusive(-1))).toThrow(RangeError);
    expect(() => documentTotals([], exclusive(101))).toThrow(RangeError);
    expect(() => documentTotals([], exclusive(NaN))).toThrow(RangeError);
    expect(() => documentTotals([{ quantity: 1, unitPriceCents: -5 }], exclusive())).toThrow(RangeError);
    expect(documentTotals([], inclusive())).toMatchObject({ subtotalCents: 0, gstCents: 0, totalCents: 0 });
  });
});

describe('lineKind', () => {
  it('reads a line by its kind, and a line stored before kinds by its price and description', () => {
    expect(lineKind({ kind: 'sundry', description: 'Labour', unitPriceCents: 100 })).toBe('sundry');
    expect(lineKind({ description: 'Loyalty discount', unitPriceCents: -500 })).toBe('discount');
    expect(lineKind({ description: 'Labour: replace pads', unitPriceCents: 15000 })).toBe('labour');
    expect(lineKind({ description: 'Diagnostic labor', unitPriceCents: 15000 })).toBe('labour');
    expect(lineKind({ description: 'Laboratory test kit', unitPriceCents: 900 })).toBe('part');
    expect(lineKind({ description: 'Brake pads', unitPriceCents: 8900 })).toBe('part');
  });
});

describe('allocateCents', () => {
  it('splits a total over weights so the parts add up exactly, leftovers to the largest remainders', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(2950, [12995, 16500])).toEqual([1300, 1650]);
    expect(allocateCents(1, [0, 5, 5])).toEqual([0, 1, 0]);
    expect(allocateCents(0, [3, 4])).toEqual([0, 0]);
    expect(allocateCents(7, [0, 0])).toEqual([0, 0]);
    // A discount line gets its negative share of the GST; weights summing below zero are refused.
    expect(allocateCents(2500, [30000, -5000])).toEqual([3000, -500]);
    expect(allocateCents(5, [-1, 2])).toEqual([-5, 10]);
    expect(() => allocateCents(5, [-3, 2])).toThrow(RangeError);
  });

  it('always adds up, for many random splits', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const weights = Array.from({ length: 1 + Math.floor(next() * 15) }, () => Math.floor(next() * 6_000_000));
      const total = Math.floor(next() * 1_000_000);
      const parts = allocateCents(total, weights);
      const sum = weights.reduce((a, b) => a + b, 0);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
      parts.forEach((p, k) => expect(Math.abs(p - (sum ? (total * weights[k]) / sum : 0))).toBeLessThan(1));
    }
  });
});

describe('averageCents', () => {
  it('rounds half up to the cent, exactly for large sums, and answers 0 for no amounts', () => {
    expect(averageCents(1000, 3)).toBe(333); // 333.33…
    expect(averageCents(1001, 2)).toBe(501); // 500.5 → 501
    expect(averageCents(-1001, 2)).toBe(-501);
    expect(averageCents(9_007_199_254_740_991, 2)).toBe(4_503_599_627_370_496);
    expect(averageCents(0, 0)).toBe(0);
    expect(averageCents(500, 0)).toBe(0);
    expect(() => averageCents(1.5, 1)).toThrow(RangeError);
    expect(() => averageCents(100, -1)).toThrow(RangeError);
  });
});
