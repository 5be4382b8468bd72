/** The invoices of one issue day: number, customer with rego, total, status and the row's actions. */
import { formatMoney } from '../../../shared/money';
import { formatDateTime } from '../format';
import { IconButton } from '../ui/IconButton';
import { RegoLink } from '../ui/RegoLink';
import type { InvoiceRow } from './use-invoice-pages';
import type { useInvoiceActions } from './use-invoice-actions';

export function InvoiceStatusBadge({ invoice }: { invoice: Pick<InvoiceRow, 'status' | 'paidAt'> }) {
  return invoice.status === 'paid' ? (
    <span className="badge badge--success" title={invoice.paidAt ? `Paid ${formatDateTime(invoice.paidAt)}` : undefined}>
      Paid
    </span>
  ) : (
    <span className="badge badge--warning">Unpaid</span>
  );
}

interface InvoiceTableProps {
  rows: InvoiceRow[];
  actions: ReturnType<typeof useInvoiceActions>;
  onOpen: (invoice: InvoiceRow) => void;
  onResend: (invoice: InvoiceRow) => void;
}

export function InvoiceTable({ rows, actions, onOpen, onResend }: InvoiceTableProps) {
  return (
    <div className="table-wrap">
      <table className="data-table data-table--cards invoice-table">
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Customer</th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((invoice) => {
            const n = invoice.invoiceNumber;
            const busy = actions.busy === n;
            return (
              <tr key={invoice.id} data-testid="invoice-row">
                <td data-label="Invoice">
                  <button type="button" className="row-link mono" aria-haspopup="dialog" onClick={() => onOpen(invoice)}>
                    {n}
                  </button>
                </td>
                <td data-label="Customer">
                  <span className="cell-main">{invoice.customerName}</span>
                  <RegoLink rego={invoice.carRego} className="cell-sub" />
                </td>
                <td data-label="Total" className="num nowrap">
                  {formatMoney(invoice.totalCents)}
                </td>
                <td data-label="Status">
                  <InvoiceStatusBadge invoice={invoice} />
                </td>
                <td className="cell-actions">
                  <span className="row-actions">
                    <IconButton icon="eye" label={`View invoice ${n}`} title="View PDF" disabled={actions.opening} onClick={() => void actions.openPdf(invoice, 'inline')} />
                    <IconButton
                      icon="download"
                      label={`Download invoice ${n}`}
                      title="Download PDF"
                      disabled={actions.opening}
                      onClick={() => void actions.openPdf(invoice, 'attachment')}
                    />
                    <IconButton icon="send" label={`Resend invoice ${n}`} title="Resend email" disabled={busy} onClick={() => onResend(invoice)} />
                    {invoice.status === 'unpaid' && (
                      <IconButton icon="check" label={`Mark invoice ${n} as paid`} title="Mark as Paid" disabled={busy} onClick={() => void actions.markPaid(invoice)} />
                    )}
                    <IconButton icon="trash" label={`Delete invoice ${n}`} title="Delete invoice" danger disabled={busy} onClick={() => void actions.remove(invoice)} />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
