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
import { Dialog, DialogBody, FormDialogFooter } from '../ui/Dialog';
import { useNotices } from '../ui/Notices';
import { PaymentMethodSelect } from './payment-methods';
import { Field } from '../ui/Field';

interface PaymentDialogProps {
  invoice: { invoiceNumber: string; customerName: string; customerEmail: string; balanceDueCents: number };
  onClose: () => void;
  onRecorded: (message: string) => void;
}

export function PaymentDialog({ invoice, onClose, onRecorded }: PaymentDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={`Record payment: invoice ${invoice.invoiceNumber}`} subtitle={invoice.customerName} onClose={onClose} busy={busy} size="small">
      <PaymentForm invoice={invoice} onClose={onClose} onRecorded={onRecorded} setBusy={setBusy} />
    </Dialog>
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
  const notices = useNotices();
  const formId = useId();
  const read = readAmount(amount, invoice.balanceDueCents);
  const amountError = touched && 'error' in read ? read.error : null;
  const dateError = touched && (!paidOn || paidOn > today) ? 'The payment date cannot be in the future.' : null;
  const clears = 'cents' in read && read.cents === invoice.balanceDueCents;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setTouched(true);
    if (loading || !('cents' in read) || !paidOn || paidOn > today) return;
    setBusy(true);
    try {
      const { data } = await record({
        variables: { invoiceNumber: invoice.invoiceNumber, input: { amountCents: read.cents, method, paidOn, reference: reference.trim() || null } },
      });
      setBusy(false);
      onRecorded(data?.recordInvoicePayment.message ?? `Payment recorded for invoice ${invoice.invoiceNumber}.`);
    } catch (failure) {
      setBusy(false);
      notices.error(failure);
    }
  }

  return (
    <>
      <DialogBody>
        <form id={formId} onSubmit={onSubmit} noValidate>
          <p className="form-note">
            Balance due: <strong>{formatMoney(invoice.balanceDueCents)}</strong>
          </p>
          <Field id={`${formId}-amount`} label="Amount ($)">
            <input
              id={`${formId}-amount`}
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? `${formId}-amount-error` : undefined}
              data-autofocus
            />
            {amountError && (
              <p id={`${formId}-amount-error`} className="field-problem" role="alert">
                {amountError}
              </p>
            )}
          </Field>
          <Field id={`${formId}-method`} label="Method">
            <PaymentMethodSelect id={`${formId}-method`} value={method} onChange={setMethod} />
          </Field>
          <Field id={`${formId}-date`} label="Date paid">
            <input
              id={`${formId}-date`}
              name="paidOn"
              type="date"
              max={today}
              value={paidOn}
              onChange={(e) => setPaidOn(e.target.value)}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? `${formId}-date-error` : undefined}
            />
            {dateError && (
              <p id={`${formId}-date-error`} className="field-problem" role="alert">
                {dateError}
              </p>
            )}
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
          {clears ? (
            <p className="form-note" role="note">
              This pays the invoice in full: it is marked as paid and its receipt is emailed to <strong>{invoice.customerEmail}</strong>.
            </p>
          ) : (
            <p className="form-note" role="note">
              A receipt of this payment, with what remains to pay, is emailed to <strong>{invoice.customerEmail}</strong>.
            </p>
          )}
        </form>
      </DialogBody>
      <FormDialogFooter form={formId} loading={loading} onCancel={onClose} icon="check" label="Record payment" busyLabel="Recording…" />
    </>
  );
}
