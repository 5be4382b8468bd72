/** What customers offer other features: the customer of a contact, found or made in the caller's transaction. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Customer } from './customer.entity.js';

export interface Contact {
  email: string | null | undefined;
  phone: string | null | undefined;
  name: string;
}

/**
 * The customer of that email (without an email: of that phone), else a new one (the database's `customer_for`,
 * which the tables' triggers also call): a service sets it on what it writes so its answer carries
 * `customerId`. Null when the contact has neither an email nor a phone.
 */
export async function customerFor(em: EntityManager, contact: Contact): Promise<Customer | null> {
  const [row] = await em
    .getConnection()
    .execute<Array<{ id: string | null }>>('select customer_for(?, ?, ?) as id', [contact.email ?? null, contact.phone ?? null, contact.name], 'all', em.getTransactionContext());
  return row?.id ? em.getReference(Customer, row.id) : null;
}

export { invoiceMoney, OwnedRecords, quotesOf, timelineEntryJson, timelineOf, TimelineEntryFields, type TimelineEntry } from './timeline.js';
export { recordsJson } from './records-json.js';
export { customerJson, customerSchema } from './customer-json.js';
export { customerChanges } from './customer.changes.js';
