/**
 * New Order: the supplier; Add Low Stock (the supplier's parts at or below their reorder point, by
 * purchaseOrderSuggestions) and any part found by search as lines, each line's quantity and cost
 * of one editable and removable; a note to the supplier; the job cards in progress that wait on it
 * (the card it was opened from named already). Create makes the order (a draft, not yet emailed).
 */
import { useId, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { AdminCreatePurchaseOrderDocument, AdminJobCardPageDocument, AdminPurchaseOrderSuggestionsDocument, AdminSuppliersDocument } from '../../../gql/graphql';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useNotices } from '../ui/Notices';
import { useFieldProblems } from '../ui/use-field-problems';
import { addLines, lineOfSuggestion, orderInput, orderProblems, type OrderLineDraft, type PurchaseOrder } from './order-draft';
import { OrderLinesEditor } from './OrderLinesEditor';
import '../styles/admin-purchase-order-forms.css';

/** A job card as an order names it. */
export interface CardRef {
  id: string;
  number: string;
}

interface Props {
  /** The job cards the order is for, to begin with. */
  jobCards: CardRef[];
  onClose: () => void;
  onCreated: (order: PurchaseOrder) => void;
}

export function NewOrderDialog({ jobCards, onClose, onCreated }: Props) {
  return (
    <FormDialog title="New Purchase Order" onClose={onClose} size="large">
      {(setBusy) => <NewOrderForm jobCards={jobCards} onClose={onClose} onCreated={onCreated} setBusy={setBusy} />}
    </FormDialog>
  );
}

function NewOrderForm({ jobCards, onClose, onCreated, setBusy }: Props & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const client = useApolloClient();
  const notices = useNotices();
  const [supplierId, setSupplierId] = useState('');
  const [lines, setLines] = useState<OrderLineDraft[]>([]);
  const [notes, setNotes] = useState('');
  const [cards, setCards] = useState<CardRef[]>(jobCards);
  const [lowStock, setLowStock] = useState<{ loading: boolean; said: string }>({ loading: false, said: '' });
  const { problems, check, send } = useFieldProblems(uid, setBusy);
  const suppliers = useQuery(AdminSuppliersDocument, { fetchPolicy: 'cache-and-network' });
  const [create, { loading }] = useMutation(AdminCreatePurchaseOrderDocument);

  async function addLowStock() {
    setLowStock({ loading: true, said: '' });
    try {
      const { data } = await client.query({ query: AdminPurchaseOrderSuggestionsDocument, variables: { supplierId, jobCardId: null }, fetchPolicy: 'network-only' });
      const found = data?.purchaseOrderSuggestions ?? [];
      const next = addLines(lines, found.map(lineOfSuggestion));
      const added = next.length - lines.length;
      setLines(next);
      const name = suppliers.data?.suppliers.find((s) => s.id === supplierId)?.name ?? 'this supplier';
      setLowStock({
        loading: false,
        said: !found.length ? `No part of ${name} is low on stock.` : added ? `${added} low-stock ${added === 1 ? 'part' : 'parts'} added.` : 'The low-stock parts are on the order already.',
      });
    } catch (failure) {
      setLowStock({ loading: false, said: '' });
      notices.error(failure);
    }
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading || !check(orderProblems(supplierId, lines))) return;
    const input = orderInput(supplierId, lines, notes, cards.map((c) => c.id));
    await send(
      () => create({ variables: { input } }),
      ({ data }) => data && onCreated(data.createPurchaseOrder),
    );
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} className="dialog-form po-new" noValidate loading={loading} onCancel={onClose} icon="plus" label="Create Order" busyLabel="Creating…">
      <div className="po-new__supplier">
        <Field id={`${uid}-supplierId`} label="Supplier" required error={problems.supplierId}>
          <select id={`${uid}-supplierId`} value={supplierId} onChange={(e) => setSupplierId(e.target.value)} data-autofocus>
            <option value="">{suppliers.data ? 'Choose a supplier' : 'Loading suppliers…'}</option>
            {suppliers.data?.suppliers.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
                {s.email ? '' : ' (no email)'}
              </option>
            ))}
          </select>
        </Field>
        <Button icon="database" onClick={() => void addLowStock()} disabled={!supplierId} busy={lowStock.loading} busyLabel="Finding low stock…">
          Add Low Stock
        </Button>
      </div>
      <p className="sr-only" role="status">
        {lowStock.said}
      </p>
      {lowStock.said && (
        <p className="form-note" aria-hidden="true">
          {lowStock.said}
        </p>
      )}

      <OrderLinesEditor uid={uid} lines={lines} problems={problems} onChange={setLines} onAdd={(line) => setLines((was) => addLines(was, [line]))} />

      <Field id={`${uid}-notes`} label="Note to the supplier" hint="Printed on the order." error={problems.notes}>
        <textarea id={`${uid}-notes`} rows={2} maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </Field>

      <JobCardsField uid={uid} cards={cards} onChange={setCards} />
    </DialogForm>
  );
}

/** The job cards the order is for: named ones with Remove, and a list of the cards in progress to add. */
function JobCardsField({ uid, cards, onChange }: { uid: string; cards: CardRef[]; onChange: (cards: CardRef[]) => void }) {
  const { data } = useQuery(AdminJobCardPageDocument, { variables: { filter: { status: 'WORK_IN_PROGRESS' }, limit: 50 }, fetchPolicy: 'cache-and-network' });
  const choices = (data?.jobCardPage.items ?? []).filter((c) => !cards.some((have) => have.id === c.id));
  return (
    <fieldset className="po-new__cards">
      <legend className="afield__label">Job cards waiting on these parts (optional)</legend>
      <p className="form-note">They show in Waiting for parts on the board until the order arrives in full.</p>
      {cards.length > 0 && (
        <ul className="po-chips" aria-label="Job cards named">
          {cards.map((c) => (
            <li key={c.id} className="po-chip">
              <span className="mono">{c.number}</span>
              <button type="button" className="icon-button" aria-label={`Remove ${c.number}`} title={`Remove ${c.number}`} onClick={() => onChange(cards.filter((x) => x.id !== c.id))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="afield__label" htmlFor={`${uid}-card`}>
        Add a job card in progress
      </label>
      <select
        id={`${uid}-card`}
        value=""
        onChange={(e) => {
          const card = choices.find((c) => c.id === e.target.value);
          if (card) onChange([...cards, { id: card.id, number: card.jobNumber }]);
        }}
      >
        <option value="">{choices.length ? 'Choose a job card' : 'No other job card is in progress'}</option>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.jobNumber} · {c.customerName} ({c.carRego})
          </option>
        ))}
      </select>
    </fieldset>
  );
}
