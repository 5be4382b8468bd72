/**
 * A job card's purchase orders (on its page, for owners and service advisers): the orders the card
 * waits on with their status, and Order Parts: the card's parts that stock on hand and on order
 * cannot cover (purchaseOrderSuggestions by jobCardId), grouped by supplier, listed to confirm, then
 * one order per supplier naming the card (it shows in Waiting for parts until they arrive). Parts
 * without a supplier are listed apart and left out. New Order opens the full form with the card named.
 */
import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminCreatePurchaseOrderDocument, AdminPurchaseOrdersDocument, AdminPurchaseOrderSuggestionsDocument } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { errorMessage } from '../errors';
import { Button, ButtonLink } from '../ui/Button';
import { Banner, useNotices } from '../ui/Notices';
import { Panel } from '../ui/Panel';
import { EmptyState, LoadFailed, LoadingState } from '../ui/States';
import { OrderPartsDialog } from './OrderPartsDialog';
import { bySupplier, type Suggestion } from './order-draft';
import { PoStatusBadge } from './po-status';
import '../styles/admin-purchase-orders.css';

interface Props {
  jobCardId: string;
  jobNumber: string;
  /** The card has part lines (of the catalogue). */
  hasParts: boolean;
  /** Saves what is typed on the card first (the api reads its saved lines): false when it could not be. */
  beforeOrder: () => Promise<boolean>;
}

export function JobCardOrders({ jobCardId, jobNumber, hasParts, beforeOrder }: Props) {
  const client = useApolloClient();
  const notices = useNotices();
  const variables = { filter: { jobCardId }, limit: 50 };
  const list = useQuery(AdminPurchaseOrdersDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(AdminCreatePurchaseOrderDocument);
  const [finding, setFinding] = useState(false);
  const [asking, setAsking] = useState<Suggestion[] | null>(null);
  const [ordering, setOrdering] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const orders = list.data?.purchaseOrders.items;

  async function findParts() {
    setRefusal(null);
    setFinding(true);
    try {
      if (!(await beforeOrder())) {
        setRefusal('The card’s changes could not be saved, so its parts were not looked up. Try again once it is saved.');
        return;
      }
      const { data } = await client.query({ query: AdminPurchaseOrderSuggestionsDocument, variables: { supplierId: null, jobCardId }, fetchPolicy: 'network-only' });
      const found = data?.purchaseOrderSuggestions ?? [];
      if (found.length) setAsking(found);
      else notices.success('Nothing to order: the parts on this card are in stock or already on order.');
    } catch (failure) {
      setRefusal(errorMessage(failure));
    } finally {
      setFinding(false);
    }
  }

  async function order(suggestions: Suggestion[]) {
    setOrdering(true);
    const made: string[] = [];
    try {
      for (const group of bySupplier(suggestions).groups) {
        const input = { supplierId: group.supplierId, lines: group.lines.map((l) => ({ partId: l.partId, quantity: l.quantity })), jobCardIds: [jobCardId], notes: null };
        const { data } = await create({ variables: { input } });
        if (data) made.push(`${data.createPurchaseOrder.number} to ${data.createPurchaseOrder.supplierName}`);
      }
      setAsking(null);
      notices.success(`Ordered: ${made.join(', ')}. Email ${made.length === 1 ? 'it' : 'them'} to the supplier from the order’s page.`);
    } catch (failure) {
      setAsking(null);
      setRefusal(`${made.length ? `Ordered ${made.join(', ')}; then: ` : ''}${errorMessage(failure)}`);
    } finally {
      setOrdering(false);
      void list.refetch().catch(() => undefined);
    }
  }

  return (
    <Panel
      title="Parts on order"
      className="jobcard-section po-jobcard"
      actions={
        <span className="po-jobcard__actions">
          <ButtonLink to="/admin/purchase-orders" state={{ newOrderFor: { id: jobCardId, number: jobNumber } }} variant="secondary" size="small">
            New Order
          </ButtonLink>
          {hasParts && (
            <Button icon="inbox" size="small" variant="primary" onClick={() => void findParts()} busy={finding} busyLabel="Finding parts…" data-testid="order-parts">
              Order Parts
            </Button>
          )}
        </span>
      }
    >
      <div aria-live="polite">
        {refusal && (
          <Banner tone="error" lifetime={0} onClose={() => setRefusal(null)}>
            {refusal}
          </Banner>
        )}
      </div>
      {orders === undefined ? (
        list.error ? (
          <LoadFailed message={errorMessage(list.error)} onRetry={() => void list.refetch().catch(() => undefined)} />
        ) : (
          <LoadingState label="Loading orders…" />
        )
      ) : orders.length === 0 ? (
        <EmptyState icon="inbox">No parts are on order for this card.</EmptyState>
      ) : (
        <ul className="po-card-orders" aria-label={`Purchase orders for ${jobNumber}`}>
          {orders.map((o) => (
            <li key={o.id} data-testid="jobcard-po">
              <Link to={`/admin/purchase-orders/${o.id}`} className="mono cell-main">
                {o.number}
              </Link>
              <span>{o.supplierName}</span>
              <PoStatusBadge status={o.status} />
              <span className="cell-sub">
                {o.lines.length} {o.lines.length === 1 ? 'line' : 'lines'} · {formatMoney(o.totalCents)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {asking && <OrderPartsDialog jobNumber={jobNumber} suggestions={asking} busy={ordering} onCancel={() => setAsking(null)} onConfirm={() => void order(asking)} />}
    </Panel>
  );
}
