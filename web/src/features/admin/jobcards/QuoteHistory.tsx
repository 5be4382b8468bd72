/** A job card's quotes, newest first: number, when sent, item count, total, the customer's decision and the PDF. */
import { useId } from 'react';
import { formatMoney } from '../../../shared/money';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { DocumentButtons } from '../ui/DocumentLinks';
import type { JobCardDetail } from './job-card-draft';

const QUOTE_LABELS = { sent: 'Awaiting customer', approved: 'Approved', declined: 'Declined', superseded: 'Superseded' } as const;
const QUOTE_TONES = { sent: 'badge--warning', approved: 'badge--success', declined: 'badge--danger', superseded: 'badge--muted' } as const;

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
        <div className="table-wrap">
          <table className="data-table data-table--cards">
            <thead>
              <tr>
                <th scope="col">Quote</th>
                <th scope="col">Sent</th>
                <th scope="col">Items</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
                <th scope="col">PDF</th>
              </tr>
            </thead>
            <tbody>
              {quotes.map((quote) => (
                <tr key={quote.id}>
                  <td data-label="Quote" className="mono">
                    {quote.number}
                  </td>
                  <td data-label="Sent" className="nowrap">
                    {formatDateTime(quote.sentAt)}
                  </td>
                  <td data-label="Items">{quote.items.length}</td>
                  <td data-label="Total" className="nowrap">
                    {formatMoney(quote.totalCents)}
                  </td>
                  <td data-label="Status">
                    <span className={`badge ${QUOTE_TONES[quote.status]}`}>{QUOTE_LABELS[quote.status]}</span>
                  </td>
                  <td data-label="PDF">
                    {quote.documentId ? <DocumentButtons documentId={quote.documentId} label={`quote ${quote.number} PDF`} download={false} /> : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
