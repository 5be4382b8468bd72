/**
 * Resend an invoice: it always goes to the customer, plus any additional addresses typed as a
 * comma-separated list (trimmed, empties dropped; checking them is left to the
 * server, whose message is shown here). The stored PDF is attached.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminResendInvoiceDocument } from '../../../gql/graphql';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useFieldProblems } from '../ui/use-field-problems';
import type { InvoiceRow } from './use-invoice-pages';

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
  return (
    <FormDialog title={`Resend invoice ${invoice.invoiceNumber}`} subtitle={invoice.customerName} onClose={onClose}>
      {(setBusy) => <ResendForm invoice={invoice} onClose={onClose} onSent={onSent} setBusy={setBusy} />}
    </FormDialog>
  );
}

function ResendForm({ invoice, onClose, onSent, setBusy }: ResendDialogProps & { setBusy: (busy: boolean) => void }) {
  const [addresses, setAddresses] = useState('');
  const [resend, { loading }] = useMutation(AdminResendInvoiceDocument);
  const formId = useId();
  const { send } = useFieldProblems(formId, setBusy);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    await send(
      () => resend({ variables: { invoiceNumber: invoice.invoiceNumber, additionalEmails: splitAddresses(addresses) } }),
      ({ data }) => onSent(data?.resendInvoice.message ?? `Invoice ${invoice.invoiceNumber} resent.`),
    );
  }

  return (
    <DialogForm id={formId} onSubmit={onSubmit} loading={loading} onCancel={onClose} icon="send" label="Resend Invoice" busyLabel="Sending…">
      <p className="form-note">
        The invoice and its PDF go to <strong>{invoice.customerEmail}</strong>.
      </p>
      <Field id={`${formId}-emails`} label="Additional email addresses (optional)" hint="Separate several addresses with commas.">
        <input
          id={`${formId}-emails`}
          name="additionalEmails"
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder="e.g. accounts@example.com, fleet@example.com"
          value={addresses}
          onChange={(e) => setAddresses(e.target.value)}
          data-autofocus
        />
      </Field>
    </DialogForm>
  );
}
