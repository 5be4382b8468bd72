/**
 * A labelled admin form control: the label (with a marker when required), the control, a hint and
 * an error. With a hint or an error the control is the one child element (or made from `as` with
 * `controlProps`): it gets the id, aria-invalid while there is an error, and aria-describedby naming
 * the hint and the error it shows. Other children (a control in a wrapper, extra notes) are left as
 * they are and carry the field's id themselves.
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type ControlTag = 'input' | 'select' | 'textarea';

interface ControlProps {
  id?: string;
  required?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  [prop: string]: unknown;
}

export interface FieldProps {
  /** The control's id (the label points at it). */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A message about the current value; shown under the control and announced with it. */
  error?: string | null;
  /** The error is announced the moment it appears (role="alert"), for one that shows while typing or after saving. */
  alert?: boolean;
  /** Marks the label as required (a marker beside it; `as` controls get `required` too). */
  required?: boolean;
  className?: string;
  /** The control made by the field when there is no child: its tag, with `controlProps`. */
  as?: ControlTag;
  controlProps?: Record<string, unknown>;
  children?: ReactElement<ControlProps> | ReactNode;
}

const fieldHintId = (id: string) => `${id}-hint`;
const fieldErrorId = (id: string) => `${id}-problem`;

export function Field({ id, label, hint, error, alert, required, className, as, controlProps, children }: FieldProps) {
  const ids = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean).join(' ');
  const wire = (control: ReactElement<ControlProps>) => {
    const own = control.props;
    const describedBy = [own['aria-describedby'], ids].filter(Boolean).join(' ') || undefined;
    return cloneElement(control, {
      id: own.id ?? id,
      'aria-invalid': error ? true : own['aria-invalid'],
      'aria-describedby': describedBy,
    });
  };
  let control: ReactNode = children;
  if (as) {
    const Tag = as;
    control = wire(<Tag {...(controlProps as ControlProps)} required={required} />);
  } else if (isValidElement<ControlProps>(children) && ids) {
    control = wire(children);
  }
  return (
    <div className={className ? `afield ${className}` : 'afield'}>
      <label className="afield__label" htmlFor={id}>
        {label}
        {required && <span className="afield__required" aria-hidden="true"> *</span>}
      </label>
      {control}
      {hint && (
        <p id={fieldHintId(id)} className="form-note">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(id)} className="field-problem" role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A value shown where a field would be, read-only: its name above it, no control. */
export function FieldValue({ label, className, testId, children }: { label: ReactNode; className?: string; testId?: string; children: ReactNode }) {
  return (
    <div className={className ? `afield ${className}` : 'afield'} data-testid={testId}>
      <span className="afield__label">{label}</span>
      {children}
    </div>
  );
}
