/**
 * Seeded bad payloads for every public write: valid requests with one to three fields broken
 * (wrong types, blanks that only look filled, NUL, lone surrogates, huge text...), missing or
 * extra fields, and bodies that are not JSON at all. The same seed gives the same payloads.
 */

export type Rng = () => number;

/** mulberry32: small, fast, good enough to pick test cases reproducibly. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

/** Text that must count as blank: whitespace, zero-width characters and byte-order marks only. */
export const BLANKS = ['', ' ', '   ', '\t', '\n\r\n', '\u00a0', '\u200b', '\u200b\u200b', '\ufeff', ' \u200b\ufeff ', '\u200c\u200d', '\u2060', '\u3000'];

/** Text that is not valid Unicode for storage: NUL and lone UTF-16 surrogates. */
export const INVALID_TEXT = ['\u0000', 'Alex\u0000Nguyen', '\ud800', 'x\udc00y', 'abc\ud83d', '\udfff\ud800', 'alex\ud800@example.com', '\u0000@example.com'];

const HUGE = 'x'.repeat(100_000);
const ODD_TEXT = [
  HUGE,
  'é'.repeat(6000),
  '🚗'.repeat(3000),
  '<script>alert(1)</script>',
  "'; DROP TABLE appointment; --",
  '\u202eevil',
  'a\u0301\u0301\u0301',
  '%00',
  '\\u0000',
  '${7*7}',
];
const WRONG_TYPES: unknown[] = [null, 0, -1, 1.5, 1e308, -1e308, 2_147_483_648, true, false, [], ['Alex'], {}, { first: 'Alex' }, [[[]]]];

/** Any bad value for a field. */
export function badValue(rng: Rng): unknown {
  const r = rng();
  if (r < 0.35) return pick(rng, BLANKS);
  if (r < 0.55) return pick(rng, INVALID_TEXT);
  if (r < 0.75) return pick(rng, WRONG_TYPES);
  return pick(rng, ODD_TEXT);
}

/** A valid payload with one to three fields broken, removed, or an unexpected field added. */
export function mutate(rng: Rng, valid: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...valid };
  const keys = Object.keys(valid);
  const changes = 1 + Math.floor(rng() * 3);
  for (let i = 0; i < changes; i++) {
    const r = rng();
    const key = pick(rng, keys);
    if (r < 0.1) delete out[key];
    else if (r < 0.15) out[pick(rng, ['__proto__', 'constructor', 'status', '_id', 'extra'])] = badValue(rng);
    else if (r < 0.25 && typeof valid[key] === 'string') out[key] = `${valid[key]}${pick(rng, INVALID_TEXT)}`;
    else if (r < 0.35 && typeof valid[key] === 'string') out[key] = `${pick(rng, BLANKS)}${pick(rng, BLANKS)}`;
    else out[key] = badValue(rng);
  }
  return out;
}

/** Bodies that are not a JSON object: broken JSON, other JSON values, invalid UTF-8 bytes. */
export const RAW_BODIES: Array<string | Uint8Array> = [
  '{',
  '{"fullName":',
  '{"a":1,}',
  "{'single':'quotes'}",
  'null',
  '[]',
  '[{}]',
  '"text"',
  '123',
  'true',
  '{"__proto__":{"admin":true}}',
  '{"email":"\\ud800"}',
  '{"name":"\\u0000"}',
  new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
  new Uint8Array([0xc0, 0x80]),
];
