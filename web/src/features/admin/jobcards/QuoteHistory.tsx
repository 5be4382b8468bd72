/** A job card's quotes, newest first: number, when sent, item count, total, the customer's decision and the PDF. */
import { useId } from 'react';
import { formatMoney } from '../../../shared/money';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { DataTable, type Column } from '../ui/DataTable';
import { DocumentButtons } from '../ui/DocumentLinks';
import type { JobCardDetail } from './job-card-draft';

const QUOTE_LABELS = { sent: 'Awaiting customer', approved: 'Approved', declined: 'Declined', superseded: 'Superseded' } as const;
const QUOTE_TONES = { sent: 'badge--warning', approved: 'badge--success', declined: 'badge--danger', superseded: 'badge--muted' } as const;

type Quote = JobCardDetail['quotes'][number];

const QUOTE_COLUMNS: ReadonlyArray<Column<Quote>> = [
  { header: 'Quote', className: 'mono', cell: (quote) => quote.number },
  { header: 'Sent', kind: 'nowrap', cell: (quote) => formatDateTime(quote.sentAt) },
  { header: 'Items', cell: (quote) => quote.items.length },
  { header: 'Total', kind: 'nowrap', cell: (quote) => formatMoney(quote.totalCents) },
  { header: 'Status', cell: (quote) => <span className={`badge ${QUOTE_TONES[quote.status]}`}>{QUOTE_LABELS[quote.status]}</span> },
  {
    header: 'PDF',
    cell: (quote) => (quote.documentId ? <DocumentButtons documentId={quote.documentId} label={`quote ${quote.number} PDF`} download={false} /> : '—'),
  },
];

export function QuoteHistory({ quotes }: { quotes: JobCardDetail['quotes'] }) {
  const uid = useId();
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
    </section>
  );
}
