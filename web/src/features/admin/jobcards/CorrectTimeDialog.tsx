/** 'Correct' on a job card's time entry (owners and service advisers): its start, end and note, checked before sending. */
import { useId, useState, type FormEvent } from 'react';
import type { AdminTimeEntryFragment } from '../../../gql/graphql';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useFieldProblems } from '../ui/use-field-problems';
import { correctionProblems, instantOfLocalInput, localInputValue } from './clock-times';

export interface Correction {
  startedAt: string;
  endedAt: string | null;
  note: string | null;
}

interface Props {
  entry: AdminTimeEntryFragment;
  onClose: () => void;
  /** Sends the correction; resolves once it is saved. */
  onSave: (correction: Correction) => Promise<unknown>;
}

export function CorrectTimeDialog({ entry, onClose, onSave }: Props) {
  return (
    <FormDialog title="Correct time" subtitle={entry.technicianName} onClose={onClose}>
      {(setBusy) => <CorrectForm entry={entry} onClose={onClose} onSave={onSave} setBusy={setBusy} />}
    </FormDialog>
  );
}

function CorrectForm({ entry, onClose, onSave, setBusy }: Props & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const open = !entry.endedAt;
  const [start, setStart] = useState(() => localInputValue(entry.startedAt));
  const [end, setEnd] = useState(() => (entry.endedAt ? localInputValue(entry.endedAt) : ''));
  const [note, setNote] = useState(entry.note ?? '');
  const [saving, setSaving] = useState(false);
  const { problems, check, send } = useFieldProblems(uid, setBusy);
  const max = localInputValue(new Date());

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving || !check(correctionProblems(start, end, new Date(), open))) return;
    setSaving(true);
    await send(
      () => onSave({ startedAt: instantOfLocalInput(start)!, endedAt: end ? instantOfLocalInput(end) : null, note: note.trim() || null }),
      onClose,
    );
    setSaving(false);
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} className="dialog-form" noValidate loading={saving} onCancel={onClose} icon="clock" label="Save" busyLabel="Saving…">
      <Field id={`${uid}-startedAt`} label="Start" required error={problems.startedAt}>
        <input id={`${uid}-startedAt`} name="startedAt" type="datetime-local" max={max} value={start} onChange={(e) => setStart(e.target.value)} required data-autofocus />
      </Field>
      <Field id={`${uid}-endedAt`} label="End" required={!open} hint={open ? 'Leave empty while the clock is still running.' : undefined} error={problems.endedAt}>
        <input id={`${uid}-endedAt`} name="endedAt" type="datetime-local" max={max} value={end} onChange={(e) => setEnd(e.target.value)} required={!open} />
      </Field>
      <Field id={`${uid}-note`} label="Note" error={problems.note}>
        <textarea id={`${uid}-note`} name="note" rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
    </DialogForm>
  );
}
