/**
 * The details of one appointment, with its actions: 'Start job card' (booked ones: the card takes
 * the booking's customer, vehicle and complaint, optionally emailing the service terms to sign, and
 * opens; a booking that already has a card offers 'Open job card' with its status instead), cancel (booked ones only) and delete
 * for good, each confirmed first. Success closes the dialog and shows the server's message on
 * the page; a failure shows inside the dialog.
 */
import { useId, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { AdminAppointmentsDocument, AdminCancelAppointmentDocument, AdminDeleteAppointmentDocument, AdminStartJobCardDocument } from '../../../gql/graphql';
import { formatDate, formatDateTime, formatTime } from '../format';
import { statusTone } from '../jobcards/job-status';
import { HistoryPanel } from '../audit/HistoryPanel';
import { RecommendedWorkPanel } from '../vehicles/RecommendedWorkPanel';
import { AdminIcon } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
import { Dialog, DialogBody, DialogFooter } from '../ui/Dialog';
import { useNotices } from '../ui/Notices';
import type { AdminAppointment } from './appointments.types';
import { Button, ButtonLink } from '../ui/Button';
import '../styles/admin-appointments.css';

interface AppointmentDialogProps {
  appointment: AdminAppointment;
  onClose: () => void;
}

export function AppointmentDialog({ appointment, onClose }: AppointmentDialogProps) {
  const pageNotices = useNotices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      title="Appointment Details"
      subtitle={`${appointment.fullName} · ${appointment.preferredDateLabel} at ${formatTime(appointment.preferredTime)}`}
      onClose={onClose}
      busy={busy}
      size="large"
    >
      <AppointmentDetails
        appointment={appointment}
        onClose={onClose}
        setBusy={setBusy}
        onDone={(message) => {
          pageNotices.success(message);
          onClose();
        }}
        onStarted={(jobCardId, message) => {
          onClose();
          pageNotices.success(message);
          navigate(`/admin/jobcards/${jobCardId}`);
        }}
      />
    </Dialog>
  );
}

interface DetailsProps extends AppointmentDialogProps {
  setBusy: (busy: boolean) => void;
  onDone: (message: string) => void;
  /** A job card was started from the booking, or it had one already: open it. */
  onStarted: (jobCardId: string, message: string) => void;
}

/** The card a booking already has, from the CONFLICT answer of 'Start job card'. */
function existingJobCardId(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const conflict = error.errors.find((e) => e.extensions?.code === 'CONFLICT');
  const id = conflict?.extensions?.jobCardId;
  return typeof id === 'string' ? id : null;
}

function AppointmentDetails({ appointment: a, onClose, setBusy, onDone, onStarted }: DetailsProps) {
  const refetch = { refetchQueries: [AdminAppointmentsDocument], awaitRefetchQueries: true };
  const [cancel, cancelling] = useMutation(AdminCancelAppointmentDocument, refetch);
  const [remove, removing] = useMutation(AdminDeleteAppointmentDocument, refetch);
  const [start, starting] = useMutation(AdminStartJobCardDocument);
  const [sendPolicy, setSendPolicy] = useState(true);
  const notices = useNotices(); // the dialog's own banners
  const confirm = useConfirm();
  const uid = useId();
  const busy = cancelling.loading || removing.loading || starting.loading;
  const active = a.status === 'booked';

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      const message = await action();
      setBusy(false);
      onDone(message);
    } catch (error) {
      setBusy(false);
      notices.error(error);
    }
  }

  async function onStart() {
    setBusy(true);
    try {
      const { data } = await start({ variables: { appointmentId: a.id, sendPolicy } });
      setBusy(false);
      if (data) onStarted(data.startJobCardFromAppointment.id, sendPolicy ? `Job Card for ${a.fullName} created; the service terms were emailed to sign.` : `Job Card for ${a.fullName} created.`);
    } catch (error) {
      setBusy(false);
      const existing = existingJobCardId(error);
      if (existing) onStarted(existing, 'This booking already has a job card.');
      else notices.error(error);
    }
  }

  async function onCancel() {
    const yes = await confirm({
      title: 'Cancel appointment',
      message: 'Are you sure you want to cancel this appointment?',
      confirmLabel: 'Yes, Cancel Appointment',
      cancelLabel: 'No, Keep It',
    });
    if (yes) {
      await run(async () => (await cancel({ variables: { id: a.id } })).data?.adminCancelAppointment.message ?? 'Appointment cancelled.');
    }
  }

  async function onDelete() {
    const yes = await confirm({
      title: 'Delete appointment',
      message: 'Permanently DELETE this appointment? This cannot be undone.',
      confirmLabel: 'Yes, Delete Permanently',
    });
    if (yes) {
      await run(async () => (await remove({ variables: { id: a.id } })).data?.deleteAppointment.message ?? 'Appointment deleted.');
    }
  }

  return (
    <>
      <DialogBody>
        <dl className="detail-list">
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`badge ${active ? 'badge--success' : 'badge--danger'}`}>{active ? 'Booked' : 'Cancelled'}</span>
              {a.cancelledAt && <span className="cell-sub">Cancelled {formatDateTime(a.cancelledAt)}</span>}
            </dd>
          </div>
          <div>
            <dt>Reference</dt>
            <dd className="mono" data-testid="appointment-reference">
              {a.reference}
            </dd>
          </div>
          <div>
            <dt>Appointment ID</dt>
            <dd className="mono">{a.id}</dd>
          </div>
          <div>
            <dt>Customer Name</dt>
            <dd>{a.fullName}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{a.email ? <a href={`mailto:${a.email}`}>{a.email}</a> : 'N/A'}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{a.phone ? <a href={`tel:${a.phone.replace(/[^+\d]/g, '')}`}>{a.phone}</a> : 'N/A'}</dd>
          </div>
          <div>
            <dt>Date &amp; Time</dt>
            <dd>
              {formatDate(a.preferredDate)}, {formatTime(a.preferredTime)}
            </dd>
          </div>
          <div>
            <dt>Vehicle</dt>
            <dd>
              {[a.vehicleYear, a.vehicleMake, a.vehicleModel].filter(Boolean).join(' ') || 'N/A'}
            </dd>
          </div>
          <div>
            <dt>Registration</dt>
            <dd>{a.registration?.trim() ? a.registration.toUpperCase() : 'N/A'}</dd>
          </div>
          <div>
            <dt>Service Type</dt>
            <dd>{a.serviceType}</dd>
          </div>
          <div>
            <dt>Requested</dt>
            <dd>{formatDateTime(a.createdAt)}</dd>
          </div>
          <div className="detail-list__wide">
            <dt>Issue Description</dt>
            <dd className="prewrap">{a.issueDescription?.trim() ? a.issueDescription : 'N/A'}</dd>
          </div>
        </dl>
        {a.jobCard ? (
          <section className="start-jobcard" aria-labelledby={`${uid}-start`}>
            <h3 id={`${uid}-start`} className="start-jobcard__title">
              <AdminIcon name="clipboard" size={18} /> Job card
            </h3>
            <p className="form-note">
              This booking has a job card: <span className={`badge ${statusTone(a.jobCard.status)}`}>{a.jobCard.statusLabel}</span>
            </p>
            <ButtonLink variant="primary" to={`/admin/jobcards/${a.jobCard.id}`} onClick={onClose}>
              <AdminIcon name="clipboard" size={18} /> Open job card
            </ButtonLink>
          </section>
        ) : active && (
          <section className="start-jobcard" aria-labelledby={`${uid}-start`}>
            <h3 id={`${uid}-start`} className="start-jobcard__title">
              <AdminIcon name="clipboard" size={18} /> Job card
            </h3>
            <p className="form-note">A job card with this booking's customer, vehicle and complaint, linked to the booking.</p>
            <label className="check-label">
              <input type="checkbox" checked={sendPolicy} onChange={(e) => setSendPolicy(e.target.checked)} disabled={busy} />
              Email the service terms to sign
            </label>
            <Button variant="primary" onClick={() => void onStart()} disabled={busy}>
              {starting.loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="clipboard" size={18} />}
              Start job card
            </Button>
          </section>
        )}
        {a.registration?.trim() && <RecommendedWorkPanel rego={a.registration} place="booking" />}
        <HistoryPanel entityType="appointment" entityId={a.id} headingLevel={3} refreshKey={`${a.status}:${a.preferredDate}:${a.preferredTime}`} />
      </DialogBody>
      <DialogFooter>
        <Button className="dialog__secondary-close" onClick={onClose} disabled={busy}>
          Close
        </Button>
        <span className="dialog__spacer" />
        {active && (
          <Button variant="warning" onClick={onCancel} disabled={busy}>
            <AdminIcon name="ban" size={18} /> Cancel Appointment
          </Button>
        )}
        <Button variant="danger" onClick={onDelete} disabled={busy}>
          <AdminIcon name="trash" size={18} /> Delete
        </Button>
      </DialogFooter>
    </>
  );
}
