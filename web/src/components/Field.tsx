/** A form control with its visible label and an optional hint, linked by id for assistive tech. */
import type { ReactNode } from 'react';

interface FieldProps {
  /** The id of the control inside (also its name in the forms of this app). */
  htmlFor: string;
  label: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function hintId(controlId: string): string {
  return `${controlId}-hint`;
}

export function Field({ htmlFor, label, hint, className, children }: FieldProps) {
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
    </div>
  );
}
