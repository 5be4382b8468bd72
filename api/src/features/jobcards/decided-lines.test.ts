import { describe, expect, it } from 'vitest';
import { decidedQuote, linesAfterDecision, quotedLines, settleOrigins } from './decided-lines.js';
import { QuoteStatus } from './quote.entity.js';

const pads = { description: 'Pads', quantity: 1, unitPriceCents: 12995 };
const rotors = { description: 'Rotors', quantity: 2, unitPriceCents: 9550 };
const wipers = { description: 'Wipers', quantity: 1, unitPriceCents: 2495 };
const quote = (status: QuoteStatus, approvedLines: number[] | null = null) => ({ items: [pads, rotors, wipers], status, approvedLines });

describe('the card’s lines after the customer’s decision', () => {
  it('takes the quote’s lines with the answer to each, then the card’s other lines as added', () => {
    const card = [pads, { description: 'Brake fluid', quantity: 1, unitPriceCents: 8900 }, rotors, wipers];
    expect(linesAfterDecision(card, quote(QuoteStatus.approved, [0, 2])).map((l) => [l.description, l.origin])).toEqual([
      ['Pads', 'approved'],
      ['Rotors', 'declined'],
      ['Wipers', 'approved'],
      ['Brake fluid', 'added'],
    ]);
    // A whole approval (null) approves every line; a decline declines every one.
    expect(linesAfterDecision([], quote(QuoteStatus.approved)).every((l) => l.origin === 'approved')).toBe(true);
    expect(linesAfterDecision([], quote(QuoteStatus.declined)).every((l) => l.origin === 'declined')).toBe(true);
    // An empty row a form left is not carried over.
    expect(linesAfterDecision([{ description: ' ', quantity: 1, unitPriceCents: 0 }], quote(QuoteStatus.declined))).toHaveLength(3);
  });

  it('settles what a client sends: marks kept, unmarked lines matched once each, anything else added', () => {
    const decided = quote(QuoteStatus.approved, [0]);
    const sent = [
      pads,
      // The same approved line twice: only one was approved.
      pads,
      rotors,
      { ...wipers, origin: 'added' as const },
      { ...pads, unitPriceCents: 13995, origin: 'approved' as const },
      { ...wipers, origin: 'declined' as const },
    ];
    expect(settleOrigins(sent, decided).map((l) => l.origin)).toEqual(['approved', 'added', 'declined', 'added', 'added', 'declined']);
    // Without a decided quote, lines carry no origin.
    expect(settleOrigins([{ ...pads, origin: 'declined' }], null)).toEqual([pads]);
  });

  it('finds the newest decided quote and leaves declined lines out of a new quote', () => {
    expect(decidedQuote([{ status: QuoteStatus.sent }, { status: QuoteStatus.declined }, { status: QuoteStatus.approved }])).toEqual({ status: QuoteStatus.declined });
    expect(decidedQuote([{ status: QuoteStatus.superseded }])).toBeNull();
    expect(quotedLines([{ ...pads, origin: 'approved' }, { ...rotors, origin: 'declined' }])).toEqual([pads]);
  });
});
