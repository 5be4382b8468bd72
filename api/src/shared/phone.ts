/**
 * Phone numbers and email addresses as the customer records match them. The database's
 * `customer_phone_key` and `customer_email_key` apply the same rules; test/customers/customers.test.ts checks
 * both against one table of cases.
 *
 * An Australian number in any usual form (`0412 345 678`, `+61 412 345 678`, `61412345678`,
 * `+61 (0)412 345 678`) is one number, stored as E.164 (`+61412345678`); a landline with its area
 * code (`03 9123 4567`, `(03) 9123 4567`, `+61 3 9123 4567`) too, and one said as locals say it,
 * without the area code (`9123 4567`), is in the workshop's area (LOCAL_AREA_CODE: 03, Victoria).
 * Another country's number written with its `+` code is kept as E.164 too. Anything else is not a
 * number we can match (the database's: api/src/db/sql/customer-phone-key.sql).
 * Shared verbatim with the web app (the `@phone` alias), so it imports nothing.
 */

/** The area code (without its 0) of an 8-digit landline number written without one: Victoria's. */
export const LOCAL_AREA_CODE = '3';

/** The number as E.164, or null when it is not one we recognise. */
export function phoneKey(phone: string | null | undefined): string | null {
  const d = (phone ?? '').replace(/[^0-9+]/g, '');
  if (/^[2-9][0-9]{7}$/.test(d)) return `+61${LOCAL_AREA_CODE}${d}`;
  if (/^\+61[1-9][0-9]{8}$/.test(d)) return d;
  if (/^\+610[1-9][0-9]{8}$/.test(d)) return `+61${d.slice(4)}`;
  if (/^61[1-9][0-9]{8}$/.test(d)) return `+${d}`;
  if (/^0[1-9][0-9]{8}$/.test(d)) return `+61${d.slice(1)}`;
  if (/^\+[1-9][0-9]{7,14}$/.test(d)) return d;
  return null;
}

/** The address trimmed and lower-cased (what finds a customer), or null when empty. */
export function emailKey(email: string | null | undefined): string | null {
  const key = (email ?? '').trim().toLowerCase();
  return key || null;
}

/** An E.164 Australian number as people write it: +61412345678 → 0412 345 678. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const local = /^\+61([1-9][0-9]{8})$/.exec(e164);
  if (!local) return e164;
  const n = `0${local[1]}`;
  return n.startsWith('04') ? `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}` : `(${n.slice(0, 2)}) ${n.slice(2, 6)} ${n.slice(6)}`;
}
