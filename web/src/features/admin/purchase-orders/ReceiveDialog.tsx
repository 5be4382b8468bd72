/**
 * Receive Delivery: each line still to come with how many came (its whole outstanding quantity to
 * begin with; 0 skips it) and, if the invoice says another, its cost of one; the supplier's invoice
 * number and total when they came with it. The parts go into stock; the order is received when
 * every line has come in full, else part-received.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminReceivePurchaseOrderDocument } from '../../../gql/graphql';
import { formatDollars } from '../../../shared/money';
import { serverFieldErrors } from '../errors';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useNotices } from '../ui/Notices';
import { useFieldProblems } from '../ui/use-field-problems';
import { quantityText, receiveDraftOf, receiveInput, receiveProblems, type PurchaseOrder, type ReceiveDraft, type ReceiveLineDraft } from './order-draft';
import '../styles/admin-purchase-order-forms.css';

interface Props {
  order: PurchaseOrder;
  onClose: () => void;
  onReceived: (order: PurchaseOrder) => void;
}

export function ReceiveDialog({ order, onClose, onReceived }: Props) {
  return (
    <FormDialog title={<>Receive Delivery: <span className="nowrap">{order.number}</span></>} subtitle={order.supplierName} onClose={onClose} size="large">
      {(setBusy) => <ReceiveForm order={order} onClose={onClose} onReceived={onReceived} setBusy={setBusy} />}
    </FormDialog>
  );
}

function ReceiveForm({ order, onClose, onReceived, setBusy }: Props & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const notices = useNotices();
  const [draft, setDraft] = useState<ReceiveDraft>(() => receiveDraftOf(order));
  const { problems, check } = useFieldProblems(uid);
  const [receive, { loading }] = useMutation(AdminReceivePurchaseOrderDocument);

  const editLine = (i: number, change: Partial<ReceiveLineDraft>) => setDraft((d) => ({ ...d, lines: d.lines.map((l, j) => (j === i ? { ...l, ...change } : l)) }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading || !check(receiveProblems(draft))) return;
    const input = receiveInput(draft);
    // The api names a line by its place in what was sent (the lines skipped left out): back to the form's.
    const sentFrom = draft.lines.flatMap((l, i) => (input.lines.some((x) => x.partId === l.partId) ? [i] : []));
    setBusy(true);
    try {
      const { data } = await receive({ variables: { id: order.id, input } });
      setBusy(false);
      if (data) onReceived(data.receivePurchaseOrder);
    } catch (failure) {
      setBusy(false);
      notices.error(failure);
      const fields = Object.fromEntries(Object.entries(serverFieldErrors(failure)).map(([k, v]) => [k.replace(/^lines\.(\d+)\./, (_, n: string) => `lines.${sentFrom[Number(n)] ?? n}.`), v]));
      check(fields);
    }
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} className="dialog-form po-receive" noValidate loading={loading} onCancel={onClose} icon="download" label="Receive Into Stock" busyLabel="Receiving…">
      <p className="form-note">Each line is filled with what is still to come. Change a quantity to what came, or 0 if none of it came. A cost left empty stays the order’s.</p>
      <table className="po-receive__table">
        <caption className="sr-only">What came of each part still to come</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col" className="num">
              To come
            </th>
            <th scope="col">Came</th>
            <th scope="col">Invoiced cost of one ($)</th>
          </tr>
        </thead>
        <tbody>
          {draft.lines.map((line, i) => {
            const q = `${uid}-lines.${i}.quantity`;
            const c = `${uid}-lines.${i}.unitCost`;
            const qProblem = problems[`lines.${i}.quantity`];
            const cProblem = problems[`lines.${i}.unitCost`];
            return (
              <tr key={line.partId} data-testid="receive-line">
                <th scope="row" data-label="Part">
                  <span className="cell-main mono">{line.partNumber}</span>
                  <span className="cell-sub">{line.description}</span>
                </th>
                <td className="num" data-label="To come">
                  {quantityText(line.outstanding)}
                </td>
                <td data-label="Came">
                  <label className="po-receive__label" htmlFor={q}>
                    Came<span className="sr-only"> of {line.partNumber}</span>
                  </label>
                  <input
                    id={q}
                    inputMode="decimal"
                    autoComplete="off"
                    value={line.quantity}
                    onChange={(e) => editLine(i, { quantity: e.target.value })}
                    aria-invalid={qProblem ? true : undefined}
                    aria-describedby={qProblem ? `${q}-problem` : undefined}
                    data-autofocus={i === 0 || undefined}
                  />
                  {qProblem && (
                    <p id={`${q}-problem`} className="field-problem">
                      {qProblem}
                    </p>
                  )}
                </td>
                <td data-label="Invoiced cost of one ($)">
                  <label className="po-receive__label" htmlFor={c}>
                    Invoiced cost of one<span className="sr-only"> of {line.partNumber}</span> ($)
                  </label>
                  <input
                    id={c}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={formatDollars(line.unitCostCents)}
                    value={line.unitCost}
                    onChange={(e) => editLine(i, { unitCost: e.target.value })}
                    aria-invalid={cProblem ? true : undefined}
                    aria-describedby={cProblem ? `${c}-problem` : undefined}
                  />
                  {cProblem && (
                    <p id={`${c}-problem`} className="field-problem">
                      {cProblem}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="po-invoice-fields">
        <Field id={`${uid}-supplierInvoiceNumber`} label="Supplier invoice number" hint="If the invoice came with the delivery." error={problems.supplierInvoiceNumber}>
          <input id={`${uid}-supplierInvoiceNumber`} autoComplete="off" maxLength={60} value={draft.invoiceNumber} onChange={(e) => setDraft((d) => ({ ...d, invoiceNumber: e.target.value }))} />
        </Field>
        <Field id={`${uid}-supplierInvoiceTotal`} label="Supplier invoice total ($, incl. GST)" error={problems.supplierInvoiceTotal}>
          <input id={`${uid}-supplierInvoiceTotal`} inputMode="decimal" autoComplete="off" value={draft.invoiceTotal} onChange={(e) => setDraft((d) => ({ ...d, invoiceTotal: e.target.value }))} />
        </Field>
      </div>
    </DialogForm>
  );
}
