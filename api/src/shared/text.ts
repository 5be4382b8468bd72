/**
 * The one rule for text that people type: what counts as blank, what is not text at all, what a
 * name may not hide, what a one-line field may not hold, and how it is tidied before it is stored.
 * Inputs of every feature use `RequiredText` (names `PlainName`, other one-line fields
 * `SingleLine`); the HTTP edge refuses text that is not valid Unicode before anything else sees it.
 */
import { ValidateBy, buildMessage, isEmail, type ValidationOptions } from 'class-validator';

/** Characters that show nothing: zero-width space/joiners, word joiner, BOM, soft hyphen, Mongolian vowel separator. */
const INVISIBLE = '\\u200B-\\u200D\\u2060\\uFEFF\\u00AD\\u180E';
const BLANK = new RegExp(`^[\\s${INVISIBLE}]*$`);
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

/** A name as it is recorded (once `hasHiddenFormatting` has refused what it must): runs of whitespace made one space, trimmed of whitespace and invisible characters. */
export function normaliseName(value: string): string {
  return cleanText(value.replace(/\s+/g, ' '));
}

// Invisible format characters (Unicode category Cf): bidirectional controls and marks
// (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), zero-width characters, soft hyphens,
// tags… A name holding one can read differently from what was typed, or look like another name.
const FORMAT = /\p{Cf}/u;
// Zero-width non-joiner and joiner shape the letters of scripts such as Persian, Devanagari or
// Sinhala (e.g. 'علی‌پور'): they stay allowed between two letters of such a script, never next to
// Latin, Greek or Cyrillic letters, where they change nothing a reader sees.
const JOINERS = new Set(['\u200C', '\u200D']);
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const NO_JOINERS_NEEDED = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;

function joinsLetters(before: string | undefined, after: string | undefined): boolean {
  return [before, after].every((c) => c !== undefined && LETTER_OR_MARK.test(c) && !NO_JOINERS_NEEDED.test(c));
}

/**
 * True when a name holds an invisible format character a reader cannot see: a text-direction
 * control anywhere, or a zero-width one inside it (those at its ends are trimmed on storing, as
 * for all text), except a joiner between letters of a script that needs it.
 */
export function hasHiddenFormatting(value: string): boolean {
  // Most names hold no format character at all: nothing to look at character by character.
  if (!FORMAT.test(value)) return false;
  const chars = [...cleanText(value)];
  return chars.some((c, i) => FORMAT.test(c) && !(JOINERS.has(c) && joinsLetters(chars[i - 1], chars[i + 1])));
}

// Control characters (C0 with tab, CR and LF, DEL, C1) and the Unicode line and paragraph separators.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/**
 * True when text meant for one line (a name, a rego, a phone number) holds a line break or another
 * control character. Such a value is refused, not tidied: a name is printed in email headers,
 * calendar files and PDFs, and what is stored is what the person typed or nothing.
 */
export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/** The message for a one-line field `hasControlCharacters` refuses; `label` names the field. */
export function singleLineMessage(label: string): string {
  return `${label} must be a single line of text, without line breaks or control characters.`;
}

/** A one-line field (or nothing): no line breaks or other control characters. `label` names the field in the message. */
export function SingleLine(label: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'singleLine',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasControlCharacters(value),
        defaultMessage: buildMessage(() => singleLineMessage(label), options),
      },
    },
    options,
  );
}

/** The message for a name `hasHiddenFormatting` refuses; `label` names the field. */
export function hiddenFormattingMessage(label: string): string {
  return `${label} contains invisible formatting characters (such as text-direction or zero-width marks). Please type it again without them.`;
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

/** A name (or nothing: `RequiredText` says whether one is needed): one line, without hidden formatting. `label` names the field in the message. */
export function PlainName(label: string, options?: ValidationOptions): PropertyDecorator {
  return (target, key) => {
    SingleLine(label, options)(target, key);
    ValidateBy(
      {
        name: 'plainName',
        validator: {
          validate: (value: unknown) => typeof value !== 'string' || !hasHiddenFormatting(value),
          defaultMessage: buildMessage(() => hiddenFormattingMessage(label), options),
        },
      },
      options,
    )(target, key);
  };
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

/**
 * An email address, judged as it will be stored: trimmed (a phone keyboard's trailing space is not
 * the customer's mistake), at most 254 characters. Services store it with `cleanText`.
 */
export function EmailAddress(label: string, options?: ValidationOptions): PropertyDecorator {
  return (target, key) => {
    ValidateBy(
      {
        name: 'emailAddress',
        validator: {
          validate: (value: unknown) => typeof value !== 'string' || isEmail(cleanText(value)),
          defaultMessage: buildMessage(() => 'Please enter a valid email address.', options),
        },
      },
      options,
    )(target, key);
    ValidateBy(
      {
        name: 'emailLength',
        validator: {
          validate: (value: unknown) => typeof value !== 'string' || cleanText(value).length <= 254,
          defaultMessage: buildMessage(() => `${label} must be at most 254 characters.`, options),
        },
      },
      options,
    )(target, key);
  };
}

/** A LIKE/ILIKE pattern matching `text` anywhere, its wildcards (`%`, `_`) and backslashes taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
