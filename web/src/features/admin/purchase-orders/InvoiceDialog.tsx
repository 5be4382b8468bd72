/** Record Supplier Invoice: the number and total (incl. GST) of the supplier's invoice for an order; both may be cleared. */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminUpdatePurchaseOrderDocument } from '../../../gql/graphql';
import { centsToDollars, formatDollars, formatMoney, MoneyInputError, parseDollars } from '../../../shared/money';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useFieldProblems } from '../ui/use-field-problems';
import type { PurchaseOrder } from './order-draft';

interface Props {
  order: PurchaseOrder;
  onClose: () => void;
  onSaved: (order: PurchaseOrder) => void;
}

export function InvoiceDialog({ order, onClose, onSaved }: Props) {
  return (
    <FormDialog title={`Supplier Invoice: ${order.number}`} subtitle={order.supplierName} onClose={onClose}>
      {(setBusy) => <InvoiceForm order={order} onClose={onClose} onSaved={onSaved} setBusy={setBusy} />}
    </FormDialog>
  );
}

function InvoiceForm({ order, onClose, onSaved, setBusy }: Props & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const [number, setNumber] = useState(order.supplierInvoiceNumber ?? '');
  const [total, setTotal] = useState(order.supplierInvoiceTotalCents == null ? '' : formatDollars(order.supplierInvoiceTotalCents));
  const { problems, check, send } = useFieldProblems(uid, setBusy);
  const [update, { loading }] = useMutation(AdminUpdatePurchaseOrderDocument);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    let cents: number | null = null;
    try {
      cents = total.trim() ? parseDollars(total, 'Invoice total') : null;
    } catch (err) {
      if (!(err instanceof MoneyInputError)) throw err;
      check({ supplierInvoiceTotal: err.message });
      return;
    }
    const input = { supplierInvoiceNumber: number.trim(), supplierInvoiceTotal: cents === null ? null : centsToDollars(cents) };
    await send(
      () => update({ variables: { id: order.id, input } }),
      ({ data }) => data && onSaved(data.updatePurchaseOrder),
    );
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} className="dialog-form" noValidate loading={loading} onCancel={onClose} icon="receipt" label="Save Invoice" busyLabel="Saving…">
      <Field id={`${uid}-supplierInvoiceNumber`} label="Supplier invoice number" error={problems.supplierInvoiceNumber}>
        <input id={`${uid}-supplierInvoiceNumber`} autoComplete="off" maxLength={60} value={number} onChange={(e) => setNumber(e.target.value)} data-autofocus />
      </Field>
      <Field id={`${uid}-supplierInvoiceTotal`} label="Invoice total ($, incl. GST)" hint={`The order comes to ${formatMoney(order.totalCents)} ex GST.`} error={problems.supplierInvoiceTotal}>
        <input id={`${uid}-supplierInvoiceTotal`} inputMode="decimal" autoComplete="off" value={total} onChange={(e) => setTotal(e.target.value)} />
      </Field>
    </DialogForm>
  );
}
