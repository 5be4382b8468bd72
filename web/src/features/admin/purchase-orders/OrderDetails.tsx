/** An order's facts (supplier, sending, invoice, note), its lines as ordered and received, and the job cards waiting on it. */
import { Link } from 'react-router';
import { formatMoney, lineAmount } from '../../../shared/money';
import { formatDateTime } from '../format';
import { DataTable, type Column } from '../ui/DataTable';
import { DocumentButtons } from '../ui/DocumentLinks';
import { Fact } from '../ui/Fact';
import { Panel } from '../ui/Panel';
import { EmptyState } from '../ui/States';
import { quantityText, type PurchaseOrder } from './order-draft';

type Line = PurchaseOrder['lines'][number];
type Card = PurchaseOrder['jobCards'][number];

export function OrderFacts({ order }: { order: PurchaseOrder }) {
  return (
    <section className="panel po-facts" aria-label="Order details">
      <dl className="detail-list">
        <Fact term="Supplier">
          {order.supplierName}
          <span className="cell-sub">{order.supplierEmail ? <a href={`mailto:${order.supplierEmail}`}>{order.supplierEmail}</a> : 'No email: add one to the supplier on the Parts page to email orders.'}</span>
        </Fact>
        <Fact term="Made">
          {formatDateTime(order.createdAt)} by {order.createdByName}
        </Fact>
        <Fact term="Emailed">
          {order.sentAt ? (
            <span data-testid="po-sent">
              {formatDateTime(order.sentAt)} to {order.sentTo}
            </span>
          ) : (
            'Not yet'
          )}
          {order.documentId && (
            <span className="po-facts__pdf">
              <DocumentButtons documentId={order.documentId} label={`purchase order ${order.number} PDF`} download={false} />
            </span>
          )}
        </Fact>
        {order.receivedAt && <Fact term="Arrived in full">{formatDateTime(order.receivedAt)}</Fact>}
        {order.cancelledAt && <Fact term="Cancelled">{formatDateTime(order.cancelledAt)}</Fact>}
        <Fact term="Supplier invoice">
          <span data-testid="po-invoice">
            {order.supplierInvoiceNumber || order.supplierInvoiceTotalCents != null
              ? [order.supplierInvoiceNumber, order.supplierInvoiceTotalCents != null ? `${formatMoney(order.supplierInvoiceTotalCents)} incl. GST` : null].filter(Boolean).join(' · ')
              : 'Not recorded'}
          </span>
        </Fact>
        {order.notes && <Fact term="Note to the supplier">{order.notes}</Fact>}
      </dl>
    </section>
  );
}

const LINE_COLUMNS: ReadonlyArray<Column<Line>> = [
  {
    header: 'Part',
    cell: (l) => (
      <>
        <span className="cell-main mono">{l.partNumber}</span>
        <span className="cell-sub">{l.description}</span>
      </>
    ),
  },
  { header: 'Ordered', kind: 'num', cell: (l) => quantityText(l.quantity) },
  { header: 'Received', kind: 'num', cell: (l) => quantityText(l.received) },
  { header: 'Outstanding', kind: 'num', cell: (l) => (l.outstanding > 0 ? <strong>{quantityText(l.outstanding)}</strong> : '0') },
  { header: 'Cost (ex GST)', kind: 'num', cell: (l) => formatMoney(l.unitCostCents) },
  { header: 'Amount', kind: 'num', cell: (l) => formatMoney(lineAmount(l.quantity, l.unitCostCents)) },
];

export function OrderLines({ order }: { order: PurchaseOrder }) {
  return (
    <Panel title="Lines" className="po-lines">
      <DataTable className="po-lines-table" rows={order.lines} rowKey={(l) => String(l.position)} columns={LINE_COLUMNS} rowTestId="po-line" caption={`The lines of ${order.number}`} />
      <p className="po-lines__total">
        Total (ex GST): <strong data-testid="po-total">{formatMoney(order.totalCents)}</strong>
      </p>
    </Panel>
  );
}

export function OrderJobCards({ order }: { order: PurchaseOrder }) {
  return (
    <Panel title="Job cards waiting on it" className="po-job-cards">
      {order.jobCards.length === 0 ? (
        <EmptyState icon="clipboard">No job card waits on this order.</EmptyState>
      ) : (
        <ul className="po-card-list">
          {order.jobCards.map((c: Card) => (
            <li key={c.id} data-testid="po-job-card">
              <Link to={`/admin/jobcards/${c.id}`} className="mono cell-main">
                {c.number}
              </Link>{' '}
              {c.customerName} ({c.carRego}){' '}
              {c.waitingForParts ? <span className="badge badge--warning">Waiting for parts</span> : <span className="badge badge--muted">Not waiting</span>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
