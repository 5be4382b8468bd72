/**
 * The customer's decision on the card's newest decided quote, at the top of the job card: approved
 * whole or in part, or declined, with the name they gave, when, their note, and what it comes to.
 */
import { useId } from 'react';
import { formatMoney } from '../../../shared/money';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import type { CardQuote } from './QuoteHistory';
import '../styles/admin-decision.css';

/** The newest quote the customer decided (quotes come newest first); null when none is. */
export function decidedQuote(quotes: readonly CardQuote[]): CardQuote | null {
  return quotes.find((quote) => quote.status === 'approved' || quote.status === 'declined') ?? null;
}

function headline(quote: CardQuote): string {
  if (quote.status === 'declined') return `The customer declined quote ${quote.number}`;
  const count = quote.approvedLines?.length ?? quote.items.length;
  return count < quote.items.length ? `The customer approved ${count} of ${quote.items.length} lines of quote ${quote.number}` : `The customer approved quote ${quote.number}`;
}

export function QuoteDecisionBanner({ quote }: { quote: CardQuote }) {
  const uid = useId();
  const approved = quote.status === 'approved';
  const note = approved ? quote.approvalNote : quote.declineNote;
  const declinedCount = approved ? quote.items.length - (quote.approvedLines?.length ?? quote.items.length) : quote.items.length;
  return (
    <section className={`decision-banner decision-banner--${approved ? 'approved' : 'declined'}`} aria-labelledby={`${uid}-title`} data-testid="decision-banner">
      <AdminIcon name={approved ? 'check' : 'close'} size={22} className="decision-banner__icon" />
      <div className="decision-banner__body">
        <h2 id={`${uid}-title`} className="decision-banner__title">
          {headline(quote)}
        </h2>
        <p className="decision-banner__facts">
          {quote.decidedByName ? (
            <>
              {approved ? 'Approved' : 'Declined'} by <strong>{quote.decidedByName}</strong>
            </>
          ) : (
            <>{approved ? 'Approved' : 'Declined'} online</>
          )}
          {quote.decidedAt && <> on {formatDateTime(quote.decidedAt)}</>}
          {approved && quote.approvedTotalCents != null && (
            <>
              {' · '}
              {formatMoney(quote.approvedTotalCents)} {quote.pricesIncludeGst ? 'incl. GST' : 'incl. GST (added on top)'}
            </>
          )}
        </p>
        {note && (
          <p className="decision-banner__note">
            <span className="decision-banner__note-label">The customer’s note:</span> “{note}”
          </p>
        )}
        {declinedCount > 0 && (
          <p className="decision-banner__hint">
            {declinedCount === 1 ? '1 line the customer declined stays on the card, greyed, and is not invoiced.' : `${declinedCount} lines the customer declined stay on the card, greyed, and are not invoiced.`}
          </p>
        )}
      </div>
    </section>
  );
}
