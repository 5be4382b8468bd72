/**
 * How a settings form's fields are read: each field checked with its own message, kept under the
 * field's name; the first message is the answer's message, all of them are in its `fields`.
 */
import { AppError } from '../../shared/errors.js';

export interface FormReader {
  /** Keeps a message under a field. */
  fail(field: string, message: string): void;
  /**
   * The field's string as sent, or undefined after saying what is wrong: missing (when required)
   * or not text. A missing optional field is undefined with nothing said.
   */
  given(field: string, label: string, required: boolean): string | undefined;
  /** Throws the 400 naming every field that is wrong, if any is. */
  done(): void;
}

export function formReader(raw: Record<string, unknown>): FormReader {
  const problems: Record<string, string[]> = {};
  const fail = (field: string, message: string) => void (problems[field] ??= []).push(message);
  return {
    fail,
    given(field, label, required) {
      const value = raw[field];
      if (value === undefined || value === null) {
        if (required) fail(field, `${label} is required.`);
        return undefined;
      }
      if (typeof value !== 'string') {
        fail(field, `${label} must be text.`);
        return undefined;
      }
      return value;
    },
    done() {
      const fields = Object.keys(problems);
      if (fields.length) throw AppError.badInput(problems[fields[0]][0], problems);
    },
  };
}
