/**
 * A list the owner edits in one place and saves whole, in its new order (the inspection checks, the
 * roadworthy items): existing entries matched by key, new ones (sent without a key) given a key
 * from their name. Nothing is ever removed: an entry is hidden instead, so the cards inspected
 * with it keep it, and at least one stays shown.
 */
import { AppError } from './errors.js';
import { cleanText, findInvalidText, INVALID_TEXT_MESSAGE } from './text.js';

/** How the owner's list names itself in its messages. */
export interface ChecklistWords {
  /** One entry, "check" or "item". */
  one: string;
  /** Its article: "A" or "An". */
  article: 'A' | 'An';
  /** The list: "list" or "checklist". */
  list: string;
  /** Said when no list is sent. */
  sendWhole: string;
  /** At most this many entries. */
  max: number;
}

export interface ChecklistEntry {
  key: string;
  label: string;
  position: number;
  hidden: boolean;
}

/** An entry as staff send it: `key` of an existing one, or none for a new one. */
export interface ChecklistDraft {
  key?: string | null;
  hidden?: boolean | null;
  [field: string]: unknown;
}

/** A required text of an entry, cleaned, at most `max` characters. */
export function entryText(value: unknown, name: string, max: number, words: ChecklistWords): string {
  if (typeof value !== 'string' || !cleanText(value)) throw AppError.badInput(`Every ${words.one} needs ${name}.`);
  const clean = cleanText(value);
  if (clean.length > max) throw AppError.badInput(`${words.article} ${words.one}'s ${name} must be at most ${max} characters.`);
  return clean;
}

/** A key made of a name: lower case, dashes, at most 32 characters. */
export const slug = (value: string, fallback: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 32) || fallback;

/** The sent list checked as a whole (an array, of clean text, not too long). */
export function checklistDrafts(drafts: unknown, words: ChecklistWords): ChecklistDraft[] {
  if (!Array.isArray(drafts) || !drafts.length) throw AppError.badInput(words.sendWhole);
  if (findInvalidText(drafts) !== undefined) throw AppError.badInput(INVALID_TEXT_MESSAGE);
  if (drafts.length > words.max) throw AppError.badInput(`The ${words.list} can have at most ${words.max} ${words.one}s.`);
  return drafts as ChecklistDraft[];
}

/**
 * Applies the sent list to the saved entries: each draft's fields (`fields`, which reads and checks
 * them) onto its entry by key, or onto a new one (`create`), at its position. Refuses an unknown
 * key, an entry sent twice, a saved entry left out, and a list with nothing shown. Answers how many
 * are shown.
 */
export function applyChecklist<T extends ChecklistEntry, F extends { label: string; hidden: boolean }>(
  drafts: ChecklistDraft[],
  saved: T[],
  words: ChecklistWords,
  fields: (draft: ChecklistDraft) => F,
  create: (key: string, fields: F & { position: number }) => T,
): number {
  const existing = new Map(saved.map((c) => [c.key, c]));
  const seen = new Set<string>();
  let visible = 0;
  for (const [i, raw] of drafts.entries()) {
    const entry = { ...fields(raw ?? {}), position: i + 1 };
    if (!entry.hidden) visible++;
    let check = raw?.key ? existing.get(raw.key) : undefined;
    if (raw?.key && !check) throw AppError.badInput(`There is no ${words.one} "${raw.key}": send new ${words.one}s without a key.`);
    if (!check) {
      const base = slug(entry.label, words.one);
      let key = base;
      for (let n = 2; existing.has(key) || seen.has(key); n++) key = `${base.slice(0, 28)}-${n}`;
      check = create(key, entry);
      existing.set(key, check);
    } else {
      if (seen.has(check.key)) throw AppError.badInput(`The ${words.one} "${check.label}" is in the ${words.list} twice.`);
      Object.assign(check, entry);
    }
    seen.add(check.key);
  }
  const missing = [...existing.values()].filter((c) => !seen.has(c.key));
  if (missing.length) throw AppError.badInput(`Every ${words.one} stays in the ${words.list} (hide one instead of removing it): "${missing[0].label}" is missing.`);
  if (!visible) throw AppError.badInput(`At least one ${words.one} must be shown.`);
  return visible;
}
