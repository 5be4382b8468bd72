import { describe, expect, it } from 'vitest';
import { hasHiddenFormatting, normaliseName } from './text.js';

describe('names that hide formatting', () => {
  it.each([
    ['a right-to-left override (the name reads reversed)', '\u202Eeman ym'],
    ['an override in the middle', 'John \u202ESmith\u202C'],
    ['each bidi embedding, override and isolate', ...['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069'].map((c) => `Jo${c}hn`)],
    ['direction marks, even at the ends', '\u200EJohn', 'John\u200F', 'Ali\u061C'],
    ['a zero-width space inside', 'Zoë\u200B O’Brien'],
    ['a zero-width joiner between Latin letters', 'Jo\u200Dhn', 'Jo\u200Chn'],
    ['a joiner at a Latin–Arabic border', 'A\u200Dب'],
    ['a soft hyphen or word joiner inside', 'John\u00ADSmith', 'John\u2060Smith'],
    ['an invisible tag or an Arabic number sign', 'Sam\u{E0041}', '\u0600Ali'],
  ])('refuses %s', (_label, ...names) => {
    for (const name of names) expect(hasHiddenFormatting(name), JSON.stringify(name)).toBe(true);
  });

  it.each([
    ['Latin with accents and apostrophes', 'Zoë O’Brien', 'José Ñúñez-García', 'Nguyễn Thị Ánh'],
    ['other scripts', 'Иван Петров', 'Γιώργος', '山田 太郎', 'محمد علي', 'דוד כהן', 'ธนากร'],
    ['a zero-width non-joiner inside a Persian name', 'علی\u200Cپور'],
    ['a zero-width joiner inside a Devanagari or Sinhala word', 'क्\u200Dष', 'ශ්\u200Dරී'],
    ['invisible characters only at the ends (trimmed when stored)', '\uFEFF\u200BNguyễn\u200B ', '\u200DJohn'],
  ])('keeps %s', (_label, ...names) => {
    for (const name of names) expect(hasHiddenFormatting(name), JSON.stringify(name)).toBe(false);
  });

  it('records a name trimmed and with single spaces, joiners a script needs kept', () => {
    expect(normaliseName('  \u200BZoë   O’Brien\uFEFF ')).toBe('Zoë O’Brien');
    expect(normaliseName('علی\u200Cپور')).toBe('علی\u200Cپور');
  });
});
