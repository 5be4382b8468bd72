/** The job card's own fields, saved by its autosave, and the indicator of what the autosave is doing. */
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { Draft } from './job-card-draft';
import { Field } from '../ui/Field';

type TextDraftField = 'customerEmail' | 'customerPhone' | 'vehicleMake' | 'vehicleModel' | 'vehicleYear' | 'odometerKm';

interface AutosavedFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  field: TextDraftField;
  label: string;
  uid: string;
  draft: Draft;
  edit: (change: (draft: Draft) => Draft) => void;
  locked: boolean;
  /** The server's messages by field, from the last refused save. */
  problems: Record<string, string>;
  /** Something to settle about the value, under it (the odometer's question). */
  note?: { id: string; content: ReactNode } | null;
}

/** One line of the card saved by the autosave: as typed, read-only once locked, the server's message under it when it refused it. */
export function AutosavedField({ field, label, uid, draft, edit, locked, problems, note, ...input }: AutosavedFieldProps) {
  const id = `${uid}-${field}`;
  const problem = problems[field];
  const describedBy = [problem && `${id}-problem`, note?.id].filter(Boolean).join(' ') || undefined;
  return (
    <Field id={id} label={<>{label}</>}>
      <input
        id={id}
        {...input}
        value={draft[field]}
        readOnly={locked}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => edit((d) => ({ ...d, [field]: e.target.value }))}
      />
      {problem && (
        <p className="field-problem" id={`${id}-problem`}>
          {problem}
        </p>
      )}
      {note && <div id={note.id}>{note.content}</div>}
    </Field>
  );
}

interface SaveIndicatorProps {
  saving: boolean;
  failed: boolean;
  invalid: boolean;
  /** A lower odometer reading waits for staff to keep or change it. */
  odometer: boolean;
  unsaved: boolean;
  /** Inspection photos are being sent. */
  uploading: boolean;
  locked: boolean;
}

export function SaveIndicator({ saving, failed, invalid, odometer, unsaved, uploading, locked }: SaveIndicatorProps) {
  let text: string;
  let tone: string;
  if (locked) [text, tone] = ['Read-only', 'muted'];
  else if (saving) [text, tone] = ['Auto-saving...', 'saving'];
  else if (failed) [text, tone] = ['Auto-save failed.', 'failed'];
  else if (invalid) [text, tone] = ['Not saved: fix the highlighted item.', 'failed'];
  else if (odometer) [text, tone] = ['Not saved: check the odometer.', 'failed'];
  else if (uploading) [text, tone] = ['Uploading photos…', 'saving'];
  else if (unsaved) [text, tone] = ['Unsaved changes', 'muted'];
  else [text, tone] = ['All changes saved', 'saved'];
  return (
    <p className={`save-indicator save-indicator--${tone}`} role="status" data-testid="autosave-indicator">
      {tone === 'saving' && <span className="aspinner aspinner--small" aria-hidden="true" />}
      {text}
    </p>
  );
}
