/**
 * The payments of an invoice in its dialog: each with its day, method, reference, amount and who
 * recorded it; what was refunded of a card payment through Stripe beside it; a reversed one struck
 * through with who reversed it. 'Reverse' (confirmed first)
 * undoes a payment recorded by mistake: it stays in the record and counts for nothing.
 */
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminReverseInvoicePaymentDocument, type AdminInvoiceDetailFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { formatDate, formatDateTime } from '../format';
import { useConfirm } from '../ui/Confirm';
import { useNotices } from '../ui/Notices';
import { Button } from '../ui/Button';

type Payment = AdminInvoiceDetailFragment['payments'][number];

export function InvoicePayments({ invoice }: { invoice: Pick<AdminInvoiceDetailFragment, 'invoiceNumber' | 'payments' | 'amountPaidCents' | 'balanceDueCents' | 'voided'> }) {
  const confirm = useConfirm();
  const notices = useNotices();
  const [reverse] = useMutation(AdminReverseInvoicePaymentDocument);
  const [busy, setBusy] = useState<string | null>(null);

  async function onReverse(payment: Payment) {
    const yes = await confirm({
      title: 'Reverse payment',
      message: `Reverse the payment of ${formatMoney(payment.amountCents)} (${payment.methodLabel}, ${formatDate(payment.paidOn)})? It stays in the record but no longer counts, and the invoice has ${formatMoney(invoice.balanceDueCents + payment.amountCents - payment.refundedCents)} to pay again.`,
      confirmLabel: 'Yes, Reverse',
    });
    if (!yes) return;
    setBusy(payment.id);
    try {
      const { data } = await reverse({ variables: { invoiceNumber: invoice.invoiceNumber, paymentId: payment.id } });
      notices.success(data?.reverseInvoicePayment.message ?? 'Payment reversed.');
    } catch (failure) {
      notices.error(failure);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-label="Payments" className="invoice-payments">
      <h3 className="invoice-pdfs__title">Payments</h3>
      {invoice.payments.length === 0 ? (
        <p className="form-note">No payment recorded yet.</p>
      ) : (
        <ul className="invoice-payments__list">
          {invoice.payments.map((p) => (
            <li key={p.id} className={p.reversedAt ? 'is-reversed' : undefined}>
              <span>
                <span className="cell-main">
                  {p.reversedAt ? <s>{formatMoney(p.amountCents)}</s> : formatMoney(p.amountCents)} · {p.methodLabel} · {formatDate(p.paidOn)}
                  {p.refundedCents > 0 && <span className="invoice-payments__refunded"> · Refunded {formatMoney(p.refundedCents)}</span>}
                </span>
                <span className="cell-sub">
                  {p.reference ? `${p.reference} · ` : ''}recorded by {p.recordedBy}
                  {p.reversedAt && ` · reversed by ${p.reversedBy ?? 'staff'} ${formatDateTime(p.reversedAt)}`}
                </span>
              </span>
              {!p.reversedAt && !invoice.voided && (
                <Button
                  size="small"
                  disabled={busy !== null}
                  aria-label={`Reverse payment of ${formatMoney(p.amountCents)} on ${formatDate(p.paidOn)}`}
                  onClick={() => void onReverse(p)}
                >
                  Reverse
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="invoice-payments__sum">
        Paid <strong>{formatMoney(invoice.amountPaidCents)}</strong> · Balance due <strong>{formatMoney(invoice.balanceDueCents)}</strong>
      </p>
    </section>
  );
}
