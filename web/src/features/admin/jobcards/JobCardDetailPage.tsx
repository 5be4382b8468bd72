/**
 * /admin/jobcards/:id: one job card, headed by its number (JC-000123). Email, phone, status, items
 * and notes save themselves (use-job-card-editor); the quote history, the customer's signature and
 * quote decisions arrive live, the decision as a banner at the top. 'Generate & Send Quote' asks
 * first, then emails the quote on the card's pricing basis. An Invoiced card is read-only.
 * The inspection (JobCardInspection) saves itself check by check beside the card's autosave.
 */
import { useEffect, useId, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminGenerateQuoteDocument, AdminJobCardDocument, AdminUpdateJobCardDocument, type JobStatus } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { formatDateTime, formatInstantShortDate, formatKm } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
import { Banner, useNotices } from '../ui/Notices';
import { PageHeader, PageLoad } from '../ui/States';
import { DocumentButtons, DocumentFingerprint } from '../ui/DocumentLinks';
import { CompletionDialog } from './CompletionDialog';
import { ItemsEditor } from './ItemsEditor';
import { itemsInput, type JobCardDetail } from './job-card-draft';
import { decidedQuote, QuoteDecisionBanner } from './QuoteDecisionBanner';
import { JobCardInspection, type InspectionStatus } from './JobCardInspection';
import { AutosavedField, SaveIndicator } from './JobCardFields';
import { JobCardInvoice } from './JobCardInvoice';
import { JobCardNotes } from './JobCardNotes';
import { QuoteHistory } from './QuoteHistory';
import { CustomerLink } from '../ui/CustomerLink';
import { HistoryPanel } from '../audit/HistoryPanel';
import { RegoLink } from '../ui/RegoLink';
import { useCompleteJob } from './use-complete-job';
import { useLeaveGuard } from './use-leave-guard';
import { STAFF_STATUSES, STATUS_LABELS } from './job-status';
import { PolicyIcon } from './JobCardsPage';
import { conflictText, useJobCardEditor } from './use-job-card-editor';
import { useJobCardLive } from './use-job-card-live';
import '../styles/admin-jobcards.css';

export default function JobCardDetailPage({ businessName }: { businessName: string }) {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(AdminJobCardDocument, { variables: { id }, fetchPolicy: 'network-only' });
  useDocumentTitle(data ? `Job Card: ${data.jobCard.customerName}` : 'Job Card', businessName);
  const [loaded, setLoaded] = useState<JobCardDetail | null>(null);
  // The editor starts from the first answer and keeps its own state from then on.
  useEffect(() => {
    if (data && (!loaded || loaded.id !== data.jobCard.id)) setLoaded(data.jobCard);
  }, [data, loaded]);

  return (
    <div className="admin-page jobcard-detail">
      <Link to="/admin/jobcards" className="back-link">
        <AdminIcon name="arrowLeft" size={18} /> Back to Job Cards
      </Link>
      {loaded && loaded.id === id ? (
        <JobCardEditor key={id} initial={loaded} />
      ) : (
        <PageLoad title="Job Card" error={error} onRetry={() => void refetch().catch(() => undefined)} loadingLabel="Loading job card…" />
      )}
    </div>
  );
}

function JobCardEditor({ initial }: { initial: JobCardDetail }) {
  const client = useApolloClient();
  const notices = useNotices();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const uid = useId();
  const [conflict, setConflict] = useState<string | null>(null);
  const [asking, setAsking] = useState<'complete' | null>(null);
  const [liveTick, setLiveTick] = useState(0);
  const [inspection, setInspection] = useState<InspectionStatus>({ saving: false, failed: false, unsaved: false, uploading: false });
  const [update] = useMutation(AdminUpdateJobCardDocument);
  const [generate, generating] = useMutation(AdminGenerateQuoteDocument);
  const id = initial.id;

  const reload = async () => {
    const { data } = await client.query({ query: AdminJobCardDocument, variables: { id }, fetchPolicy: 'network-only' });
    if (!data) throw new Error('No job card in the answer.');
    return data.jobCard;
  };
  const editor = useJobCardEditor(initial, {
    save: async (input) => {
      const { data } = await update({ variables: { id, input } });
      if (!data) throw new Error('No job card in the answer.');
      return data.updateJobCard;
    },
    reload,
    onConflict: (fields) => setConflict(conflictText(fields)),
  });
  const { card, draft, edit, locked } = editor;
  const fieldProps = { uid, draft, edit, locked, problems: editor.refusal?.fields ?? {} };
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
  const basisWords = card.pricesIncludeGst ? 'include GST' : 'have GST added on top';

  /** 'Generate & Send Quote': asks first, saying the basis the prices are taken on; the customer's declined lines are not quoted again. */
  async function sendQuote() {
    const ok = await confirm({
      title: 'Generate & Send Quote',
      message: `Email the quote to ${draft.customerEmail.trim() || card.customerEmail} with its PDF? Its prices ${basisWords}${decided?.status === 'approved' ? ', as on the approved quote' : ' (the workshop’s pricing setting)'}.`,
      confirmLabel: 'Send quote',
      tone: 'primary',
    });
    if (!ok) return;
    try {
      const { data } = await generate({
        variables: { id, input: { items: itemsInput(draft.items), notes: draft.mechanicNotes } },
      });
      notices.success(data?.generateQuote.message ?? 'Quote sent.');
      editor.adopt(await reload());
    } catch (failure) {
      notices.error(failure);
    }
  }

  async function askToComplete() {
    if (await completion.prepare()) setAsking('complete');
  }

  async function completeJob() {
    await completion.run();
    setAsking(null);
  }

  // The server asks before keeping a reading lower than an earlier one of the vehicle.
  const check = locked ? null : editor.odometerCheck;
  const odometerNote = check && {
    id: `${uid}-odometer-check`,
    content: (
      <div className="odometer-check" role="alert">
        <p>{check.message}</p>
        <div className="odometer-check__actions">
          <button type="button" className="abtn abtn--warning abtn--small" onClick={editor.keepOdometer}>
            Keep {formatKm(Number(check.km))}
          </button>
          <button
            type="button"
            className="abtn abtn--ghost abtn--small"
            onClick={() => {
              editor.dismissOdometer();
              const input = document.getElementById(`${uid}-odometerKm`);
              if (input instanceof HTMLInputElement) input.select();
            }}
          >
            Change it
          </button>
        </div>
      </div>
    ),
  };

  const accepted = card.termsAcceptance.isAccepted;
  const statusOptions: JobStatus[] = locked ? ['INVOICED'] : [...STAFF_STATUSES];
  if (!statusOptions.includes(draft.status)) statusOptions.push(draft.status);

  return (
    <>
      <PageHeader
        title={`${card.jobNumber} · ${card.customerName}`}
        description={
          <>
            Job card created {formatDateTime(card.createdAt)} · <RegoLink rego={card.carRego} />
            {card.appointmentId && (
              <>
                {' · '}
                <Link to={`/admin/appointments?appointment=${encodeURIComponent(card.appointmentId)}`} className="booking-link">
                  Booking
                </Link>
              </>
            )}
          </>
        }
        actions={
          <SaveIndicator saving={editor.showSaving || inspection.saving} failed={editor.failed || inspection.failed} invalid={editor.invalid} odometer={check !== null} unsaved={editor.unsaved || inspection.unsaved} uploading={inspection.uploading} locked={locked} />
        }
      />
      {decided && <QuoteDecisionBanner quote={decided} />}
      {conflict && (
        <Banner tone="warning" lifetime={0} onClose={() => setConflict(null)}>
          {conflict}
        </Banner>
      )}
      {invoiced && (
        <Banner tone="warning" lifetime={0}>
          This job card has been invoiced and is read-only.
        </Banner>
      )}
      {editor.refusal && (
        <Banner tone="error" lifetime={0}>
          Not saved: {editor.refusal.message}
        </Banner>
      )}

      <section className="panel jobcard-section" aria-labelledby={`${uid}-customer`}>
        <h2 id={`${uid}-customer`} className="panel__title">
          <AdminIcon name="user" size={18} /> Customer & vehicle
        </h2>
        <div className="jobcard-grid">
          <div className="afield">
            <span className="afield__label">Customer name</span>
            <p className="readonly-value">
              {card.customerName}
              <CustomerLink id={card.customerId} name={card.customerName} />
            </p>
          </div>
          <AutosavedField field="customerEmail" label="Email" type="email" maxLength={254} {...fieldProps} />
          <AutosavedField field="customerPhone" label="Phone" type="tel" maxLength={40} {...fieldProps} />
          <div className="afield">
            <span className="afield__label">Vehicle rego</span>
            <p className="readonly-value">
              <RegoLink rego={card.carRego} />
            </p>
          </div>
          <AutosavedField field="vehicleMake" label="Make" maxLength={100} {...fieldProps} />
          <AutosavedField field="vehicleModel" label="Model" maxLength={100} {...fieldProps} />
          <AutosavedField field="vehicleYear" label="Year" type="number" inputMode="numeric" min={1900} max={new Date().getFullYear() + 1} step={1} {...fieldProps} />
          <AutosavedField field="odometerKm" label="Odometer (km)" type="number" inputMode="numeric" min={0} step={1} {...fieldProps} note={odometerNote} />
          <div className="afield">
            <span className="afield__label">Policy</span>
            <p className="readonly-value policy-value" data-testid="policy-status">
              <PolicyIcon accepted={accepted} timestamp={card.termsAcceptance.timestamp} />
              {accepted ? `Accepted on ${card.termsAcceptance.timestamp ? formatInstantShortDate(card.termsAcceptance.timestamp) : ''}` : 'Pending'}
            </p>
          </div>
          {card.termsAcceptance.documentId && (
            <div className="afield" data-testid="signed-pdf">
              <span className="afield__label">Signed service terms (PDF)</span>
              <div className="readonly-value signed-pdf">
                <DocumentButtons documentId={card.termsAcceptance.documentId} label="signed service terms PDF" />
                {card.termsAcceptance.documentSha256 && (
                  <div className="form-note">
                    <DocumentFingerprint sha256={card.termsAcceptance.documentSha256} />
                  </div>
                )}
              </div>
            </div>
          )}
          <div className="afield">
            <label className="afield__label" htmlFor={`${uid}-status`}>
              Job status
            </label>
            <select
              id={`${uid}-status`}
              value={draft.status}
              disabled={locked}
              onChange={(e) => edit((d) => ({ ...d, status: e.target.value as JobStatus }))}
            >
              {statusOptions.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          {card.customerComplaint && (
            <div className="afield jobcard-grid__full">
              <span className="afield__label">Customer complaint</span>
              <p className="readonly-value prewrap">{card.customerComplaint}</p>
            </div>
          )}
        </div>
      </section>

      <JobCardInspection jobCardId={id} refreshSignal={liveTick} onStatus={setInspection} />

      <section className="panel jobcard-section" aria-labelledby={`${uid}-items`}>
        <h2 id={`${uid}-items`} className="panel__title">
          <AdminIcon name="clipboard" size={18} /> Items & labour
        </h2>
        <ItemsEditor
          items={draft.items}
          readOnly={locked}
          showTotals={!invoiced}
          pricesIncludeGst={card.pricesIncludeGst}
          decided={decided !== null}
          decision={decided ? (decided.status === 'approved' ? 'approved' : 'declined') : null}
          onChange={(items) => edit((d) => ({ ...d, items }))}
        />
      </section>

      <JobCardNotes draft={draft} readOnly={locked} onEdit={edit} />

      {!locked && (
        <div className="jobcard-actions">
          <button type="button" className="abtn abtn--ghost" onClick={() => void sendQuote()} disabled={generating.loading}>
            {generating.loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="send" size={18} />}
            Generate & Send Quote
          </button>
          <button type="button" className="abtn abtn--primary" onClick={() => void askToComplete()} disabled={completion.completing}>
            {completion.completing ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="receipt" size={18} />}
            Complete Job & Generate Invoice
          </button>
        </div>
      )}

      {invoiced && <JobCardInvoice jobCardId={id} />}

      <QuoteHistory quotes={card.quotes} />

      <HistoryPanel entityType="job_card" entityId={id} refreshKey={liveTick} />

      {asking === 'complete' && (
        <CompletionDialog jobCardId={id} accepted={accepted} busy={completion.completing} onConfirm={() => void completeJob()} onCancel={() => setAsking(null)} />
      )}
    </>
  );
}
