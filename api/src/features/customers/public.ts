/** What customers offer other features: the customer of a contact, found or made in the caller's transaction. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Customer } from './customer.entity.js';
import type { AccountTerms } from './business.js';

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

/** What an invoice to a customer is issued with: the business's name and ABN, account terms, and whether a purchase order is needed. */
export interface CustomerBilling {
  customerId: string;
  company: string | null;
  abn: string | null;
  terms: AccountTerms | null;
  poRequired: boolean;
  /** The most their unpaid invoices may come to, in cents; null: no limit. */
  creditLimitCents: number | null;
}

/**
 * The billing of the customer a record with this contact belongs to (the one `customerFor` finds: by
 * the email, else by the phone), read without making one; null when there is none yet.
 */
export async function billingFor(em: EntityManager, contact: Omit<Contact, 'name'>): Promise<CustomerBilling | null> {
  const [row] = await em.getConnection().execute<Array<{ _id: string; company: string | null; abn: string | null; account_terms_days: number | null; account_terms_end_of_month: boolean; po_required: boolean; credit_limit_cents: number | null }>>(
    `select c._id, c.credit_limit_cents, c.company, c.abn, c.account_terms_days, c.account_terms_end_of_month, c.po_required from customer_key k join customer c on c._id = k.customer_id
     where k.key = case when customer_email_key(?) is not null then 'email:' || customer_email_key(?) else 'phone:' || customer_phone_key(?) end`,
    [contact.email ?? null, contact.email ?? null, contact.phone ?? null],
    'all',
    em.getTransactionContext(),
  );
  if (!row) return null;
  const terms = row.account_terms_days == null ? null : { days: row.account_terms_days, endOfMonth: row.account_terms_end_of_month };
  return { customerId: row._id, company: row.company, abn: row.abn, terms, poRequired: row.po_required, creditLimitCents: row.credit_limit_cents };
}

export { invoiceMoney, OwnedRecords, quotesOf, timelineEntryJson, timelineOf, TimelineEntryFields, type TimelineEntry } from './timeline.js';
export { recordsJson } from './records-json.js';
export { customerJson, customerSchema } from './customer-json.js';
export { customerChanges } from './customer.changes.js';
export { dueDateOnTerms } from './business.js';
export { eraseCustomerRecord } from './customer-erasure.js';

export { accountRecipients, type ContactPerson } from './contact-people.js';
