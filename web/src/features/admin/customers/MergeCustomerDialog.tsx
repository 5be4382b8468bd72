/**
 * 'Merge another customer into this one…': find the other customer (the list's search), choose
 * them, read what will happen (their records, emails and phones move here, notes are added, their
 * record is removed), confirm, and land on the kept customer. Failures show inside the dialog.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { AdminCustomerDocument, AdminCustomersDocument, AdminMergeCustomersDocument, type AdminCustomerRowFragment } from '../../../gql/graphql';
import { formatPhone } from '../../../shared/phone';
import { errorMessage } from '../errors';
import { AdminIcon } from '../ui/AdminIcon';
import { customerPath } from '../ui/CustomerLink';
import { Dialog, DialogBody, DialogFooter } from '../ui/Dialog';
import { useNotices } from '../ui/Notices';
import { forgetRow } from '../ui/paged-list';
import { LoadFailed, LoadingState } from '../ui/States';
import { useDebounced } from '../ui/use-debounced';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

type Customer = AdminCustomerRowFragment;

interface MergeCustomerDialogProps {
  /** The customer who is kept. */
  customer: Customer;
  onClose: () => void;
}

export function MergeCustomerDialog({ customer, onClose }: MergeCustomerDialogProps) {
  const [busy, setBusy] = useState(false);
  const pageNotices = useNotices(); // the page's banners, for after the dialog has gone
  return (
    <Dialog title="Merge another customer into this one" subtitle={`Kept: ${customer.name}`} onClose={onClose} busy={busy} size="medium">
      <MergeSteps customer={customer} onClose={onClose} setBusy={setBusy} onMerged={pageNotices.success} />
    </Dialog>
  );
}

function describe(customer: Customer): string {
  return [customer.email, customer.phone && formatPhone(customer.phone)].filter(Boolean).join(' · ') || 'no email or phone';
}

interface MergeStepsProps extends MergeCustomerDialogProps {
  setBusy: (busy: boolean) => void;
  onMerged: (message: string) => void;
}

function MergeSteps({ customer, onClose, setBusy, onMerged }: MergeStepsProps) {
  const uid = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Customer | null>(null);
  const q = useDebounced(text, 300).trim();
  const found = useQuery(AdminCustomersDocument, { variables: { filter: { q }, limit: 10 }, skip: !q });
  const [merge, merging] = useMutation(AdminMergeCustomersDocument);
  const notices = useNotices(); // the dialog's own banners
  const client = useApolloClient();
  const navigate = useNavigate();
  const candidates = (found.data?.customers.items ?? []).filter((c) => c.id !== customer.id);
  // Each step starts with the focus on its first control: the dialog focuses the search when it
  // opens; choosing someone moves it to 'Back', and 'Back' to the search again.
  const searchRef = useRef<HTMLInputElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    (chosen ? backRef.current : searchRef.current)?.focus();
  }, [chosen]);

  async function onMerge() {
    if (!chosen) return;
    setBusy(true);
    try {
      const { data } = await merge({ variables: { id: customer.id, otherId: chosen.id }, refetchQueries: [AdminCustomerDocument], awaitRefetchQueries: true });
      forgetRow(client, 'Customer', chosen.id);
      setBusy(false);
      onClose();
      onMerged(`${chosen.name} was merged into ${data?.mergeCustomers.name ?? customer.name}.`);
      navigate(customerPath(data?.mergeCustomers.id ?? customer.id));
    } catch (failure) {
      setBusy(false);
      notices.error(failure);
    }
  }

  if (chosen) {
    return (
      <>
        <DialogBody>
          <div className="merge-confirm" id={`${uid}-confirm`}>
            <p>
              Merge <strong>{chosen.name}</strong> ({describe(chosen)}) into <strong>{customer.name}</strong> ({describe(customer)})?
            </p>
            <p>
              Every appointment, job card, quote, invoice and message of {chosen.name} moves to {customer.name}, with their email addresses and phone
              numbers; their notes are added. The record of {chosen.name} is then removed. Documents already issued keep what is printed on them.
            </p>
          </div>
        </DialogBody>
        <DialogFooter>
          <Button onClick={() => setChosen(null)} disabled={merging.loading} ref={backRef}>
            <AdminIcon name="arrowLeft" size={18} /> Back
          </Button>
          <span className="dialog__spacer" />
          <Button variant="danger" onClick={() => void onMerge()} disabled={merging.loading} aria-describedby={`${uid}-confirm`}>
            {merging.loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="user" size={18} />}
            Merge and remove {chosen.name}
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogBody>
        <Field id={`${uid}-q`} label={<>Find the customer to merge into {customer.name}</>}>
          <input id={`${uid}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Name, phone, email or rego" autoComplete="off" ref={searchRef} data-autofocus />
        </Field>
        {!q ? (
          <p className="form-note">Type a name, phone number, email or rego.</p>
        ) : found.error ? (
          <LoadFailed message={errorMessage(found.error)} onRetry={() => void found.refetch().catch(() => undefined)} />
        ) : !found.data ? (
          <LoadingState label="Searching…" />
        ) : candidates.length === 0 ? (
          <p className="form-note">No other customer matches “{q}”.</p>
        ) : (
          <ul className="merge-candidates" aria-label="Matching customers">
            {candidates.map((candidate) => (
              <li key={candidate.id}>
                <button type="button" className="merge-candidate" onClick={() => setChosen(candidate)}>
                  <span className="cell-main">{candidate.name}</span>
                  <span className="cell-sub">{describe(candidate)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
      <DialogFooter>
        <Button onClick={onClose}>
          Cancel
        </Button>
      </DialogFooter>
    </>
  );
}
