/**
 * A job card's quotes, newest first: number, when sent, item count, total, the customer's decision and
 * the PDF. An approved quote also shows which lines the customer approved (all of them, or some) and
 * their total (the card's lines follow the decision by themselves).
 */
import { useId } from 'react';
import { formatMoney, lineAmount } from '../../../shared/money';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { DataTable, type Column } from '../ui/DataTable';
import { DocumentButtons } from '../ui/DocumentLinks';
import { LineFacts } from '../ui/LineFacts';
import type { JobCardDetail } from './job-card-draft';
import '../styles/admin-approved-lines.css';

const QUOTE_LABELS = { sent: 'Awaiting customer', approved: 'Approved', declined: 'Declined', superseded: 'Superseded' } as const;
const QUOTE_TONES = { sent: 'badge--warning', approved: 'badge--success', declined: 'badge--danger', superseded: 'badge--muted' } as const;

export type CardQuote = JobCardDetail['quotes'][number];

/** The indexes (0-based) of the lines the customer approved; null approvedLines means every line. */
function approvedIndexes(quote: CardQuote): number[] {
  return quote.approvedLines ?? quote.items.map((_, i) => i);
}

function approvedSummary(quote: CardQuote): string {
  if (quote.status !== 'approved') return '—';
  const count = approvedIndexes(quote).length;
  return count === quote.items.length ? 'All lines' : `${count} of ${quote.items.length} lines`;
}

const QUOTE_COLUMNS: ReadonlyArray<Column<CardQuote>> = [
  { header: 'Quote', className: 'mono', cell: (quote) => quote.number },
  { header: 'Sent', kind: 'nowrap', cell: (quote) => formatDateTime(quote.sentAt) },
  { header: 'Items', cell: (quote) => quote.items.length },
  { header: 'Total', kind: 'nowrap', cell: (quote) => formatMoney(quote.totalCents) },
  {
    header: 'Status',
    cell: (quote) => (
      <>
        <span className={`badge ${QUOTE_TONES[quote.status]}`}>{QUOTE_LABELS[quote.status]}</span>
        {quote.declineNote && <span className="cell-sub">“{quote.declineNote}”</span>}
      </>
    ),
  },
  {
    header: 'Approved',
    kind: 'nowrap',
    cell: (quote) =>
      quote.status === 'approved' ? (
        <>
          {approvedSummary(quote)}
          {quote.approvedTotalCents != null && <span className="cell-sub">{formatMoney(quote.approvedTotalCents)}</span>}
        </>
      ) : (
        '—'
      ),
  },
  {
    header: 'PDF',
    cell: (quote) => (quote.documentId ? <DocumentButtons documentId={quote.documentId} label={`quote ${quote.number} PDF`} download={false} /> : '—'),
  },
];

interface QuoteHistoryProps {
  quotes: JobCardDetail['quotes'];
}

export function QuoteHistory({ quotes }: QuoteHistoryProps) {
  const uid = useId();
  const approved = quotes.filter((quote) => quote.status === 'approved');
  return (
    <section className="panel jobcard-section" aria-labelledby={`${uid}-quotes`}>
      <h2 id={`${uid}-quotes`} className="panel__title">
        <AdminIcon name="receipt" size={18} /> Quote history
      </h2>
      {quotes.length === 0 ? (
        <p className="form-note">No quotes sent yet.</p>
      ) : (
        <DataTable rows={quotes} rowKey={(quote) => quote.id} columns={QUOTE_COLUMNS} />
      )}
      {approved.map((quote) => (
        <ApprovedLines key={quote.id} quote={quote} />
      ))}
    </section>
  );
}

function ApprovedLines({ quote }: { quote: CardQuote }) {
  const uid = useId();
  const chosen = new Set(approvedIndexes(quote));
  const all = chosen.size === quote.items.length;
  return (
    <div className="approved-lines" role="group" aria-labelledby={`${uid}-title`} data-testid="approved-lines">
      <h3 id={`${uid}-title`} className="approved-lines__title">
        {all ? `Quote ${quote.number}: the customer approved every line` : `Quote ${quote.number}: the customer approved ${chosen.size} of ${quote.items.length} lines`}
      </h3>
      <ul className="approved-lines__list">
        {quote.items.map((item, index) => {
          const yes = chosen.has(index);
          return (
            <li key={index} className={yes ? 'is-approved' : 'is-left-out'}>
              <AdminIcon name={yes ? 'check' : 'close'} size={16} />
              <span className="approved-lines__desc">
                {item.quantity !== 1 && `${item.quantity} × `}
                {item.description || 'Untitled line'}
                <span className="visually-hidden">{yes ? ' (approved)' : ' (not approved)'}</span>
                <LineFacts kind={item.kind} gstFree={item.gstFree} />
              </span>
              <span className="approved-lines__amount">
                {formatMoney(lineAmount(item.quantity, item.unitPriceCents))}
              </span>
            </li>
          );
        })}
      </ul>
      {quote.approvalNote && (
        <p className="approved-lines__note">
          <span className="approved-lines__note-label">The customer’s note:</span> {quote.approvalNote}
        </p>
      )}
      <div className="approved-lines__footer">
        {quote.approvedTotalCents != null && (
          <p className="approved-lines__total">
            Approved total <strong>{formatMoney(quote.approvedTotalCents)}</strong>
            {quote.pricesIncludeGst ? ' (prices include GST)' : ' (GST added)'}
          </p>
        )}
      </div>
    </div>
  );
}
