/**
 * One job card being worked on: the autosaving editor (use-job-card-editor) with its banners, the
 * customer and vehicle, the inspection, the items, the notes, the quote and completion actions, the
 * invoice once invoiced, and the card's history. Live events (a signature, a quote decision,
 * another admin's change) are merged in without a reload; a deleted card goes back to the list.
 */
import { useId, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { AdminJobCardDocument, AdminUpdateJobCardDocument } from '../../../gql/graphql';
import { AdminIcon } from '../ui/AdminIcon';
import { Button } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { useNotices } from '../ui/Notices';
import { HistoryPanel } from '../audit/HistoryPanel';
import { CompletionDialog } from './CompletionDialog';
import { CustomerVehicleSection } from './CustomerVehicleSection';
import { ItemsEditor } from './ItemsEditor';
import { floorInput, newItem, type JobCardDetail } from './job-card-draft';
import { RecommendedWorkPanel } from '../vehicles/RecommendedWorkPanel';
import { useMe } from '../session/use-me';
import { JobCardInspection, type InspectionStatus } from './JobCardInspection';
import { JobCardRoadworthy } from './JobCardRoadworthy';
import { JobCardLogbook } from '../service-schedules/JobCardLogbook';
import { JobCardInvoice } from './JobCardInvoice';
import { JobCardNotes } from './JobCardNotes';
import { odometerCheckNote } from './OdometerCheckNote';
import { JobCardHeader } from './JobCardHeader';
import { JobCardClock } from './JobCardClock';
import { decidedQuote } from './QuoteDecisionBanner';
import { QuoteHistory } from './QuoteHistory';
import { useCompleteJob } from './use-complete-job';
import { conflictText } from './save-outcome';
import { useJobCardEditor } from './use-job-card-editor';
import { useJobCardLive } from './use-job-card-live';
import { useLeaveGuard } from './use-leave-guard';
import { useSendQuote } from './use-send-quote';
import { AddCannedJob } from '../canned-jobs/AddCannedJob';
import { JobCardOrders } from '../purchase-orders/JobCardOrders';

export function JobCardEditor({ initial }: { initial: JobCardDetail }) {
  const client = useApolloClient();
  const notices = useNotices();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const uid = useId();
  const [conflict, setConflict] = useState<string | null>(null);
  const [asking, setAsking] = useState<'complete' | null>(null);
  const [liveTick, setLiveTick] = useState(0);
  // A time correction is a line of the card's history (the clock's own changes are not).
  const [historyTick, setHistoryTick] = useState(0);
  const [inspection, setInspection] = useState<InspectionStatus>({ saving: false, failed: false, unsaved: false, uploading: false });
  const [update] = useMutation(AdminUpdateJobCardDocument);
  const id = initial.id;
  // A technician works the floor: notes, status, the vehicle, the inspection and the clock; the
  // items, the customer, quotes, invoicing and the history are the front office's.
  const technician = useMe().me?.role === 'TECHNICIAN';

  const reload = async () => {
    const { data } = await client.query({ query: AdminJobCardDocument, variables: { id }, fetchPolicy: 'network-only' });
    if (!data) throw new Error('No job card in the answer.');
    return data.jobCard;
  };
  const editor = useJobCardEditor(initial, {
    save: async (input) => {
      const { data } = await update({ variables: { id, input: technician ? floorInput(input) : input } });
      if (!data) throw new Error('No job card in the answer.');
      return data.updateJobCard;
    },
    reload,
    onConflict: (fields) => setConflict(conflictText(fields)),
  });
  const { card, draft, edit, locked } = editor;
  const completion = useCompleteJob(editor, card);
  const invoiced = card.status === 'INVOICED';

  // A signature, an approved quote or another admin's change shows up here without a reload.
  useJobCardLive(id, (event) => {
    if (event.kind === 'deleted') {
      notices.errorText('This job card was deleted.');
      navigate('/admin/jobcards');
      return;
    }
    setLiveTick((tick) => tick + 1);
    reload()
      .then(editor.adopt)
      .catch(() => undefined);
  });

  useLeaveGuard(editor.unsaved || inspection.unsaved, () =>
    confirm({
      title: 'Unsaved changes',
      message: 'This job card has changes that are not saved yet. Leave without saving them?',
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
    }),
  );

  const decided = decidedQuote(card.quotes);
  const { sendQuote, sending } = useSendQuote({ card, draft, decided, reloaded: async () => void editor.adopt(await reload()) });

  async function askToComplete() {
    if (await completion.prepare()) setAsking('complete');
  }

  async function completeJob(purchaseOrder: string, overrideCreditLimit: boolean) {
    await completion.run(purchaseOrder, overrideCreditLimit);
    setAsking(null);
  }

  // The server asks before keeping a reading lower than an earlier one of the vehicle.
  const check = locked ? null : editor.odometerCheck;
  const odometerNote = odometerCheckNote(uid, check, { keep: editor.keepOdometer, dismiss: editor.dismissOdometer });

  return (
    <>
      <JobCardHeader
        card={card}
        decided={decided}
        saving={{ saving: editor.showSaving || inspection.saving, failed: editor.failed || inspection.failed, invalid: editor.invalid, odometer: check !== null, unsaved: editor.unsaved || inspection.unsaved, uploading: inspection.uploading, locked }}
        conflict={conflict}
        onConflictClose={() => setConflict(null)}
        refusal={editor.refusal?.message ?? null}
        notify={!technician}
      />

      <JobCardClock jobCardId={id} invoiced={invoiced} onCorrected={() => setHistoryTick((tick) => tick + 1)} />

      <CustomerVehicleSection uid={uid} card={card} draft={draft} edit={edit} locked={locked} problems={editor.refusal?.fields ?? {}} odometerNote={odometerNote} floor={technician} />

      {!locked && !technician && (
        <RecommendedWorkPanel
          rego={card.carRego}
          place="jobcard"
          exceptJobCardId={id}
          onAdd={(work) =>
            edit((d) => ({
              ...d,
              items: [
                ...d.items.filter((item) => item.description.trim() || item.unitPrice.trim() !== '0'),
                { ...newItem(decided !== null), description: work.description, quantity: String(work.quantity), unitPrice: (work.unitPriceCents / 100).toFixed(2) },
              ],
            }))
          }
        />
      )}

      <JobCardInspection jobCardId={id} refreshSignal={liveTick} onStatus={setInspection} />
      <JobCardRoadworthy jobCardId={id} />
      <JobCardLogbook jobCardId={id} />

      <section className="panel jobcard-section" aria-labelledby={`${uid}-items`}>
        <h2 id={`${uid}-items`} className="panel__title">
          <AdminIcon name="clipboard" size={18} /> Items & labour
        </h2>
        {!locked && !technician && <AddCannedJob jobCardId={id} beforeApply={() => editor.saveNow((d) => d)} afterApply={async () => void editor.adopt(await reload())} />}
        <ItemsEditor
          items={draft.items}
          readOnly={locked || technician}
          showTotals={!invoiced}
          catalogue={!technician}
          pricesIncludeGst={card.pricesIncludeGst}
          decided={decided !== null}
          decision={decided ? (decided.status === 'approved' ? 'approved' : 'declined') : null}
          onChange={(items) => edit((d) => ({ ...d, items }))}
        />
      </section>

      {!technician && <JobCardOrders jobCardId={id} jobNumber={card.jobNumber} hasParts={draft.items.some((item) => item.partId)} beforeOrder={() => editor.saveNow((d) => d)} />}

      <JobCardNotes draft={draft} readOnly={locked} onEdit={edit} />

      {!locked && !technician && (
        <div className="jobcard-actions">
          <Button onClick={() => void sendQuote()} disabled={sending}>
            {sending ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="send" size={18} />}
            Generate & Send Quote
          </Button>
          <Button variant="primary" onClick={() => void askToComplete()} disabled={completion.completing}>
            {completion.completing ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="receipt" size={18} />}
            Complete Job & Generate Invoice
          </Button>
        </div>
      )}

      {invoiced && !technician && <JobCardInvoice jobCardId={id} />}

      <QuoteHistory quotes={card.quotes} />

      {!technician && <HistoryPanel entityType="job_card" entityId={id} refreshKey={`${liveTick}:${historyTick}`} />}

      {asking === 'complete' && (
        <CompletionDialog jobCardId={id} accepted={card.termsAcceptance.isAccepted} busy={completion.completing} onConfirm={(purchaseOrder, overrideCreditLimit) => void completeJob(purchaseOrder, overrideCreditLimit)} onCancel={() => setAsking(null)} />
      )}
    </>
  );
}
