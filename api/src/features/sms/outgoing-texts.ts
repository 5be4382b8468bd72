/**
 * Who may be sent a text, and when. A customer's texts follow their contact preference: 'email'
 * gets none; 'sms' and 'both' get them; a customer who has not chosen gets them when they have a
 * mobile. Marketing texts (service reminders, review requests) are the Spam Act 2003's commercial
 * messages: they go only with consent (the customer chose 'sms' or 'both' themselves, has not
 * unsubscribed from marketing, and their number has not replied STOP), name the workshop, end with
 * the opt-out, and never go between 8 pm and 9 am workshop time (they wait until 9 am).
 * Transactional texts (an appointment reminder, a quote, an invoice, 'your car is ready') go at once.
 */
import { addDays, fromLocal, toLocal } from '../../shared/time.js';

/** The line every marketing text ends with. */
export const OPT_OUT_LINE = 'Reply STOP to opt out';

/** Marketing texts are not sent from this time (workshop time)… */
const QUIET_FROM = '20:00';
/** …until this time. */
const QUIET_UNTIL = '09:00';

/** SQL over `phone` (an E.164 column): a number a text can reach (an Australian mobile, or another country's number). */
function textableSql(phone: string): string {
  return `(${phone} ~ '^\\+614[0-9]{8}$' OR (${phone} ~ '^\\+[1-9][0-9]{6,14}$' AND ${phone} NOT LIKE '+61%'))`;
}

/** SQL over customer `c`: their preference includes texts and their phone takes them. */
export function wantsTextsSql(c: string): string {
  return `(coalesce(${c}.contact_preference, 'both') <> 'email' AND ${textableSql(`${c}.phone`)})`;
}

/** SQL over customer `c`: they consented to marketing texts (chose texts themselves, not unsubscribed, number not opted out). */
export function marketingConsentSql(c: string): string {
  return `(${c}.contact_preference IN ('sms', 'both') AND ${c}.marketing_opt_out_at IS NULL AND ${textableSql(`${c}.phone`)}
           AND NOT EXISTS (SELECT 1 FROM sms_opt_out o WHERE o.phone = ${c}.phone))`;
}

/** When a marketing text decided at `now` may go: now between 9 am and 8 pm workshop time, else the next 9 am. */
export function marketingSendAt(now: Date, timeZone: string): Date {
  const local = toLocal(now, timeZone);
  if (local.time >= QUIET_UNTIL && local.time < QUIET_FROM) return now;
  return fromLocal(local.time < QUIET_UNTIL ? local.date : addDays(local.date, 1), QUIET_UNTIL, timeZone);
}

/** Whether a preference ('email', 'sms', 'both') includes texts. */
export function prefersTexts(preference: string): boolean {
  return preference === 'sms' || preference === 'both';
}

/**
 * A text's words in the GSM alphabet where a typographic character has a plain twin (curly quotes,
 * dashes, the ellipsis, a non-breaking space): one such character would make the whole text UCS-2,
 * which takes more than twice the segments.
 */
export function plainText(body: string): string {
  return body
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00A0\u2009\u202F]/g, ' ');
}
