/**
 * /admin/purchase-orders: the purchase orders, newest first: the open ones (still to arrive) unless
 * another status or all are chosen. Each row: its number (opens the order), supplier, status,
 * lines, total (ex GST), date and the job cards waiting on it. New Order makes one (from a job
 * card's page, with that card named: the page's state `newOrderFor`).
 */
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AdminPurchaseOrdersDocument } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { formatInstantShortDate } from '../format';
import { Button } from '../ui/Button';
import { DataTable, type Column } from '../ui/DataTable';
import { Field } from '../ui/Field';
import { PagedRows } from '../ui/MorePages';
import { usePagedList } from '../ui/paged-list';
import { PageHeader } from '../ui/States';
import { NewOrderDialog, type CardRef } from './NewOrderDialog';
import type { PurchaseOrder } from './order-draft';
import { PO_STATUS_LABELS, PO_STATUSES, PoStatusBadge } from './po-status';
import '../styles/admin-purchase-orders.css';

const SHOW_LABELS: Record<string, string> = { open: 'Open orders (to arrive)', '': 'All orders' };

export default function PurchaseOrdersPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Purchase Orders', businessName);
  const uid = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [show, setShow] = useState('open');
  // Arriving from a job card's "New order for this card": the dialog opens with the card named.
  const [newFor, setNewFor] = useState<CardRef[] | null>(() => {
    const card = (location.state as { newOrderFor?: CardRef } | null)?.newOrderFor;
    return card ? [card] : null;
  });
  // Once opened, the card is forgotten from the history entry (Back or a reload does not open it again).
  useEffect(() => {
    if ((location.state as { newOrderFor?: CardRef } | null)?.newOrderFor) void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);
  const pages = usePagedList(AdminPurchaseOrdersDocument, 'purchaseOrders', 'PurchaseOrder', { status: show || null });
  const { rows } = pages;

  const columns: ReadonlyArray<Column<PurchaseOrder>> = [
    {
      header: 'Order',
      kind: 'nowrap',
      cell: (o) => (
        <Link to={`/admin/purchase-orders/${o.id}`} className="row-link cell-main mono" onClick={(e) => e.stopPropagation()}>
          {o.number}
        </Link>
      ),
    },
    { header: 'Supplier', cell: (o) => o.supplierName },
    { header: 'Status', kind: 'nowrap', cell: (o) => <PoStatusBadge status={o.status} /> },
    { header: 'Lines', kind: 'num', cell: (o) => o.lines.length },
    { header: 'Total (ex GST)', kind: 'num', cell: (o) => formatMoney(o.totalCents) },
    { header: 'Date', kind: 'nowrap', cell: (o) => formatInstantShortDate(o.createdAt) },
    {
      header: 'Job cards',
      cell: (o) =>
        o.jobCards.length ? (
          <span className="po-cards">
            {o.jobCards.map((c) => (
              <Link key={c.id} to={`/admin/jobcards/${c.id}`} className="mono" onClick={(e) => e.stopPropagation()}>
                {c.number}
              </Link>
            ))}
          </span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <div className="admin-page po-page">
      <PageHeader
        title="Purchase Orders"
        description="Parts ordered from suppliers: emailed to them, received into stock as they arrive."
        actions={
          <Button variant="primary" icon="plus" onClick={() => setNewFor([])}>
            New Order
          </Button>
        }
      />

      <section className="panel list-filters po-filters" aria-label="Filter purchase orders">
        <Field id={`${uid}-show`} label="Show">
          <select id={`${uid}-show`} value={show} onChange={(e) => setShow(e.target.value)}>
            {Object.entries(SHOW_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
            {PO_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PO_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
      </section>

      <section aria-label="Purchase order list" aria-busy={pages.stale}>
        <PagedRows
          pages={pages}
          settling={pages.stale}
          noun={['purchase order', 'purchase orders']}
          emptyIcon="inbox"
          empty={show === 'open' ? 'No orders are waiting to arrive. Make one with New Order, or from a job card with Order Parts.' : show ? `No ${PO_STATUS_LABELS[show].toLowerCase()} orders.` : 'No purchase orders yet. Make one with New Order.'}
        >
          {(orders) => (
            <div className="panel">
              <DataTable
                className="po-table"
                rows={orders}
                rowKey={(o) => o.id}
                columns={columns}
                onRowClick={(o) => navigate(`/admin/purchase-orders/${o.id}`)}
                rowTestId="po-row"
                caption="Purchase orders, newest first"
              />
            </div>
          )}
        </PagedRows>
        {rows && (
          <p className="sr-only" aria-live="polite">
            {rows.length} {rows.length === 1 ? 'purchase order' : 'purchase orders'} shown{pages.hasMore ? ', more below' : ''}.
          </p>
        )}
      </section>

      {newFor && <NewOrderDialog jobCards={newFor} onClose={() => setNewFor(null)} onCreated={(order) => navigate(`/admin/purchase-orders/${order.id}`)} />}
    </div>
  );
}
