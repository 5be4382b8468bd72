import { describe, expect, it } from 'vitest';
import { declinedLinesOf } from './declined-work.js';
import { QuoteStatus, type QuotedCheck } from './quote.entity.js';

const pads = { description: 'Front brake pads', quantity: 1, unitPriceCents: 12995 };
const tyres = { description: 'Rear tyres (pair)', quantity: 2, unitPriceCents: 18950 };
const wipers = { description: 'Wiper blades', quantity: 1, unitPriceCents: 2495 };
const check = (label: string, photoIds: string[]): QuotedCheck => ({
  key: label.toLowerCase(),
  area: 'Under the car',
  label,
  rating: 'urgent',
  note: '',
  readings: [],
  photos: photoIds.map((id) => ({ id, width: 800, height: 600 })),
});
const shown = [check('Tyres', ['t1', 't2']), check('Brake pads', ['b1']), check('Exhaust', ['e1'])];

describe('the work a decision leaves on the vehicle', () => {
  it('is each line not approved, with the photos of the checks whose every word it names', () => {
    const quote = { items: [pads, tyres, wipers], status: QuoteStatus.approved, approvedLines: [0], inspectionShown: shown };
    expect(declinedLinesOf(quote)).toEqual([
      { index: 1, line: tyres, photos: [{ id: 't1', width: 800, height: 600 }, { id: 't2', width: 800, height: 600 }] },
      { index: 2, line: wipers, photos: [] },
    ]);
  });

  it('is every line of a declined quote; none of a quote approved whole, or not decided yet', () => {
    const declined = declinedLinesOf({ items: [pads, tyres], status: QuoteStatus.declined, approvedLines: null, inspectionShown: shown });
    expect(declined.map((d) => [d.index, d.photos.map((p) => p.id)])).toEqual([
      [0, ['b1']],
      [1, ['t1', 't2']],
    ]);
    expect(declinedLinesOf({ items: [pads, tyres], status: QuoteStatus.approved, approvedLines: null, inspectionShown: null })).toEqual([]);
    expect(declinedLinesOf({ items: [pads, tyres], status: QuoteStatus.sent, approvedLines: null, inspectionShown: null })).toEqual([]);
  });
});
