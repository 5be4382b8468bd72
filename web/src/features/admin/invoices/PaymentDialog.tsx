/**
 * Record payment: part (or the rest) of an unpaid invoice: the amount (the balance to start with),
 * how, the day (today to start with, never later) and an optional reference. The payment that
 * clears the balance makes the invoice paid; every payment emails the customer a receipt; the form says so.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminRecordInvoicePaymentDocument, type PaymentMethod } from '../../../gql/graphql';
import { formatMoney, MoneyInputError, parseDollars } from '../../../shared/money';
import { workshopToday } from '../format';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useFieldProblems } from '../ui/use-field-problems';
import { PaymentMethodSelect } from './payment-methods';

interface PaymentDialogProps {
  invoice: { invoiceNumber: string; customerName: string; customerEmail: string; balanceDueCents: number };
  onClose: () => void;
  onRecorded: (message: string) => void;
}

export function PaymentDialog({ invoice, onClose, onRecorded }: PaymentDialogProps) {
  return (
    <FormDialog title={`Record payment: invoice ${invoice.invoiceNumber}`} subtitle={invoice.customerName} onClose={onClose}>
      {(setBusy) => <PaymentForm invoice={invoice} onClose={onClose} onRecorded={onRecorded} setBusy={setBusy} />}
    </FormDialog>
  );
}

/** The amount typed, in cents, or what is wrong with it. */
function readAmount(text: string, balanceCents: number): { cents: number } | { error: string } {
  try {
    const cents = parseDollars(text.replace(/[$,\s]/g, ''), 'Amount');
    if (cents <= 0) return { error: 'The amount must be more than $0.00.' };
    if (cents > balanceCents) return { error: `${formatMoney(cents)} is more than the balance due of ${formatMoney(balanceCents)}.` };
    return { cents };
  } catch (failure) {
    return { error: failure instanceof MoneyInputError ? failure.message : 'Amount must be a number.' };
  }
}

function PaymentForm({ invoice, onClose, onRecorded, setBusy }: PaymentDialogProps & { setBusy: (busy: boolean) => void }) {
  const today = workshopToday();
  const [amount, setAmount] = useState((invoice.balanceDueCents / 100).toFixed(2));
  const [method, setMethod] = useState<PaymentMethod>('eftpos');
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const [record, { loading }] = useMutation(AdminRecordInvoicePaymentDocument);
  const formId = useId();
  const { send } = useFieldProblems(formId, setBusy);
  const read = readAmount(amount, invoice.balanceDueCents);
  const amountError = touched && 'error' in read ? read.error : null;
  const dateError = touched && (!paidOn || paidOn > today) ? 'The payment date cannot be in the future.' : null;
  const clears = 'cents' in read && read.cents === invoice.balanceDueCents;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setTouched(true);
    if (loading || !('cents' in read) || !paidOn || paidOn > today) return;
    const input = { amountCents: read.cents, method, paidOn, reference: reference.trim() || null };
    await send(
      () => record({ variables: { invoiceNumber: invoice.invoiceNumber, input } }),
      ({ data }) => onRecorded(data?.recordInvoicePayment.message ?? `Payment recorded for invoice ${invoice.invoiceNumber}.`),
    );
  }

  return (
    <DialogForm id={formId} onSubmit={onSubmit} noValidate loading={loading} onCancel={onClose} icon="check" label="Record payment" busyLabel="Recording…">
      <p className="form-note">
        Balance due: <strong>{formatMoney(invoice.balanceDueCents)}</strong>
      </p>
      <Field id={`${formId}-amount`} label="Amount ($)" error={amountError} alert>
        <input
          id={`${formId}-amount`}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          data-autofocus
        />
      </Field>
      <Field id={`${formId}-method`} label="Method">
        <PaymentMethodSelect id={`${formId}-method`} value={method} onChange={setMethod} />
      </Field>
      <Field id={`${formId}-date`} label="Date paid" error={dateError} alert>
        <input id={`${formId}-date`} name="paidOn" type="date" max={today} value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
      </Field>
      <Field id={`${formId}-reference`} label="Reference (optional)">
        <input
          id={`${formId}-reference`}
          name="reference"
          type="text"
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. receipt or bank reference"
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
      </Field>
      <p className="form-note" role="note">
        {clears ? 'This pays the invoice in full: it is marked as paid and its receipt is emailed to ' : 'A receipt of this payment, with what remains to pay, is emailed to '}
        <strong>{invoice.customerEmail}</strong>.
      </p>
    </DialogForm>
  );
}
