/**
 * The quote's lines on the customer's page. While the quote waits for an answer each line has a tick
 * (all ticked at first, so approving everything stays one tap) and the totals are those of the ticked
 * lines, computed as the server computes them (integer cents, GST once on the sum of the lines that
 * are not GST-free, by the shared money module). Once approved, the lines the customer approved are marked and their total shown.
 */
import { useId, useState } from 'react';
import { LinesHead } from '../../components/LinesTable';
import type { PublicQuoteQuery } from '../../gql/public';
import { documentTotals, formatMoney, lineAmount } from '../../shared/money';

type PublicQuote = PublicQuoteQuery['quote'];

export interface LineChoice {
  ticked: boolean[];
  toggle: (index: number) => void;
  allTicked: boolean;
  /** 0-based, as the approval sends them. */
  tickedIndexes: number[];
  /** The ticked lines (a discount among them) come to less than $0.00: they cannot be approved alone. */
  belowZero: boolean;
}

/** The amounts of some lines add up below zero (a discount ticked without the work it is for). */
function sumBelowZero(lines: ReadonlyArray<{ quantity: number; unitPriceCents: number }>): boolean {
  return lines.reduce((sum, line) => sum + lineAmount(line.quantity, line.unitPriceCents), 0) < 0;
}

export function useLineChoice(quote: PublicQuote): LineChoice {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => new Set());
  const ticked = quote.items.map((_, i) => !unticked.has(i));
  return {
    ticked,
    toggle: (index) =>
      setUnticked((current) => {
        const next = new Set(current);
        if (next.has(index)) next.delete(index);
        else next.add(index);
        return next;
      }),
    allTicked: ticked.every(Boolean),
    tickedIndexes: ticked.flatMap((yes, i) => (yes ? [i] : [])),
    belowZero: sumBelowZero(quote.items.filter((_, i) => ticked[i])),
  };
}

interface QuoteLinesProps {
  quote: PublicQuote;
  choice: LineChoice;
  /** The customer can still tick lines (the quote waits for an answer). */
  choosing: boolean;
}

export function QuoteLines({ quote, choice, choosing }: QuoteLinesProps) {
  const uid = useId();
  const approved = quote.status === 'approved';
  // null approvedLines: the whole quote was approved.
  const approvedSet = approved ? new Set(quote.approvedLines ?? quote.items.map((_, i) => i)) : null;
  const partlyApproved = approvedSet !== null && approvedSet.size < quote.items.length;
  const chosen = choosing ? choice.ticked : quote.items.map(() => true);
  const partlyChosen = choosing && !choice.allTicked;

  // The whole quote's totals are the server's; a choice of lines is totalled the same way here.
  const totals = partlyChosen && !choice.belowZero
    ? documentTotals(
        quote.items.filter((_, i) => chosen[i]).map((item) => ({ quantity: item.quantity, unitPriceCents: item.unitPriceCents, gstFree: item.gstFree })),
        { gstPercent: quote.gstPercent, pricesIncludeGst: quote.pricesIncludeGst },
      )
    : partlyChosen
      ? { subtotalCents: 0, gstCents: 0, totalCents: 0 }
      : { subtotalCents: quote.subtotalCents, gstCents: quote.gstCents, totalCents: quote.totalCents };

  return (
    <div className="quote-lines">
      {choosing && quote.items.length > 1 && (
        <p className="quote-lines__hint" id={`${uid}-hint`}>
          Untick any line you do not want done now; the total follows.
        </p>
      )}
      <table className="quote-table">
        <caption className="visually-hidden">Quote lines</caption>
        <LinesHead unitClassName="col-unit" />
        <tbody>
          {quote.items.map((item, index) => {
            const left = (choosing && !chosen[index]) || (approvedSet !== null && partlyApproved && !approvedSet.has(index));
            return (
              <tr key={index} className={left ? 'quote-line--left-out' : undefined}>
                <td>
                  {choosing ? (
                    <label className="quote-line__choice">
                      <input type="checkbox" checked={chosen[index]} onChange={() => choice.toggle(index)} aria-describedby={quote.items.length > 1 ? `${uid}-hint` : undefined} />
                      <span>
                        {item.description}
                        {item.gstFree && <span className="quote-line__mark">GST-free</span>}
                      </span>
                    </label>
                  ) : (
                    <>
                      {item.description}
                      {item.gstFree && <span className="quote-line__mark">GST-free</span>}
                      {partlyApproved && (
                        <span className={`quote-line__mark${left ? '' : ' quote-line__mark--approved'}`}>{left ? 'Not approved' : 'Approved'}</span>
                      )}
                    </>
                  )}
                </td>
                <td className="num">{item.quantity}</td>
                <td className="num col-unit">{formatMoney(item.unitPriceCents)}</td>
                <td className="num">{formatMoney(lineAmount(item.quantity, item.unitPriceCents))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="quote-totals" aria-live={choosing ? 'polite' : undefined}>
        {partlyChosen && (
          <div className="quote-totals__chosen">
            <dt>Lines ticked</dt>
            <dd>
              {choice.tickedIndexes.length} of {quote.items.length}
            </dd>
          </div>
        )}
        <div>
          <dt>Subtotal{quote.pricesIncludeGst ? ' (excl. GST)' : ''}</dt>
          <dd>{formatMoney(totals.subtotalCents)}</dd>
        </div>
        <div>
          <dt>GST ({quote.gstPercent}%)</dt>
          <dd>{formatMoney(totals.gstCents)}</dd>
        </div>
        <div className={partlyApproved ? undefined : 'quote-totals__total'}>
          <dt>{partlyChosen ? 'Total of the ticked lines' : partlyApproved ? 'Quote total (incl. GST)' : 'Total (incl. GST)'}</dt>
          <dd>{formatMoney(totals.totalCents)}</dd>
        </div>
        {approved && quote.approvedTotalCents != null && (
          <div className={partlyApproved ? 'quote-totals__total quote-totals__approved' : 'quote-totals__approved'}>
            <dt>{partlyApproved ? `Approved (${approvedSet!.size} of ${quote.items.length} lines, incl. GST)` : 'Approved (incl. GST)'}</dt>
            <dd>{formatMoney(quote.approvedTotalCents)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
