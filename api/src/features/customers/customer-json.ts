/** A customer as the REST answers show it (the customer's own routes, search, the vehicle page). */
import { json } from '../../shared/json-schema.js';
import { centsToDollars } from '../../shared/money.js';
import type { Customer } from './customer.entity.js';

const maybeText = json.nullable(json.string());

/** A customer as REST answers it. */
export const customerSchema = json.named(
  'Customer',
  json.object({
    _id: json.id(),
    name: json.string(),
    email: maybeText,
    phone: maybeText,
    notes: json.string(),
    marketingOptOut: json.boolean({ description: 'True when they get no service, registration or recommended-work reminders, or review requests.' }),
    marketingOptOutAt: json.nullable(json.dateTime()),
    contactPreference: json.oneOf(['email', 'sms', 'both']),
    company: json.nullable(json.string({ description: 'The business’s name (a business customer).' })),
    abn: json.nullable(json.string({ description: 'The business’s ABN, 11 digits without spaces.' })),
    accountTerms: json.nullable(
      json.object({ days: json.integer({ description: '0 to 180.' }), endOfMonth: json.boolean({ description: 'True: the days count from the end of the invoice’s month.' }) }, { description: 'Their account terms; null: they pay on the day.' }),
    ),
    poRequired: json.boolean({ description: 'True: every invoice to them needs a purchase order number.' }),
    creditLimit: json.nullable(json.number({ description: 'Their credit limit in dollars; null: none.' })),
    contacts: json.array(
      json.object({ name: json.string(), role: maybeText, email: maybeText, phone: json.nullable(json.string({ description: 'E.164.' })), accounts: json.boolean({ description: 'True: they get the statements and overdue reminders too.' }) }),
      { description: 'A business customer’s contact people, in the order staff listed them.' },
    ),
    createdAt: json.dateTime(),
    lastActivityAt: json.dateTime(),
  }),
);

export function customerJson(c: Customer) {
  return {
    _id: c._id,
    name: c.name,
    email: c.email ?? null,
    phone: c.phone ?? null,
    notes: c.notes,
    marketingOptOut: c.marketingOptOut,
    marketingOptOutAt: c.marketingOptOutAt?.toISOString() ?? null,
    contactPreference: c.contactPreference,
    company: c.company ?? null,
    abn: c.abn ?? null,
    accountTerms: c.accountTermsDays == null ? null : { days: c.accountTermsDays, endOfMonth: c.accountTermsEndOfMonth },
    poRequired: c.poRequired,
    creditLimit: c.creditLimitCents == null ? null : centsToDollars(c.creditLimitCents),
    contacts: c.contacts.map(({ name, role, email, phone, accounts }) => ({ name, role, email, phone, accounts: accounts === true })),
    createdAt: c.createdAt.toISOString(),
    lastActivityAt: c.lastActivityAt.toISOString(),
  };
}
