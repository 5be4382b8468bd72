/** A form control with its visible label and an optional hint, linked by id for assistive tech. */
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

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
function describedBy(controlId: string, { hint, error }: { hint?: boolean; error?: string | null }): string | undefined {
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

/** What a Field around one control takes: the control's id (also the Field's), and the class of the Field itself. */
interface ControlFieldProps extends Omit<FieldProps, 'htmlFor' | 'className' | 'children'> {
  id: string;
  fieldClassName?: string;
}

/** The control's id and its wiring to the Field's hint and error. */
function controlWiring(id: string, hint: ReactNode, error: string | null | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, { hint: Boolean(hint), error }) };
}

/** A one-line input in its Field; every other property goes to the input. */
export function InputField({ id, label, hint, error, fieldClassName, ...input }: ControlFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field htmlFor={id} label={label} hint={hint} error={error} className={fieldClassName}>
      <input {...input} {...controlWiring(id, hint, error)} />
    </Field>
  );
}

/** A text area in its Field; every other property goes to the text area. */
export function TextAreaField({ id, label, hint, error, fieldClassName, ...textarea }: ControlFieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Field htmlFor={id} label={label} hint={hint} error={error} className={fieldClassName}>
      <textarea {...textarea} {...controlWiring(id, hint, error)} />
    </Field>
  );
}
