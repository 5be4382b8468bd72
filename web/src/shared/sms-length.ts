/**
 * How many messages a text takes as the phone network counts them (the api's own module, shared
 * verbatim), and the counter a reply box shows: "1 message · 43/160", or for a body with a
 * character outside the GSM alphabet (an emoji, curly quotes) "1 message · 43/70".
 */
import { MAX_SMS_SEGMENTS, smsLength } from '@sms-segments';

/** What one message holds, and each once a text is split. */
const CAPACITY = { 'GSM-7': { single: 160, part: 153 }, 'UCS-2': { single: 70, part: 67 } } as const;

export interface SmsCount {
  segments: number;
  /** "2 messages · 200/306". */
  label: string;
  /** More than the app sends (3 messages). */
  tooLong: boolean;
  unicode: boolean;
}

export function smsCount(body: string): SmsCount {
  const { encoding, segments, units } = smsLength(body);
  const capacity = CAPACITY[encoding];
  const room = segments === 1 ? capacity.single : capacity.part * segments;
  return {
    segments,
    label: `${segments} ${segments === 1 ? 'message' : 'messages'} · ${units}/${room}`,
    tooLong: segments > MAX_SMS_SEGMENTS,
    unicode: encoding === 'UCS-2',
  };
}

/** The number a text can reach (an Australian mobile, or another country's number), as the api decides it; null when there is none. */
export function textableMobile(phone: string | null | undefined): string | null {
  if (!phone || !/^\+[1-9][0-9]{6,14}$/.test(phone)) return null;
  if (phone.startsWith('+61')) return /^\+614[0-9]{8}$/.test(phone) ? phone : null;
  return phone;
}
