/**
 * 'Complete Job & Generate Invoice': first the card is saved (`prepare`), so the
 * dialog can state what the server will issue from it; then one request (`run`): the server records
 * the status Completed (terms accepted) or Completed - Policy Not Accepted with the final items and
 * notes, and invoices the job, in one transaction, on the approved quote's pricing basis or the
 * workshop's. The server's message is shown and the job list returns 2 s later. Nothing is edited
 * or autosaved meanwhile.
 */
import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { AdminCompleteJobAndInvoiceDocument } from '../../../gql/graphql';
import { useNotices } from '../ui/Notices';
import { itemProblems, itemsInput, type JobCardDetail } from './job-card-draft';
import type { useJobCardEditor } from './use-job-card-editor';

const RETURN_TO_LIST_MS = 2000;

export function useCompleteJob(editor: ReturnType<typeof useJobCardEditor>, card: JobCardDetail) {
  const [complete] = useMutation(AdminCompleteJobAndInvoiceDocument);
  // From the answer to the question until the list shows again (or a failure).
  const [running, setRunning] = useState(false);
  const notices = useNotices();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  // Counted from when the message is on screen (this effect runs once it is rendered).
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/admin/jobcards'), RETURN_TO_LIST_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const [preparing, setPreparing] = useState(false);

  /** Saves the card as it is on screen; true when it is saved and the dialog can ask. */
  async function prepare(): Promise<boolean> {
    if (running || preparing) return false;
    if (itemProblems(editor.draft.items).size) {
      notices.errorText('Fix the highlighted item before completing the job.');
      return false;
    }
    setPreparing(true);
    try {
      if (!(await editor.settleForCompletion())) {
        notices.errorText('The job card could not be saved, so the job was not completed. Check the card and try again.');
        return false;
      }
      return true;
    } finally {
      setPreparing(false);
    }
  }

  /**
   * Completes and invoices the job, quoting the customer's purchase order number when given; an
   * owner may issue it over the customer's credit limit (`overrideCreditLimit`).
   */
  async function run(purchaseOrder = '', overrideCreditLimit = false): Promise<void> {
    if (running) return;
    setRunning(true);
    if (!(await completeAndInvoice(purchaseOrder.trim() || null, overrideCreditLimit))) setRunning(false);
  }

  /** True once the job is invoiced (the list follows in 2 s). */
  async function completeAndInvoice(purchaseOrder: string | null, overrideCreditLimit: boolean): Promise<boolean> {
    const settled = await editor.settleForCompletion();
    if (!settled) {
      notices.errorText('The job card could not be saved, so the job was not completed. Check the card and try again.');
      return false;
    }
    editor.freeze(true);
    const { items, mechanicNotes } = settled;
    try {
      const { data } = await complete({
        variables: { jobCardId: card.id, finalItems: itemsInput(items), mechanicNotes, purchaseOrder, overrideCreditLimit: overrideCreditLimit || null },
      });
      notices.success(data?.completeJobAndInvoice.message ?? 'Job completed and invoiced.');
      setDone(true);
      return true;
    } catch (failure) {
      editor.freeze(false);
      notices.error(failure);
      return false;
    }
  }

  return { prepare, run, completing: running || preparing };
}
