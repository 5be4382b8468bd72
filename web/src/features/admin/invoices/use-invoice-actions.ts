/**
 * What staff do to an issued invoice: View and Download its PDF (a one-document link opened in a
 * new tab), Mark as Paid (asking how it was paid) and Delete, each confirmed first with its
 * question.
 * Resend has its own dialog (ResendDialog).
 */
import { createElement, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminDeleteInvoiceDocument, AdminInvoicePdfLinkDocument, AdminMarkInvoicePaidDocument, type DocumentDisposition, type PaymentMethod } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { MethodChoice } from './payment-methods';
import { useConfirm } from '../ui/Confirm';
import { useOpenLink } from '../ui/DocumentLinks';
import { useNotices } from '../ui/Notices';
import { useMe } from '../session/use-me';

/** What deciding on a delete needs to know of an invoice. */
interface DeletableRef {
  voided?: boolean | null;
  status: string;
  amountPaidCents: number;
}

/** An invoice with money on it (a payment, or Paid) is voided by an owner only: the server refuses staff (403). */
function needsOwnerToDelete(invoice: DeletableRef): boolean {
  return invoice.amountPaidCents > 0 || invoice.status === 'paid';
}

export const OWNER_VOIDS_PAID = 'Only an owner can delete (void) an invoice with a payment recorded on it.';

interface InvoiceRef {
  invoiceNumber: string;
}

interface ActionOptions {
  /** After a delete, with the server's message (default: a success banner where the hook is used). */
  onDeleted?: (invoiceNumber: string, message: string) => void;
}

export function useInvoiceActions({ onDeleted }: ActionOptions = {}) {
  const confirm = useConfirm();
  const notices = useNotices();
  const { open, busy: opening } = useOpenLink();
  const [requestLink] = useMutation(AdminInvoicePdfLinkDocument);
  const [markPaidMutation] = useMutation(AdminMarkInvoicePaidDocument);
  const [deleteMutation] = useMutation(AdminDeleteInvoiceDocument);
  const { me } = useMe();
  /** Delete is offered only where it can succeed: staff are not offered it on an invoice with money on it. */
  const canDelete = (invoice: DeletableRef) => !invoice.voided && (Boolean(me?.owner) || !needsOwnerToDelete(invoice));
  /** The invoice an action is under way for. */
  const [busy, setBusy] = useState<string | null>(null);

  function openPdf({ invoiceNumber }: InvoiceRef, disposition: DocumentDisposition) {
    return open(async () => {
      const { data } = await requestLink({ variables: { invoiceNumber, disposition } });
      if (!data) throw new Error('No link in the answer.');
      return data.invoicePdfLink.url;
    });
  }

  async function markPaid({ invoiceNumber }: InvoiceRef) {
    // How it was paid is asked with its question (EFTPOS unless staff pick another).
    const chosen: { method: PaymentMethod } = { method: 'eftpos' };
    const yes = await confirm({
      title: 'Mark as Paid',
      message: `Mark invoice ${invoiceNumber} as PAID and resend to customer?`,
      confirmLabel: 'Yes, Mark as Paid',
      tone: 'primary',
      body: createElement(MethodChoice, { onChange: (method: PaymentMethod) => (chosen.method = method) }),
    });
    if (!yes) return;
    setBusy(invoiceNumber);
    try {
      // The answer carries the invoice as it is now: its row turns Paid from the cache.
      const { data } = await markPaidMutation({ variables: { invoiceNumber, payment: { method: chosen.method } } });
      notices.success(data?.markInvoicePaid.message ?? `Invoice ${invoiceNumber} marked as paid.`);
    } catch (failure) {
      notices.error(failure);
    } finally {
      setBusy(null);
    }
  }

  async function remove({ invoiceNumber, sentAt, amountPaidCents = 0 }: InvoiceRef & { sentAt?: string | null; amountPaidCents?: number }) {
    const paid =
      amountPaidCents > 0 ? ` The ${formatMoney(amountPaidCents)} paid on it stays recorded on the voided invoice, and the note tells the customer it will be refunded or credited.` : '';
    // One the customer was sent is voided (kept for the records, cancelled by an adjustment note); one never sent is deleted.
    const yes = await confirm(
      sentAt
        ? {
            title: 'Void invoice',
            message: `Void ${invoiceNumber}? An adjustment note will be issued and emailed to the customer; payments already recorded stay recorded.`,
            confirmLabel: 'Yes, Void',
            body: createElement(
              'p',
              { className: 'form-note', role: 'note' },
              `It was sent to the customer, so it is kept as voided (with its PDFs and payments) and an adjustment note cancelling it is emailed to them. It leaves the Invoice History and its job card is unlocked.${paid}`,
            ),
          }
        : { title: 'Delete invoice', message: `Permanently delete invoice ${invoiceNumber}?`, confirmLabel: 'Yes, Delete' },
    );
    if (!yes) return;
    setBusy(invoiceNumber);
    try {
      const { data } = await deleteMutation({ variables: { invoiceNumber } });
      const message = data?.deleteInvoice.message ?? (sentAt ? `${invoiceNumber} is voided.` : `Invoice ${invoiceNumber} deleted.`);
      if (onDeleted) onDeleted(invoiceNumber, message);
      else notices.success(message);
    } catch (failure) {
      notices.error(failure);
    } finally {
      setBusy(null);
    }
  }

  /** Delete is offered where it can succeed; on an invoice the customer was sent, it voids. */
  const canVoid = (invoice: DeletableRef & { sentAt?: string | null }) => canDelete(invoice) && Boolean(invoice.sentAt);
  const canDeleteForGood = (invoice: DeletableRef & { sentAt?: string | null }) => canDelete(invoice) && !invoice.sentAt;

  return { openPdf, opening, markPaid, remove, canDelete, canVoid, canDeleteForGood, busy };
}
