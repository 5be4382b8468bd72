/** A customer as the REST answers show it (the customer's own routes, search, the vehicle page). */
import type { Customer } from './customer.entity.js';

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
