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

/**
 * The segments of `body`: its encoding, their number and the units it takes. One pass without
 * copies (a reminder run measures thousands of texts while the server answers requests).
 */
export function smsLength(body: string): SmsLength {
  let gsm = true;
  let septets = 0;
  let units = 0;
  for (const c of body) {
    units += c.length;
    if (!gsm) continue;
    if (BASIC.has(c)) septets += 1;
    else if (EXTENDED.has(c)) septets += 2;
    else gsm = false;
  }
  return gsm
    ? { encoding: 'GSM-7', units: septets, segments: segments(body, true, septets, 160, 153) }
    : { encoding: 'UCS-2', units, segments: segments(body, false, units, 70, 67) };
}

/** One segment when the whole fits `single`; otherwise segments of `part`, never splitting a character. */
function segments(body: string, gsm: boolean, total: number, single: number, part: number): number {
  if (total <= single) return 1;
  let count = 1;
  let used = 0;
  for (const c of body) {
    const size = gsm ? (EXTENDED.has(c) ? 2 : 1) : c.length;
    if (used + size > part) {
      count++;
      used = 0;
    }
    used += size;
  }
  return count;
}
