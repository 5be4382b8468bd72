/**
 * The one rule for text that people type: what counts as blank, what is not text at all, and
 * how it is tidied before it is stored. Inputs of every feature use `RequiredText`; the HTTP
 * edge refuses text that is not valid Unicode before anything else sees it.
 */
import { ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';

/** Characters that show nothing: zero-width space/joiners, word joiner, BOM, soft hyphen, Mongolian vowel separator. */
const INVISIBLE = '\\u200B-\\u200D\\u2060\\uFEFF\\u00AD\\u180E';
const BLANK = new RegExp(`^[\\s${INVISIBLE}]*$`);
const INVISIBLE_ANYWHERE = new RegExp(`[${INVISIBLE}\\u200E\\u200F\\u202A-\\u202E\\u2061-\\u2064]`, 'g');
const EDGES = new RegExp(`^[\\s${INVISIBLE}]+|[\\s${INVISIBLE}]+$`, 'g');
// NUL cannot be stored in PostgreSQL text; a lone surrogate is not Unicode.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const NOT_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INVALID_TEXT_MESSAGE = 'The request contains text that is not valid (invalid Unicode or a NUL character).';

/** True for a string with nothing visible in it (whitespace, zero-width characters and BOMs only). */
export function isBlank(value: string): boolean {
  return BLANK.test(value);
}

/** False for a string holding NUL or a lone UTF-16 surrogate. */
export function isValidText(value: string): boolean {
  return !NOT_TEXT.test(value);
}

/** Trims whitespace and invisible characters at both ends. */
export function cleanText(value: string): string {
  return value.replace(EDGES, '');
}

/** A name as it is recorded: invisible characters removed anywhere, runs of whitespace made one space, trimmed. */
export function normaliseName(value: string): string {
  return value.replace(INVISIBLE_ANYWHERE, '').replace(/\s+/g, ' ').trim();
}

/** The first string (value or object key) in a JSON-like value that is not valid text, if any. */
export function findInvalidText(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return isValidText(value) ? undefined : value;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!isValidText(key)) return key;
    const bad = findInvalidText(item, depth + 1);
    if (bad !== undefined) return bad;
  }
  return undefined;
}

/** A required string with something visible in it. `label` names the field in the message. */
export function RequiredText(label: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'requiredText',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && !isBlank(value),
        defaultMessage: buildMessage(() => `${label} is required.`, options),
      },
    },
    options,
  );
}
