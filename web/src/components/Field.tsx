/** A form control with its visible label and an optional hint, linked by id for assistive tech. */
import type { ReactNode } from 'react';

interface FieldProps {
  /** The id of the control inside (also its name in the forms of this app). */
  htmlFor: string;
  label: string;
  hint?: ReactNode;
  /** A message about the current value (e.g. from the server); the control should point at errorId(). */
  error?: string | null;
  className?: string;
  children: ReactNode;
}

export function hintId(controlId: string): string {
  return `${controlId}-hint`;
}

function errorId(controlId: string): string {
  return `${controlId}-error`;
}

/** aria-describedby for a control: its hint and its error, when shown. */
export function describedBy(controlId: string, { hint, error }: { hint?: boolean; error?: string | null }): string | undefined {
  const ids = [hint ? hintId(controlId) : null, error ? errorId(controlId) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function Field({ htmlFor, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint && (
        <p className="field__hint" id={hintId(htmlFor)}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId(htmlFor)}>
          {error}
        </p>
      )}
    </div>
  );
}
