/**
 * One section of /admin/settings as a form: its title, what it does, its fields, and a bar with
 * 'Discard changes' and its own Save button. Saving shows a spinner; a failure's message shows in
 * the panel (role="alert") and as a notice; leaving with unsaved changes asks first.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { formatDateTime } from '../format';
import { useLeaveGuard, useUnloadWarning } from '../jobcards/use-leave-guard';
import { AdminIcon, type AdminIconName } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
import { Button } from '../ui/Button';

interface SettingsPanelProps {
  title: string;
  icon: AdminIconName;
  description: ReactNode;
  /** When and by whom it was saved (null: still the default). */
  saved: { savedAt?: string | null; savedBy?: string | null } | null;
  /** What the bar says while nothing is changed and no save time is known (else 'Not saved yet'). */
  status?: string;
  changed: boolean;
  saving: boolean;
  saveLabel: string;
  problem?: string | null;
  /** Why this account cannot change the section (shown in place of its buttons); absent: it can. */
  locked?: string;
  onSave: () => void;
  onDiscard: () => void;
  children: ReactNode;
}

export function SettingsPanel({ title, icon, description, saved, status, changed, saving, saveLabel, problem, locked, onSave, onDiscard, children }: SettingsPanelProps) {
  const uid = useId();
  const confirm = useConfirm();
  useLeaveGuard(changed, () => confirm({ title: 'Unsaved changes', message: `Leave without saving ${title.toLowerCase()}?`, confirmLabel: 'Leave', cancelLabel: 'Stay' }));
  useUnloadWarning(changed);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving && !locked) onSave();
  };
  return (
    <form className="panel settings-form__section" onSubmit={submit} noValidate aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="panel__title">
        <AdminIcon name={icon} size={18} /> {title}
      </h2>
      <p className="form-note">{description}</p>
      {children}
      {problem && (
        <p className="field-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="settings-form__actions">
        <span className="form-note" role="status">
          {changed ? 'Unsaved changes.' : saved?.savedAt ? `Saved ${formatDateTime(saved.savedAt)}${saved.savedBy ? ` by ${saved.savedBy}` : ''}.` : (status ?? 'Not saved yet: the standard setting applies.')}
        </span>
        {locked ? (
          <span className="form-note">{locked}</span>
        ) : (
          <>
            <Button disabled={!changed || saving} onClick={onDiscard}>
              Discard changes
            </Button>
            <Button variant="primary" type="submit" disabled={saving}>
              {saving ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="check" size={18} />}
              {saving ? 'Saving…' : saveLabel}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
