/**
 * A part's stock in its dialog: on hand, reserved for open job cards and available, and the Adjust
 * Stock form (a signed quantity and why). A refusal (not enough stock, say) shows under the form.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminAdjustStockDocument, AdminStockMovesDocument } from '../../../gql/graphql';
import { errorMessage, serverFieldErrors } from '../errors';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { useNotices } from '../ui/Notices';
import { useFieldProblems } from '../ui/use-field-problems';
import { adjustmentProblems, formatQuantity, formatSignedQuantity, isLow, type Part } from './part-draft';

export function PartStock({ part }: { part: Part }) {
  const uid = useId();
  const notices = useNotices();
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  /** Why the last adjustment was refused, when no one field is to blame. */
  const [refused, setRefused] = useState<string | null>(null);
  const fields = useFieldProblems(uid);
  const [adjust, { loading }] = useMutation(AdminAdjustStockDocument, { refetchQueries: [AdminStockMovesDocument], awaitRefetchQueries: true });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    setRefused(null);
    if (!fields.check(adjustmentProblems(quantity, reason))) return;
    const asked = Number(quantity.trim());
    try {
      const { data } = await adjust({ variables: { id: part.id, input: { quantity: asked, reason: reason.trim() } } });
      setQuantity('');
      setReason('');
      notices.success(`Stock adjusted by ${formatSignedQuantity(asked)}: ${formatQuantity(data?.adjustStock.onHand ?? part.onHand + asked)} on hand.`);
    } catch (failure) {
      const named = serverFieldErrors(failure);
      if (Object.keys(named).length) fields.check(named);
      else setRefused(errorMessage(failure));
    }
  }

  return (
    <section className="part-section" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="part-section__title">
        Stock
      </h3>
      <dl className="part-stock" data-testid="part-stock">
        <div>
          <dt>On hand</dt>
          <dd>{formatQuantity(part.onHand)}</dd>
        </div>
        <div>
          <dt>Reserved</dt>
          <dd>{formatQuantity(part.reserved)}</dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd>
            {formatQuantity(part.available)} {isLow(part) && <span className="badge badge--warning">Low</span>}
          </dd>
        </div>
      </dl>
      <form className="part-adjust" onSubmit={onSubmit} noValidate aria-label="Adjust Stock">
        <Field id={`${uid}-quantity`} label="Quantity" hint="A negative number takes stock." error={fields.problems.quantity} className="part-adjust__quantity">
          <input id={`${uid}-quantity`} name="quantity" autoComplete="off" value={quantity} onChange={(e) => setQuantity(e.target.value)} placeholder="e.g. 5 or -2" />
        </Field>
        <Field id={`${uid}-reason`} label="Reason" error={fields.problems.reason} className="part-adjust__reason">
          <input id={`${uid}-reason`} name="reason" autoComplete="off" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Damaged in the store" />
        </Field>
        <Button type="submit" icon="check" busy={loading} busyLabel="Adjusting…" className="part-adjust__submit">
          Adjust Stock
        </Button>
      </form>
      {refused && (
        <p className="field-problem" role="alert" data-testid="adjust-refused">
          {refused}
        </p>
      )}
    </section>
  );
}
