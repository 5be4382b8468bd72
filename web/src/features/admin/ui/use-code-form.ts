/**
 * A form that sends one code (CodeInput): the code typed, and the submit that clears the banners
 * and hands `send` the code trimmed (not again while `loading`); once sent, the field is emptied.
 * Refused, a banner says why (the server's words, or `message`), and with `retype` the field is
 * emptied and focused for the next try.
 */
import { useState, type FormEvent } from 'react';
import { useNotices } from './Notices';

interface CodeFormOptions {
  /** The id of the code's input. */
  inputId: string;
  loading: boolean;
  send: (code: string) => Promise<unknown>;
  retype?: boolean;
  message?: (failure: unknown) => string;
}

export function useCodeForm({ inputId, loading, send, retype = false, message }: CodeFormOptions) {
  const [code, setCode] = useState('');
  const notices = useNotices();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    notices.clear();
    try {
      await send(code.trim());
      setCode('');
    } catch (failure) {
      if (message) notices.errorText(message(failure));
      else notices.error(failure);
      if (!retype) return;
      setCode('');
      document.getElementById(inputId)?.focus();
    }
  }

  return { code, setCode, onSubmit };
}
