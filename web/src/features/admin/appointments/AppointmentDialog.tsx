/**
 * The details of one appointment, with its two actions: cancel (booked ones only) and delete
 * for good, each confirmed first. Success closes the dialog and shows the server's message on
 * the page; a failure shows inside the dialog.
 */
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminAppointmentsDocument, AdminCancelAppointmentDocument, AdminDeleteAppointmentDocument } from '../../../gql/graphql';
import { formatDate, formatDateTime, formatTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
import { Dialog, DialogBody, DialogFooter } from '../ui/Dialog';
import { useNotices } from '../ui/Notices';
import type { AdminAppointment } from './AppointmentsPage';

interface AppointmentDialogProps {
  appointment: AdminAppointment;
  onClose: () => void;
}

export function AppointmentDialog({ appointment, onClose }: AppointmentDialogProps) {
  const pageNotices = useNotices();
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
      />
    </Dialog>
  );
}

interface DetailsProps extends AppointmentDialogProps {
  setBusy: (busy: boolean) => void;
  onDone: (message: string) => void;
}

function AppointmentDetails({ appointment: a, onClose, setBusy, onDone }: DetailsProps) {
  const refetch = { refetchQueries: [AdminAppointmentsDocument], awaitRefetchQueries: true };
  const [cancel, cancelling] = useMutation(AdminCancelAppointmentDocument, refetch);
  const [remove, removing] = useMutation(AdminDeleteAppointmentDocument, refetch);
  const notices = useNotices(); // the dialog's own banners
  const confirm = useConfirm();
  const busy = cancelling.loading || removing.loading;
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
            <dt>Appointment ID</dt>
            <dd className="mono">{a.id}</dd>
          </div>
          <div>
            <dt>Customer Name</dt>
            <dd>{a.fullName}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${a.email}`}>{a.email}</a>
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${a.phone.replace(/[^+\d]/g, '')}`}>{a.phone}</a>
            </dd>
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
              {a.vehicleYear} {a.vehicleMake} {a.vehicleModel}
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
      </DialogBody>
      <DialogFooter>
        <button type="button" className="abtn abtn--ghost dialog__secondary-close" onClick={onClose} disabled={busy}>
          Close
        </button>
        <span className="dialog__spacer" />
        {active && (
          <button type="button" className="abtn abtn--warning" onClick={onCancel} disabled={busy}>
            <AdminIcon name="ban" size={18} /> Cancel Appointment
          </button>
        )}
        <button type="button" className="abtn abtn--danger" onClick={onDelete} disabled={busy}>
          <AdminIcon name="trash" size={18} /> Delete
        </button>
      </DialogFooter>
    </>
  );
}
