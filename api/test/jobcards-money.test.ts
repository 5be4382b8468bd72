/** The job cards' money edge: dollars → cents (or a 400), and quote totals with one GST rounding. */
import { describe, expect, it } from 'vitest';
import { dollarsToCents, quoteTotals } from '../src/features/jobcards/money-edge.js';

describe('dollarsToCents', () => {
  it.each([
    ['129.95', 12995],
    [129.95, 12995],
    ['0', 0],
    [0.1, 10],
    ['  7.5 ', 750],
    [1_000_000, 100_000_000],
  ])('%j → %i cents', (dollars, cents) => expect(dollarsToCents(dollars)).toBe(cents));

  it.each([
    ['12.345', 'Price must have at most 2 decimals.'],
    [0.1 + 0.2, 'Price must have at most 2 decimals.'],
    [-1, 'Price must not be negative.'],
    ['-0.01', 'Price must not be negative.'],
    [Number.NaN, 'Price must be a number.'],
    [Infinity, 'Price must be a number.'],
    ['', 'Price must be a number.'],
    ['1e3', 'Price must be a number.'],
    [null, 'Price must be a number.'],
    [1_000_000.01, 'Price must be at most $1,000,000.00.'],
  ])('refuses %j: %s', (value, message) => {
    expect(() => dollarsToCents(value, 'Price')).toThrow(message);
  });
});

describe('quoteTotals', () => {
  it('adds GST on top with one half-up rounding per document', () => {
    // 3 × 0.05 + 0.10 = 0.25; 10 % = 2.5 c → 3 c
    expect(quoteTotals([{ quantity: 3, unitCents: 5 }, { quantity: 1, unitCents: 10 }], 10, false)).toEqual({
      lineCents: [15, 10],
      subtotalCents: 25,
      gstCents: 3,
      totalCents: 28,
    });
  });

  it('takes GST out of inclusive prices: GST = total × p / (100 + p)', () => {
    expect(quoteTotals([{ quantity: 1, unitCents: 11000 }], 10, true)).toEqual({ lineCents: [11000], subtotalCents: 10000, gstCents: 1000, totalCents: 11000 });
    // 99.99 × 10 / 110 = 9.09 (9.0809… → 909 c)
    expect(quoteTotals([{ quantity: 1, unitCents: 9999 }], 10, true)).toMatchObject({ gstCents: 909, subtotalCents: 9090 });
  });

  it('rounds fractional quantities per line, half up', () => {
    // 1.5 × 0.33 = 0.495 → 50 c
    expect(quoteTotals([{ quantity: 1.5, unitCents: 33 }], 0).lineCents).toEqual([50]);
    expect(quoteTotals([{ quantity: 1.5, unitCents: 33 }], 12.5, false)).toMatchObject({ subtotalCents: 50, gstCents: 6, totalCents: 56 });
  });
});
