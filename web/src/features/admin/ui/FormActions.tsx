/**
 * A form's footer: Cancel, and the button that submits the form (its icon, or a spinner and the
 * busy text while the form is being sent). In a dialog the submit button names the dialog's form
 * by id; `FormDialogFooter` (Dialog.tsx) puts it in the dialog's footer.
 */
import type { AdminIconName } from './AdminIcon';
import { Button, type ButtonVariant } from './Button';

export interface FormActionsProps {
  /** The id of the form the submit button sends (when it sits outside the form). */
  form?: string;
  /** The form is being sent: both buttons wait. */
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  icon?: AdminIconName;
  label: string;
  /** Shown with a spinner while the form is being sent (its label otherwise). */
  busyLabel?: string;
  disabled?: boolean;
  variant?: ButtonVariant;
  /** The submit button takes the focus when the dialog opens. */
  autoFocusSubmit?: boolean;
  className?: string;
}

export function FormActions({ form, busy, onCancel, cancelLabel = 'Cancel', icon, label, busyLabel = label, disabled = false, variant = 'primary', autoFocusSubmit = false, className }: FormActionsProps) {
  const buttons = (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={form} variant={variant} icon={icon} busy={busy} busyLabel={busyLabel} disabled={disabled} data-autofocus={autoFocusSubmit || undefined}>
        {label}
      </Button>
    </>
  );
  return className ? <div className={className}>{buttons}</div> : buttons;
}
