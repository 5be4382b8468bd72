/**
 * 'Complete Job & Generate Invoice' asks first and states what will be issued, from the server's
 * preview of the saved card: the totals and the pricing basis (an approved quote's, or the
 * workshop's setting), the lines the customer declined (not on the invoice), the lines added after
 * the decision, and, while the business details are incomplete, what is missing (nothing can be
 * issued until they are saved in Settings). The customer's purchase order number goes on the
 * invoice: required when the customer needs one on their invoices.
 */
import { useId, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminJobCompletionPreviewDocument, type AdminJobCompletionPreviewQuery } from '../../../gql/graphql';
import { formatMoney, lineAmount } from '../../../shared/money';
import { errorMessage } from '../errors';
import { AdminIcon } from '../ui/AdminIcon';
import { Dialog } from '../ui/Dialog';
import { TotalsBlock } from '../ui/LinesEditor';
import { LoadFailed, LoadingState } from '../ui/States';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { useMe } from '../session/use-me';
import '../styles/admin-decision.css';

type Preview = AdminJobCompletionPreviewQuery['jobCompletionPreview'];
type Line = Preview['lines'][number];

interface CompletionDialogProps {
  jobCardId: string;
  /** The customer signed the service terms. */
  accepted: boolean;
  busy: boolean;
  /** Complete, quoting this purchase order number ('' for none); an owner may issue it over the customer's credit limit. */
  onConfirm: (purchaseOrder: string, overrideCreditLimit: boolean) => void;
  onCancel: () => void;
}

const PURCHASE_ORDER_REQUIRED = 'This customer needs a purchase order number on their invoices.';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

function LineList({ lines }: { lines: Line[] }) {
  return (
    <ul className="completion-facts__list">
      {lines.map((line, i) => (
        <li key={i}>
          {line.quantity !== 1 && `${line.quantity} × `}
          {line.description || 'Untitled line'} ({formatMoney(lineAmount(line.quantity, line.unitPriceCents))}){line.gstFree && ', GST-free'}
        </li>
      ))}
    </ul>
  );
}

function basisText(preview: Preview): string {
  const basis = preview.pricesIncludeGst ? 'Prices include GST' : `GST (${preview.gstPercent}%) is added on top of the prices`;
  if (preview.basisFrom === 'quote') return `${basis}, as on quote ${preview.quoteNumber} the customer approved.`;
  return `${basis} (the workshop’s pricing setting).`;
}

export function CompletionDialog({ jobCardId, accepted, busy, onConfirm, onCancel }: CompletionDialogProps) {
  const uid = useId();
  const { data, error, refetch } = useQuery(AdminJobCompletionPreviewDocument, { variables: { jobCardId }, fetchPolicy: 'network-only' });
  const preview = data?.jobCompletionPreview;
  const missing = preview?.missingDetails ?? [];
  const overLimit = preview?.creditLimitWarning ?? null;
  const owner = useMe().me?.owner === true;
  const [override, setOverride] = useState(false);
  // Over the credit limit only an owner can issue it, and says so.
  const ready = Boolean(preview) && missing.length === 0 && (!overLimit || (owner && override));
  const [purchaseOrder, setPurchaseOrder] = useState('');
  const [poProblem, setPoProblem] = useState<string | null>(null);
  const poInput = useRef<HTMLInputElement>(null);

  function confirm() {
    if (preview?.poRequired && !purchaseOrder.trim()) {
      setPoProblem(PURCHASE_ORDER_REQUIRED);
      poInput.current?.focus();
      return;
    }
    onConfirm(purchaseOrder, Boolean(overLimit) && override);
  }

  return (
    <Dialog
      title="Complete Job & Generate Invoice"
      onClose={onCancel}
      role="alertdialog"
      describedBy={`${uid}-question`}
      busy={busy}
      footer={
        <>
          <Button onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant="primary" onClick={confirm} disabled={busy || !ready}>
            {busy && <span className="aspinner aspinner--small" aria-hidden="true" />}
            Complete and send invoice
          </Button>
        </>
      }
    >
      <div className="completion-facts">
        <p id={`${uid}-question`} className="confirm__message">
          Confirm Job Completion and Send Invoice? The invoice is emailed to the customer with its PDF, and the card becomes read-only.
        </p>
        {!accepted && (
          <p className="confirm__warning" role="note">
            <AdminIcon name="warning" size={16} /> The customer has not signed the service terms. The invoice can still go out; the job card will show that the terms were not accepted.
          </p>
        )}
        {error ? (
          <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
        ) : !preview ? (
          <LoadingState label="Working out the invoice…" />
        ) : (
          <>
            {missing.length > 0 && (
              <div className="completion-facts__section completion-facts__missing" role="alert" data-testid="completion-missing">
                <h3>No invoice can be issued yet: the business details are incomplete</h3>
                <p>Missing: {missing.join('; ')}.</p>
                <p>
                  <Link to="/admin/settings">Add them in Settings</Link>, then complete the job.
                </p>
              </div>
            )}
            {overLimit && (
              <div className="completion-facts__section completion-facts__missing" role="alert" data-testid="completion-credit-limit">
                <h3>Over the customer’s credit limit</h3>
                <p>{overLimit}</p>
                {owner ? (
                  <label className="check-label">
                    <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} />
                    Issue it anyway
                  </label>
                ) : (
                  <p>Ask an owner to complete this job, or take a payment first.</p>
                )}
              </div>
            )}
            <Field
              id={`${uid}-po`}
              label="Purchase order"
              required={preview.poRequired}
              hint={preview.poRequired ? 'This customer needs a purchase order number on their invoices.' : 'Optional: printed on the invoice.'}
              error={poProblem}
              alert
            >
              <input
                ref={poInput}
                id={`${uid}-po`}
                value={purchaseOrder}
                maxLength={50}
                required={preview.poRequired}
                autoComplete="off"
                onChange={(e) => {
                  setPurchaseOrder(e.target.value);
                  setPoProblem(null);
                }}
              />
            </Field>
            <div className="completion-facts__section" data-testid="completion-totals">
              <h3>
                The invoice: {preview.lines.length} {plural(preview.lines.length, 'line', 'lines')}
              </h3>
              <TotalsBlock totals={preview} gstPercent={preview.gstPercent} label="Invoice totals" live={false} />
              <p className="form-note">{basisText(preview)}</p>
            </div>
            {preview.declined.length > 0 && (
              <div className="completion-facts__section" data-testid="completion-declined">
                <h3>
                  {preview.declined.length} {plural(preview.declined.length, 'line the customer declined is', 'lines the customer declined are')} not on this invoice
                </h3>
                <LineList lines={preview.declined} />
              </div>
            )}
            {preview.added.length > 0 && (
              <div className="completion-facts__section" data-testid="completion-added">
                <h3>
                  {preview.decision === 'declined'
                    ? `${plural(preview.added.length, 'This line was', 'These lines were')} added after the customer declined the quote`
                    : `${plural(preview.added.length, 'This line was', 'These lines were')} added after the approval`}
                </h3>
                <LineList lines={preview.added} />
              </div>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
