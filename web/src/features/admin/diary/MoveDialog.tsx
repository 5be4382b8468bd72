/**
 * Move a booking to another date and time, telling the customer unless unticked: opened by a
 * card's 'Move…' (at its own date) or by a drop (at the dropped half hour, so the drop is
 * confirmed here). A refusal shows the server's message; after a move the diary reloads.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminDiaryDocument, AdminRescheduleAppointmentDocument } from '../../../gql/graphql';
import { formatTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { Dialog, DialogBody, FormDialogFooter } from '../ui/Dialog';
import { useNotices } from '../ui/Notices';
import { dayAndMonth, workshopNow } from './diary-dates';
import { vehicleOf, type DiaryEntry } from './diary-model';
import { TimeSelect } from './TimeSelect';
import { hasRow, useDaySlots } from './use-day-slots';
import { Field } from '../ui/Field';

interface MoveDialogProps {
  entry: DiaryEntry;
  /** Where it was dropped; absent: choose. */
  target?: { date: string; time: string };
  onClose: () => void;
  /** Moved, to `date`. */
  onMoved: (message: string, date: string) => void;
}

export function MoveDialog({ entry, target, onClose, onMoved }: MoveDialogProps) {
  const [busy, setBusy] = useState(false);
  const a = entry.appointment;
  return (
    <Dialog title="Move appointment" subtitle={`${a.fullName} · now ${dayAndMonth(a.preferredDate)} at ${formatTime(a.preferredTime)}`} onClose={onClose} busy={busy} size="small">
      <MoveForm entry={entry} target={target} onClose={onClose} onMoved={onMoved} setBusy={setBusy} />
    </Dialog>
  );
}

function MoveForm({ entry, target, onClose, onMoved, setBusy }: MoveDialogProps & { setBusy: (busy: boolean) => void }) {
  const a = entry.appointment;
  const [date, setDate] = useState(target?.date ?? a.preferredDate);
  const [time, setTime] = useState(target?.time ?? '');
  const [notify, setNotify] = useState(true);
  const [reschedule, { loading }] = useMutation(AdminRescheduleAppointmentDocument, { refetchQueries: [AdminDiaryDocument], awaitRefetchQueries: true });
  const slots = useDaySlots(date, { date: a.preferredDate, time: a.preferredTime });
  const notices = useNotices();
  const uid = useId();
  const today = workshopNow().date;

  // A time the chosen date does not have is no choice (adjusting state during render); one taken
  // meanwhile stays chosen, marked, so staff see why (and the server's answer if they insist).
  if (time && slots.status === 'ready' && !hasRow(slots, time)) setTime('');

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    if (!date || !time) {
      notices.errorText('Please choose the new date and time.');
      return;
    }
    setBusy(true);
    try {
      await reschedule({ variables: { id: a.id, input: { preferredDate: date, preferredTime: time, notify } } });
      setBusy(false);
      onMoved(`${a.fullName} moved to ${dayAndMonth(date)} at ${formatTime(time)}. ${notify ? 'The customer has been sent the new time.' : 'The customer was not told.'}`, date);
    } catch (failure) {
      setBusy(false);
      notices.error(failure);
    }
  }

  return (
    <>
      <DialogBody>
        <form id={uid} className="diary-form" onSubmit={onSubmit}>
          <p className="form-note diary-move__what">
            <span>
              <AdminIcon name="car" size={16} /> {vehicleOf(a)}
              {a.registration?.trim() && <span className="rego"> {a.registration.trim().toUpperCase()}</span>}
            </span>
            <span>
              <AdminIcon name="wrench" size={16} /> {a.serviceType}
            </span>
          </p>
          <Field id={`${uid}-date`} label="New date">
            <input id={`${uid}-date`} type="date" required min={today} value={date} onChange={(e) => setDate(e.target.value)} data-autofocus={target ? undefined : true} />
          </Field>
          <Field id={`${uid}-time`} label="New time">
            <TimeSelect id={`${uid}-time`} value={time} slots={slots} onChange={setTime} />
            {slots.status === 'failed' && (
              <p className="field-problem" role="alert">
                {slots.message}{' '}
                <button type="button" className="text-button" onClick={slots.retry}>
                  Try again
                </button>
              </p>
            )}
          </Field>
          <label className="check-label">
            <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
            Tell the customer
          </label>
          <p className="form-note diary-form__hint">
            {notify ? `${a.email} gets the new time by email, with the calendar event moved.` : 'The customer gets no email: tell them yourself.'}
          </p>
        </form>
      </DialogBody>
      <FormDialogFooter form={uid} loading={loading} onCancel={onClose} icon="calendarCheck" label="Move appointment" busyLabel="Moving…" autoFocusSubmit={target !== undefined} />
    </>
  );
}
