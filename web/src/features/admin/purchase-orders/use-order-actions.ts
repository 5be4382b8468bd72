/**
 * The outward and destructive actions of one order, each asked first: emailing it to the supplier
 * (with its PDF) and cancelling it. A refusal of the api comes back as its message (the page shows
 * it in its alert region); the answer updates the order in the cache.
 */
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminCancelPurchaseOrderDocument, AdminSendPurchaseOrderDocument } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { useConfirm } from '../ui/Confirm';
import { useNotices } from '../ui/Notices';
import type { PurchaseOrder } from './order-draft';

export function useOrderActions(order: PurchaseOrder, refused: (message: string | null) => void) {
  const confirm = useConfirm();
  const notices = useNotices();
  const [sendOrder, sending] = useMutation(AdminSendPurchaseOrderDocument);
  const [cancelOrder, cancelling] = useMutation(AdminCancelPurchaseOrderDocument);
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<unknown>, done: string) {
    refused(null);
    setBusy(true);
    try {
      await call();
      notices.success(done);
    } catch (failure) {
      refused(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return {
    busy: busy || sending.loading || cancelling.loading,
    sending: sending.loading,
    cancelling: cancelling.loading,
    async email() {
      const again = order.sentAt ? ' again' : '';
      const to = order.supplierEmail ? ` at ${order.supplierEmail}` : '';
      const ok = await confirm({
        title: `Email ${order.number}`,
        message: `Email ${order.number} to ${order.supplierName}${to}${again}, with its PDF?`,
        confirmLabel: 'Email Order',
        tone: 'primary',
      });
      if (ok) await run(() => sendOrder({ variables: { id: order.id } }), `${order.number} is emailed to ${order.supplierName}.`);
    },
    async cancel() {
      const ok = await confirm({
        title: `Cancel ${order.number}`,
        message: `Cancel ${order.number} to ${order.supplierName}? Its job cards stop waiting for these parts. This cannot be undone.`,
        confirmLabel: 'Cancel Order',
        cancelLabel: 'Keep Order',
      });
      if (ok) await run(() => cancelOrder({ variables: { id: order.id } }), `${order.number} is cancelled.`);
    },
  };
}
