/**
 * A form's messages about its fields, by field name, shown under the field whose id is
 * `<idPrefix>-<name>`: what the form finds missing before sending, and what the server refuses
 * (its message also in a banner). The first field with a message takes the focus.
 */
import { useState } from 'react';
import { serverFieldErrors } from '../errors';
import { useNotices } from './Notices';

export function useFieldProblems(idPrefix: string, setBusy?: (busy: boolean) => void) {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const notices = useNotices();

  function focusFirst(found: Record<string, string>) {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  }

  /** A failed call: the server's messages under their fields, its message in a banner. */
  function failed(failure: unknown) {
    const fields = serverFieldErrors(failure);
    setProblems(fields);
    notices.error(failure);
    focusFirst(fields);
  }

  return {
    problems,
    clear: () => setProblems({}),
    failed,
    /** Shows what the form found (nothing clears it); true when there is nothing. */
    check(found: Record<string, string>): boolean {
      setProblems(found);
      focusFirst(found);
      return Object.keys(found).length === 0;
    },
    /** Makes the call (the dialog waits meanwhile), then `done` with its answer, or `failed`. */
    async send<T>(call: () => Promise<T>, done: (answer: T) => void) {
      setProblems({});
      setBusy?.(true);
      try {
        const answer = await call();
        setBusy?.(false);
        done(answer);
      } catch (failure) {
        setBusy?.(false);
        failed(failure);
      }
    },
  };
}
