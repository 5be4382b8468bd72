/**
 * How many text-message segments a body takes, as the phone network counts them. A body all in the
 * GSM 03.38 alphabet is GSM-7: 160 characters in one segment, 153 a segment once it is split (the
 * rest carries the joining header); the extension characters (^ { } \ [ ] ~ | €, form feed) take
 * two each, and a split never parts the two. Any other character makes the whole body UCS-2:
 * 70 UTF-16 code units in one segment, 67 a segment once split, and a surrogate pair (an emoji)
 * is two units that a split never parts.
 * It imports nothing, so the web app can share it verbatim (as it shares money.ts and phone.ts).
 */

type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsLength {
  encoding: SmsEncoding;
  segments: number;
  /** GSM-7 septets or UCS-2 code units. */
  units: number;
}

/** The most segments a message of the app may take. */
export const MAX_SMS_SEGMENTS = 3;

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';
const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

/** The segments of `body`: its encoding, their number and the units it takes. */
export function smsLength(body: string): SmsLength {
  const chars = [...body];
  if (chars.every((c) => BASIC.has(c) || EXTENDED.has(c))) {
    // Each character's septets; a split goes before a character that does not fit whole.
    const sizes = chars.map((c) => (EXTENDED.has(c) ? 2 : 1));
    return { encoding: 'GSM-7', units: sum(sizes), segments: count(sizes, 160, 153) };
  }
  const sizes = chars.map((c) => c.length);
  return { encoding: 'UCS-2', units: sum(sizes), segments: count(sizes, 70, 67) };
}

function sum(sizes: number[]): number {
  return sizes.reduce((a, b) => a + b, 0);
}

/** One segment when the whole fits `single`; otherwise segments of `part`, never splitting a character. */
function count(sizes: number[], single: number, part: number): number {
  const total = sum(sizes);
  if (total === 0) return 1;
  if (total <= single) return 1;
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      segments++;
      used = 0;
    }
    used += size;
  }
  return segments;
}
