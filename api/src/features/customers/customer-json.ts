/** A customer as the REST answers show it (the customer's own routes, search, the vehicle page). */
import { json } from '../../shared/json-schema.js';
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
    marketingOptOut: json.boolean({ description: 'True when they get no service reminders or review requests.' }),
    marketingOptOutAt: json.nullable(json.dateTime()),
    contactPreference: json.oneOf(['email', 'sms', 'both']),
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
    createdAt: c.createdAt.toISOString(),
    lastActivityAt: c.lastActivityAt.toISOString(),
  };
}
