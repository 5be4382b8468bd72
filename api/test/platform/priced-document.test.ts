/**
 * The priced document's rules, called directly: one line reader with its limits and messages for
 * the three edges (job card items, quote lines, invoice lines), a draft's lines becoming an
 * invoice's, one GST rule and one totals computation (a single rounding, the stored-integer cap).
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/shared/errors.js';
import { DEFAULT_GST_PERCENT, documentPrice, finishedLines, readGstPercent, readLines, type LineRules, type LineEdge } from '../../src/shared/priced-document.js';
import { FINAL_ITEMS, QUOTE_ITEMS } from '../../src/features/jobcards/jobcard.inputs.js';
import { INVOICE_ITEMS } from '../../src/features/invoices/invoice.inputs.js';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('BAD_USER_INPUT');
    return err as AppError;
  }
  throw new Error('expected a refusal');
}

const invoiceRules: LineRules = { minQuantity: 1, empty: 'An invoice needs at least one item.' };
const read = (edge: LineEdge, raw: unknown, rules: LineRules = {}) => readLines(raw, edge, rules);

describe('readLines: one shape from every edge', () => {
  it('reads each edge’s documented names into { description, quantity, unitPriceCents, kind } (a line without a kind is a part)', () => {
    expect(read(FINAL_ITEMS, [{ description: ' Pads ', quantity: 1.5, estimateCost: '129.95' }], { draft: true })).toEqual([
      { description: 'Pads', quantity: 1.5, unitPriceCents: 12995, kind: 'part' },
    ]);
    expect(read(QUOTE_ITEMS, [{ description: 'Oil', quantity: 5, estimateCost: 12.9 }])).toEqual([{ description: 'Oil', quantity: 5, unitPriceCents: 1290, kind: 'part' }]);
    expect(read(INVOICE_ITEMS, [{ description: 'Tyre', quantity: 4, unitPrice: 189.5 }], invoiceRules)).toEqual([{ description: 'Tyre', quantity: 4, unitPriceCents: 18950, kind: 'part' }]);
  });

  it('lets a draft keep a new row without a description; a document needs one', () => {
    expect(read(FINAL_ITEMS, [{ description: '', quantity: 1, estimateCost: 0 }], { draft: true })).toEqual([{ description: '', quantity: 1, unitPriceCents: 0, kind: 'part' }]);
    expect(refusal(() => read(QUOTE_ITEMS, [{ description: '  ', quantity: 1, estimateCost: 10 }])).message).toBe('Line 1: a description is required.');
    expect(refusal(() => read(INVOICE_ITEMS, [{ description: ' ', quantity: 1, unitPrice: 1 }], invoiceRules)).message).toBe('Item 1: a description is required.');
  });

  it.each([
    [FINAL_ITEMS, 'lots', {}, 'finalItems must be a list.'],
    [QUOTE_ITEMS, undefined, {}, 'items must be a list.'],
    [INVOICE_ITEMS, 'pads', invoiceRules, 'invoiceItems must be a list.'],
    [QUOTE_ITEMS, [], { empty: 'A quote needs at least one line.' }, 'A quote needs at least one line.'],
    [INVOICE_ITEMS, [], invoiceRules, 'An invoice needs at least one item.'],
    [FINAL_ITEMS, Array.from({ length: 201 }, () => ({ description: 'x', quantity: 1, estimateCost: 1 })), {}, 'At most 200 lines are allowed.'],
    [INVOICE_ITEMS, Array.from({ length: 201 }, () => ({ description: 'x', quantity: 1, unitPrice: 1 })), invoiceRules, 'At most 200 items are allowed.'],
    [FINAL_ITEMS, [7], {}, 'Line 1 must be an object.'],
    [INVOICE_ITEMS, [{ description: 'a', quantity: 1, unitPrice: 1 }, null], invoiceRules, 'Item 2 must be an object.'],
    [FINAL_ITEMS, [{ description: 5, quantity: 1, estimateCost: 1 }], {}, 'Line 1: description must be text.'],
    [INVOICE_ITEMS, [{ description: 'x'.repeat(501), quantity: 1, unitPrice: 1 }], invoiceRules, 'Item 1: description must be at most 500 characters.'],
  ] as const)('%#: refuses a bad list or line (%s)', (edge, raw, rules, message) => {
    expect(refusal(() => read(edge, raw, rules)).message).toBe(message);
  });

  it('tells the job cards’ API one message for every bad quantity, and the invoices’ each problem', () => {
    const one = 'Line 1: quantity must be a positive number (at most 10000, 2 decimals).';
    for (const quantity of [0, -1, 'NaN', 1.234, 10_001]) {
      expect(refusal(() => read(FINAL_ITEMS, [{ description: 'x', quantity, estimateCost: 1 }], { draft: true })).message).toBe(one);
    }
    const item = (quantity: unknown) => refusal(() => read(INVOICE_ITEMS, [{ description: 'x', quantity, unitPrice: 1 }], invoiceRules)).message;
    expect(item(0)).toBe('Item 1: quantity must be a number greater than 0.');
    expect(item('two')).toBe('Item 1: quantity must be a number greater than 0.');
    expect(item(1.234)).toBe('Item 1: quantity must have at most 2 decimals.');
    expect(item(0.5)).toBe('Item 1: quantity must be at least 1.');
    expect(item(10_001)).toBe('Item 1: quantity must be at most 10000.');
    // A quote's line may be half an hour of labour; an invoice's may be 1.5 hours.
    expect(read(QUOTE_ITEMS, [{ description: 'Labour', quantity: 0.5, estimateCost: 110 }])[0].quantity).toBe(0.5);
    expect(read(INVOICE_ITEMS, [{ description: 'Labour', quantity: 1.5, unitPrice: 110 }], invoiceRules)[0].quantity).toBe(1.5);
  });

  it('reads prices by the money module, naming the line and the edge’s price, with the field of the line', () => {
    const line = (estimateCost: unknown) => refusal(() => read(FINAL_ITEMS, [{ description: 'x', quantity: 1, estimateCost }], { draft: true }));
    expect(line(-5).message).toBe('The total cannot be below $0.00.');
    expect(line('12.345').message).toBe('Line 1: price must have at most 2 decimals.');
    expect(line(null).message).toBe('Line 1: price must be a number.');
    expect(line(1_000_000.01).message).toBe('Line 1: price must be at most $1,000,000.00.');
    const item = refusal(() => read(INVOICE_ITEMS, [{ description: 'a', quantity: 1, unitPrice: 1 }, { description: 'b', quantity: 1, unitPrice: 1.005 }], invoiceRules));
    expect(item.message).toBe('Item 2: unit price must have at most 2 decimals.');
    expect(item.fields).toEqual({ 'invoiceItems.1': ['Item 2: unit price must have at most 2 decimals.'] });
  });
});

describe('finishedLines: a job card’s items becoming its invoice', () => {
  const rules = { minQuantity: 1, empty: 'An invoice needs at least one item: add the work done to the job card.' };

  it('leaves out the empty rows a form leaves, keeping the others as they are', () => {
    const lines = [
      { description: 'Pads', quantity: 1, unitPriceCents: 12995 },
      { description: '', quantity: 1, unitPriceCents: 0 },
      { description: 'Labour', quantity: 1.5, unitPriceCents: 11000 },
    ];
    expect(finishedLines(lines, FINAL_ITEMS, rules)).toEqual([lines[0], lines[2]]);
  });

  it('refuses, numbered as on the card: an undescribed priced line, a quantity below 1, nothing to invoice', () => {
    expect(refusal(() => finishedLines([{ description: 'a', quantity: 1, unitPriceCents: 1 }, { description: ' ', quantity: 1, unitPriceCents: 2000 }], FINAL_ITEMS, rules)).message).toBe(
      'Line 2: a description is required.',
    );
    expect(refusal(() => finishedLines([{ description: 'Half', quantity: 0.5, unitPriceCents: 2000 }], FINAL_ITEMS, rules)).message).toBe('Line 1: quantity must be at least 1.');
    expect(refusal(() => finishedLines([], FINAL_ITEMS, rules)).message).toBe(rules.empty);
    expect(refusal(() => finishedLines([{ description: '', quantity: 1, unitPriceCents: 0 }], FINAL_ITEMS, rules)).message).toBe(rules.empty);
  });
});

describe('readGstPercent: one GST rule for quotes and invoices', () => {
  it('defaults to 10 and takes 0 to 100 with up to 4 decimals, as numbers or text', () => {
    expect(DEFAULT_GST_PERCENT).toBe(10);
    expect(readGstPercent(undefined)).toBe(10);
    expect(readGstPercent(null)).toBe(10);
    expect(readGstPercent(0)).toBe(0);
    expect(readGstPercent(12.5)).toBe(12.5);
    expect(readGstPercent('8.25')).toBe(8.25);
    expect(readGstPercent(99.9999)).toBe(99.9999);
  });

  it.each([
    [100.5, 'GST percentage must be from 0 to 100.'],
    [-1, 'GST percentage must be from 0 to 100.'],
    ['ten', 'GST percentage must be a number.'],
    [12.34567, 'GST percentage must have at most 4 decimals.'],
  ])('refuses %j: %s', (value, message) => {
    const err = refusal(() => readGstPercent(value));
    expect(err.message).toBe(message);
    expect(err.fields).toEqual({ 'GST percentage': [message] });
  });
});

describe('documentPrice: one totals and GST computation', () => {
  const lines = [
    { description: 'Pads', quantity: 1, unitPriceCents: 12995 },
    { description: 'Labour', quantity: 1.5, unitPriceCents: 11000 },
  ];

  it('adds GST on top with one rounding per document', () => {
    expect(documentPrice(lines, { gstPercent: 10, pricesIncludeGst: false }, 'invoice')).toEqual({
      lineCents: [12995, 16500],
      subtotalCents: 29495,
      gstCents: 2950,
      totalCents: 32445,
      taxableCents: 29495,
      gstFreeCents: 0,
    });
  });

  it('takes GST out of prices that include it: GST = total × p / (100 + p)', () => {
    expect(documentPrice([{ description: 'Battery', quantity: 1, unitPriceCents: 27500 }], { gstPercent: 10, pricesIncludeGst: true }, 'quote')).toMatchObject({
      subtotalCents: 25000,
      gstCents: 2500,
      totalCents: 27500,
    });
    // Three lines of 33.33 inclusive at 12.5 %: 9999 × 12.5 / 112.5 = 1111 exactly.
    expect(documentPrice(Array.from({ length: 3 }, () => ({ description: 'x', quantity: 1, unitPriceCents: 3333 })), { gstPercent: 12.5, pricesIncludeGst: true }, 'invoice')).toMatchObject({
      gstCents: 1111,
      subtotalCents: 8888,
      totalCents: 9999,
    });
  });

  it('refuses a total the stored integers cannot hold, naming the document', () => {
    const huge = Array.from({ length: 200 }, () => ({ description: 'x', quantity: 10_000, unitPriceCents: 100_000_000 }));
    expect(refusal(() => documentPrice(huge, { gstPercent: 10, pricesIncludeGst: false }, 'quote')).message).toBe('The quote total is too large.');
    const justOver = [{ description: 'x', quantity: 22, unitPriceCents: 100_000_000 }];
    expect(refusal(() => documentPrice(justOver, { gstPercent: 0, pricesIncludeGst: false }, 'invoice')).message).toBe('The invoice total is too large.');
  });
});
