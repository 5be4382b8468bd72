/**
 * Order Parts, asked first: what will be ordered from each supplier (one order each: the part, how
 * many, why, its cost) and the parts left out because they have no supplier. The safe choice has
 * the focus.
 */
import { useId } from 'react';
import { formatMoney, lineAmount } from '../../../shared/money';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { bySupplier, quantityText, type Suggestion } from './order-draft';
import '../styles/admin-purchase-order-forms.css';

interface Props {
  jobNumber: string;
  suggestions: Suggestion[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function OrderPartsDialog({ jobNumber, suggestions, busy, onCancel, onConfirm }: Props) {
  const messageId = useId();
  const { groups, unsupplied } = bySupplier(suggestions);
  const n = groups.length;
  return (
    <Dialog
      title={`Order parts for ${jobNumber}`}
      onClose={onCancel}
      role="alertdialog"
      describedBy={messageId}
      busy={busy}
      footer={
        <>
          <Button onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          {n > 0 && (
            <Button variant="primary" icon="inbox" onClick={onConfirm} busy={busy} busyLabel="Ordering…">
              {n === 1 ? 'Make 1 Order' : `Make ${n} Orders`}
            </Button>
          )}
        </>
      }
    >
      <p id={messageId} className="confirm__message">
        {n
          ? `${n === 1 ? 'One order' : `${n} orders`} will be made (not yet emailed), for ${jobNumber}: it shows in Waiting for parts until they arrive.`
          : 'None of these parts has a supplier, so nothing can be ordered yet.'}
      </p>
      {groups.map((g) => (
        <section key={g.supplierId} className="po-confirm-group" aria-label={`Order to ${g.supplierName}`} data-testid="order-group">
          <h3 className="po-confirm-group__title">{g.supplierName}</h3>
          <ul>
            {g.lines.map((l) => (
              <li key={l.partId}>
                <span>
                  {quantityText(l.quantity)} × <span className="mono">{l.partNumber}</span> {l.description}
                  <span className="cell-sub">{l.reason}</span>
                </span>
                <span className="num">{formatMoney(lineAmount(l.quantity, l.unitCostCents))}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {unsupplied.length > 0 && (
        <section className="po-confirm-group po-confirm-group--left-out" aria-label="Left out" data-testid="order-left-out">
          <h3 className="po-confirm-group__title">No supplier: set one on the part</h3>
          <ul>
            {unsupplied.map((l) => (
              <li key={l.partId}>
                <span>
                  {quantityText(l.quantity)} × <span className="mono">{l.partNumber}</span> {l.description}
                  <span className="cell-sub">Left out of the orders.</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Dialog>
  );
}
