/**
 * /admin/purchase-orders/:id: one purchase order: its number, status, supplier and total; Email to
 * Supplier (asked first; then when and where it went, and its PDF), Receive Delivery (in full or in
 * part), Record Supplier Invoice, Cancel Order (asked first; only while nothing has arrived); what
 * the api refuses stays in the alert region under the header until dismissed or the next action.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { AdminPurchaseOrderDocument } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { AdminIcon } from '../ui/AdminIcon';
import { Button } from '../ui/Button';
import { Banner, useNotices } from '../ui/Notices';
import { PageLoad } from '../ui/States';
import { InvoiceDialog } from './InvoiceDialog';
import { OrderFacts, OrderJobCards, OrderLines } from './OrderDetails';
import type { PurchaseOrder } from './order-draft';
import { isOpenStatus, PoStatusBadge } from './po-status';
import { ReceiveDialog } from './ReceiveDialog';
import { useOrderActions } from './use-order-actions';
import '../styles/admin-purchase-orders.css';

export default function PurchaseOrderPage({ businessName }: { businessName: string }) {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(AdminPurchaseOrderDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const order = data?.purchaseOrder;
  useDocumentTitle(order ? `Purchase Order ${order.number}` : 'Purchase Order', businessName);
  return (
    <div className="admin-page po-page">
      <Link to="/admin/purchase-orders" className="back-link">
        <AdminIcon name="arrowLeft" size={18} /> Back to Purchase Orders
      </Link>
      {order && order.id === id ? (
        <OrderView order={order} />
      ) : (
        <PageLoad title="Purchase Order" error={error} onRetry={() => void refetch().catch(() => undefined)} loadingLabel="Loading purchase order…" />
      )}
    </div>
  );
}

function OrderView({ order }: { order: PurchaseOrder }) {
  const notices = useNotices();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'receive' | 'invoice' | null>(null);
  const actions = useOrderActions(order, setRefusal);
  const open = isOpenStatus(order.status);
  const outstanding = order.lines.some((l) => l.outstanding > 0);
  const cancellable = order.status === 'draft' || order.status === 'sent';
  // A change of status or a dialog closing can leave the focus nowhere (Receive Delivery or Cancel
  // Order, which had it, gone with the order's new status): the heading takes it.
  const heading = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const frame = window.requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [order.status, dialog]);

  return (
    <>
      <header className="page-header po-header">
        <div>
          <h1 className="page-header__title" ref={heading} tabIndex={-1}>
            <span className="mono">{order.number}</span> <PoStatusBadge status={order.status} />
          </h1>
          <p className="page-header__description">
            To {order.supplierName}
            {order.supplierEmail ? ` (${order.supplierEmail})` : ' (no email)'} ·{' '}
            <span className="nowrap">
              <strong>{formatMoney(order.totalCents)}</strong> ex GST
            </span>
          </p>
        </div>
        <div className="page-header__actions po-actions">
          {open && order.supplierEmail && (
            <Button icon="send" onClick={() => void actions.email()} busy={actions.sending} busyLabel="Emailing…" disabled={actions.busy}>
              {order.sentAt ? 'Email Again' : 'Email to Supplier'}
            </Button>
          )}
          {open && outstanding && (
            <Button variant="primary" icon="download" onClick={() => setDialog('receive')} disabled={actions.busy}>
              Receive Delivery
            </Button>
          )}
          {order.status !== 'cancelled' && (
            <Button icon="receipt" onClick={() => setDialog('invoice')} disabled={actions.busy}>
              Record Supplier Invoice
            </Button>
          )}
          {cancellable && (
            <Button variant="danger-link" icon="ban" onClick={() => void actions.cancel()} busy={actions.cancelling} busyLabel="Cancelling…" disabled={actions.busy}>
              Cancel Order
            </Button>
          )}
        </div>
      </header>

      <div className="po-refusal" data-testid="po-refusal">
        {refusal && (
          <Banner tone="error" lifetime={0} onClose={() => setRefusal(null)}>
            {refusal}
          </Banner>
        )}
      </div>

      <OrderFacts order={order} />
      <OrderLines order={order} />
      <OrderJobCards order={order} />

      {dialog === 'receive' && (
        <ReceiveDialog
          order={order}
          onClose={() => setDialog(null)}
          onReceived={(after) => {
            setDialog(null);
            setRefusal(null);
            notices.success(after.status === 'received' ? `${after.number} has arrived in full: the parts are in stock.` : `The delivery is in stock: ${after.number} is part received.`);
          }}
        />
      )}
      {dialog === 'invoice' && (
        <InvoiceDialog
          order={order}
          onClose={() => setDialog(null)}
          onSaved={(after) => {
            setDialog(null);
            notices.success(`The supplier’s invoice is recorded on ${after.number}.`);
          }}
        />
      )}
    </>
  );
}
