/** The invoices of one issue day: number, customer with rego, total, status and the row's actions. */
import { formatMoney } from '../../../shared/money';
import { formatDateTime } from '../format';
import { DataTable, RowOpenButton, type Column, type RowAction } from '../ui/DataTable';
import { CustomerCell } from '../ui/RegoLink';
import type { InvoiceRow } from './use-invoice-pages';
import type { useInvoiceActions } from './use-invoice-actions';

/** Paid, Part paid (saying how much), Unpaid, or Voided. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<InvoiceRow, 'status' | 'paidAt' | 'amountPaidCents' | 'voided'> & { partPaid?: boolean | null } }) {
  if (invoice.voided) return <span className="badge badge--muted">Voided</span>;
  if (invoice.status === 'paid') {
    return (
      <span className="badge badge--success" title={invoice.paidAt ? `Paid ${formatDateTime(invoice.paidAt)}` : undefined}>
        Paid
      </span>
    );
  }
  if (invoice.partPaid ?? invoice.amountPaidCents > 0) {
    return (
      <>
        <span className="badge badge--info">Part paid</span>
        <span className="cell-sub invoice-part-paid">{formatMoney(invoice.amountPaidCents)} paid</span>
      </>
    );
  }
  return <span className="badge badge--warning">Unpaid</span>;
}

interface InvoiceTableProps {
  rows: InvoiceRow[];
  actions: ReturnType<typeof useInvoiceActions>;
  onOpen: (invoice: InvoiceRow) => void;
  onResend: (invoice: InvoiceRow) => void;
}

/** A voided invoice is read-only: it opens, and nothing else. */
const live = (invoice: InvoiceRow) => !invoice.voided;

const COLUMNS: ReadonlyArray<Column<InvoiceRow>> = [
  { header: 'Customer', cell: (invoice) => <CustomerCell name={invoice.customerName} rego={invoice.carRego} /> },
  { header: 'Total', kind: 'num', cell: (invoice) => formatMoney(invoice.totalCents) },
  { header: 'Status', cell: (invoice) => <InvoiceStatusBadge invoice={invoice} /> },
];

export function InvoiceTable({ rows, actions, onOpen, onResend }: InvoiceTableProps) {
  const busy = (invoice: InvoiceRow) => actions.busy === invoice.invoiceNumber;
  const rowActions: ReadonlyArray<RowAction<InvoiceRow>> = [
    { icon: 'eye', label: 'View', when: live, disabled: actions.opening, onClick: (invoice) => void actions.openPdf(invoice, 'inline') },
    { icon: 'download', label: 'Download', when: live, disabled: actions.opening, onClick: (invoice) => void actions.openPdf(invoice, 'attachment') },
    { icon: 'send', label: 'Resend', when: live, disabled: busy, busy, onClick: onResend },
    {
      icon: 'check',
      label: 'Mark as Paid',
      name: (invoice) => `Mark as Paid: invoice ${invoice.invoiceNumber}`,
      when: (invoice) => live(invoice) && invoice.status === 'unpaid',
      disabled: busy,
      busy,
      onClick: (invoice) => void actions.markPaid(invoice),
    },
    // Not offered where the server would refuse it (staff, an invoice with money on it).
    { icon: 'trash', label: 'Delete', danger: true, when: actions.canDeleteForGood, disabled: busy, onClick: (invoice) => void actions.remove(invoice) },
    { icon: 'trash', label: 'Void', danger: true, when: actions.canVoid, disabled: busy, onClick: (invoice) => void actions.remove(invoice) },
  ];
  const invoiceColumn: Column<InvoiceRow> = {
    header: 'Invoice',
    cell: (invoice) => (
      <RowOpenButton className="mono" onOpen={() => onOpen(invoice)}>
        {invoice.invoiceNumber}
      </RowOpenButton>
    ),
  };
  return (
    <DataTable
      className="invoice-table"
      rows={rows}
      rowKey={(invoice) => invoice.id}
      rowTestId="invoice-row"
      rowClassName={(invoice) => (invoice.voided ? 'is-voided' : undefined)}
      rowName={(invoice) => `invoice ${invoice.invoiceNumber}`}
      columns={[invoiceColumn, ...COLUMNS]}
      actions={rowActions}
    />
  );
}
