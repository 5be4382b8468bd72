/**
 * Resend an invoice: it always goes to the customer, plus any additional addresses typed as a
 * comma-separated list (trimmed, empties dropped; checking them is left to the
 * server, whose message is shown here). The stored PDF is attached.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminResendInvoiceDocument } from '../../../gql/graphql';
import { Dialog, DialogBody, FormDialogFooter } from '../ui/Dialog';
import { useNotices } from '../ui/Notices';
import type { InvoiceRow } from './use-invoice-pages';
import { Field } from '../ui/Field';

/** "a@x.com, , b@y.com " → ["a@x.com", "b@y.com"]. */
function splitAddresses(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

interface ResendDialogProps {
  invoice: Pick<InvoiceRow, 'invoiceNumber' | 'customerEmail' | 'customerName'>;
  onClose: () => void;
  onSent: (message: string) => void;
}

export function ResendDialog({ invoice, onClose, onSent }: ResendDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={`Resend invoice ${invoice.invoiceNumber}`} subtitle={invoice.customerName} onClose={onClose} busy={busy} size="small">
      <ResendForm invoice={invoice} onClose={onClose} onSent={onSent} setBusy={setBusy} />
    </Dialog>
  );
}

function ResendForm({ invoice, onClose, onSent, setBusy }: ResendDialogProps & { setBusy: (busy: boolean) => void }) {
  const [addresses, setAddresses] = useState('');
  const [resend, { loading }] = useMutation(AdminResendInvoiceDocument);
  const notices = useNotices();
  const formId = useId();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    setBusy(true);
    try {
      const additionalEmails = splitAddresses(addresses);
      const { data } = await resend({ variables: { invoiceNumber: invoice.invoiceNumber, additionalEmails } });
      setBusy(false);
      onSent(data?.resendInvoice.message ?? `Invoice ${invoice.invoiceNumber} resent.`);
    } catch (failure) {
      setBusy(false);
      notices.error(failure);
    }
  }

  return (
    <>
      <DialogBody>
        <form id={formId} onSubmit={onSubmit}>
          <p className="form-note">
            The invoice and its PDF go to <strong>{invoice.customerEmail}</strong>.
          </p>
          <Field id={`${formId}-emails`} label="Additional email addresses (optional)">
            <input
              id={`${formId}-emails`}
              name="additionalEmails"
              type="text"
              inputMode="email"
              autoComplete="off"
              placeholder="e.g. accounts@example.com, fleet@example.com"
              aria-describedby={`${formId}-hint`}
              value={addresses}
              onChange={(e) => setAddresses(e.target.value)}
              data-autofocus
            />
            <p id={`${formId}-hint`} className="form-note">
              Separate several addresses with commas.
            </p>
          </Field>
        </form>
      </DialogBody>
      <FormDialogFooter form={formId} loading={loading} onCancel={onClose} icon="send" label="Resend Invoice" busyLabel="Sending…" />
    </>
  );
}
