/**
 * A one-time code typed in. `digits`: the 6-digit code of an authenticator app (a numeric keypad on
 * phones, filled in by the phone's one-time-code suggestion; a space in the middle allowed).
 * Otherwise a recovery code, or either kind: what is typed, as typed (no capitals, no spell check).
 * It is required, and hands on the text typed.
 */
import type { InputHTMLAttributes } from 'react';

type CodeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  digits?: boolean;
  value: string;
  onChange: (code: string) => void;
};

export function CodeInput({ digits = false, onChange, ...rest }: CodeInputProps) {
  const kind = digits
    ? ({ inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9 ]*', maxLength: 7 } as const)
    : ({ autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } as const);
  return <input type="text" name="code" required {...kind} {...rest} onChange={(e) => onChange(e.target.value)} />;
}
