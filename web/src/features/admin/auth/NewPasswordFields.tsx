/**
 * A new password, typed twice: the password (its rules under it when given, marked invalid when the
 * server refused it) and the same again. The ids are `<idPrefix>-password` and `<idPrefix>-confirm`;
 * whether the two match is the form's to check when it is sent.
 */
import type { ReactNode } from 'react';
import { Field } from '../ui/Field';

interface NewPasswordFieldsProps {
  idPrefix: string;
  /** 'Password', or 'New Password' (the second field is 'Confirm <label>'). */
  label: string;
  password: string;
  confirmation: string;
  onPassword: (password: string) => void;
  onConfirmation: (confirmation: string) => void;
  hint?: ReactNode;
  invalid?: boolean;
}

export function NewPasswordFields({ idPrefix, label, password, confirmation, onPassword, onConfirmation, hint, invalid }: NewPasswordFieldsProps) {
  const input = (id: string, name: string, value: string, onChange: (value: string) => void) => (
    <input
      id={id}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={name === 'password' && invalid ? true : undefined}
      aria-describedby={name === 'password' && hint ? `${id}-hint` : undefined}
    />
  );
  return (
    <>
      <Field id={`${idPrefix}-password`} label={label}>
        {input(`${idPrefix}-password`, 'password', password, onPassword)}
        {hint && (
          <p id={`${idPrefix}-password-hint`} className="form-note auth-form__hint">
            {hint}
          </p>
        )}
      </Field>
      <Field id={`${idPrefix}-confirm`} label={`Confirm ${label}`}>
        {input(`${idPrefix}-confirm`, 'confirmPassword', confirmation, onConfirmation)}
      </Field>
    </>
  );
}
