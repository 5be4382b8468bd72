/**
 * A customer: one record per person, made and matched by the database as bookings, job cards,
 * invoices and contact messages are written (see the migration that adds this table: the SQL
 * function `customer_for` and the triggers that call it). A customer is found by any of its keys:
 * each email it has used (lower case, trimmed) and each phone number (E.164), so a merged
 * customer's old addresses still find it.
 */
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import type { AccountTerms } from './business.js';
import { ContactPersonView, type ContactPerson } from './contact-people.js';

@ObjectType({ description: 'A business customer’s account terms: pay `days` after the invoice’s date, or after the end of its month when `endOfMonth` (30 days end of month).' })
export class AccountTermsView implements AccountTerms {
  @Field(() => Int, { description: '0 to 180.' })
  days!: number;

  @Field(() => Boolean, { description: 'True: the days count from the end of the invoice’s month.' })
  endOfMonth!: boolean;
}

@ObjectType({ description: 'A customer of the workshop (admin).' })
@Entity({ tableName: 'customer' })
@Check({ name: 'customer_contact_preference_check', expression: `"contact_preference" in ('email', 'sms', 'both')` })
@Check({ name: 'customer_abn_check', expression: `"abn" ~ '^[0-9]{11}$'` })
@Check({ name: 'customer_account_terms_days_check', expression: `"account_terms_days" >= 0 and "account_terms_days" <= 180` })
@Check({ name: 'customer_credit_limit_cents_check', expression: `"credit_limit_cents" >= 0` })
// The customer list, newest activity first, paged by (lastActivityAt, id).
@Index({ name: 'customer_last_activity_index', properties: ['lastActivityAt', '_id'] })
// Search by any part of a name or email (pg_trgm).
@Index({ name: 'customer_name_trgm', expression: `create index "customer_name_trgm" on "customer" using gin ("name" gin_trgm_ops)` })
@Index({ name: 'customer_email_trgm', expression: `create index "customer_email_trgm" on "customer" using gin ("email" gin_trgm_ops)` })
// A number shared by several customers finds each of them by their own phone, whole or by its last digits.
@Index({ name: 'customer_phone_index', properties: ['phone'] })
// A business by its name, or by any of its contact people's names, roles, emails and phones.
@Index({ name: 'customer_company_trgm', expression: `create index "customer_company_trgm" on "customer" using gin ("company" gin_trgm_ops)` })
@Index({ name: 'customer_contacts_trgm', expression: `create index "customer_contacts_trgm" on "customer" using gin ((jsonb_path_query_array("contacts", '$[*].*')::text) gin_trgm_ops)` })
@Index({ name: 'customer_phone_trgm', expression: `create index "customer_phone_trgm" on "customer" using gin ("phone" gin_trgm_ops)` })
export class Customer {
  @Field(() => ID, { name: 'id', description: '24 lowercase hex characters.' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The address to write to (as typed, trimmed).' })
  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'E.164, e.g. +61412345678.' })
  @Property({ type: 'string', length: 20, nullable: true })
  phone?: string | null;

  @Field(() => String)
  @Property({ type: 'text' })
  notes: string & Opt = '';

  /** When they asked for no marketing email (service, registration and recommended-work reminders, review requests); null: they get them. */
  @Field(() => Date, { nullable: true, description: 'When they unsubscribed from service, registration and recommended-work reminders and review requests; null when they get them.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  marketingOptOutAt?: Date | null;

  @Field(() => Boolean, { description: 'True when they get no service, registration or recommended-work reminders, or review requests (booking, quote and invoice emails still go).' })
  get marketingOptOut(): boolean {
    return this.marketingOptOutAt != null;
  }

  /**
   * How they want to hear from the workshop, as they chose it: 'email', 'sms' or 'both'; null until
   * they choose. A customer is usually made by the database as a booking is written (customer_for),
   * in the very statement that queues its texts, so 'not chosen' is a value of its own rather than a
   * default written then: it reads as 'both' when they have a phone, else 'email' (contactPreference;
   * the booking statement's texts read it the same way, sms.service.ts).
   */
  @Property({ type: 'string', length: 5, nullable: true, fieldName: 'contact_preference' })
  contactPreferenceChosen?: string | null;

  @Field(() => String, { description: "How they hear from the workshop: 'email', 'sms' or 'both' (their choice; until they choose, 'both' with a phone, else 'email')." })
  get contactPreference(): string {
    return this.contactPreferenceChosen ?? (this.phone ? 'both' : 'email');
  }

  @Field(() => String, { nullable: true, description: 'The business’s name, for a business (fleet or account) customer.' })
  @Property({ type: 'string', length: 200, nullable: true })
  company?: string | null;

  @Field(() => String, { nullable: true, description: 'The business’s ABN: 11 digits, without spaces (printed 12 345 678 901).' })
  @Property({ type: 'string', length: 11, nullable: true })
  abn?: string | null;

  /** Account terms' days; null: they pay on the day. */
  @Property({ type: 'integer', nullable: true })
  accountTermsDays?: number | null;

  /** With account terms: the days count from the end of the invoice's month. */
  @Property({ type: 'boolean', default: false })
  accountTermsEndOfMonth: boolean & Opt = false;

  @Field(() => AccountTermsView, { nullable: true, description: 'Their account terms; null: they pay on the day.' })
  get accountTerms(): AccountTermsView | null {
    return this.accountTermsDays == null ? null : Object.assign(new AccountTermsView(), { days: this.accountTermsDays, endOfMonth: this.accountTermsEndOfMonth });
  }

  @Field(() => Boolean, { description: 'True: every invoice to them needs a purchase order number.' })
  @Property({ type: 'boolean', default: false })
  poRequired: boolean & Opt = false;

  @Field(() => Int, { nullable: true, description: 'Their credit limit in cents (REST creditLimit, in dollars); null: none.' })
  @Property({ type: 'integer', nullable: true })
  creditLimitCents?: number | null;

  @Field(() => [ContactPersonView], { description: 'A business customer’s contact people, in the order staff listed them.' })
  @Property({ type: 'json', columnType: 'jsonb', default: "'[]'" })
  contacts: ContactPerson[] & Opt = [];

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date, { description: 'The last booking, job card, invoice or message.' })
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastActivityAt: Date & Opt = new Date();
}

/** A way a customer is found: `email:<address>` or `phone:<E.164>`, each owned by one customer. */
@Entity({ tableName: 'customer_key' })
@Index({ name: 'customer_key_customer_index', properties: ['customer'] })
// A phone found by its last digits (pg_trgm).
@Index({ name: 'customer_key_phone_trgm', expression: `create index "customer_key_phone_trgm" on "customer_key" using gin ("key" gin_trgm_ops) where key like 'phone:%'` })
export class CustomerKey {
  @PrimaryKey({ type: 'string', length: 300 })
  key!: string;

  @ManyToOne(() => Customer, { deleteRule: 'cascade', fieldName: 'customer_id' })
  customer!: Rel<Customer>;
}

/**
 * The link every appointment, job card, quote, invoice and contact query has to its customer
 * (column `customer_id`; null only for a record with neither an email nor a phone), and its
 * read-only `customerId` (a GraphQL field too; the class declares it: `declare readonly customerId`).
 * A customer with records cannot be deleted; a merge moves them first.
 */
export function CustomerLink(): PropertyDecorator {
  const relation = ManyToOne(() => Customer, { nullable: true, deleteRule: 'restrict', fieldName: 'customer_id' }) as PropertyDecorator;
  return (target, key) => {
    relation(target, key);
    Object.defineProperty(target, 'customerId', {
      configurable: true,
      get(this: Record<PropertyKey, { _id: string } | null | undefined>) {
        return this[key]?._id ?? null;
      },
      // A plain record copied onto an instance (TypeGraphQL does so for field resolvers) brings its
      // `customerId` along: kept as the link it stands for.
      set(this: Record<PropertyKey, { _id: string } | null | undefined>, id: string | null | undefined) {
        this[key] = id ? { _id: id } : null;
      },
    });
    Field(() => ID, { nullable: true, description: 'Its customer (admin).' })(target, 'customerId');
  };
}

/** The customer's and the vehicle's details that a record copies when it is written, as a column and a GraphQL field each. */
const CUSTOMER_COLUMNS = {
  name: { length: 200 },
  email: { length: 254 },
  phone: { length: 40, nullable: true },
  rego: { length: 20 },
} as const satisfies Record<string, { length: number; nullable?: true }>;

/**
 * One of them on a job card or an invoice (`customerName`, `customerEmail`, the phone, `carRego`):
 * a string column of the one length every record gives it, and a GraphQL String field (nullable with the column).
 */
export function CustomerColumn(kind: keyof typeof CUSTOMER_COLUMNS): PropertyDecorator {
  const column: { length: number; nullable?: true } = CUSTOMER_COLUMNS[kind];
  const field = column.nullable ? Field(() => String, { nullable: true }) : Field(() => String);
  const property = Property({ type: 'string', ...column }) as PropertyDecorator;
  return (target, key) => {
    field(target, key);
    property(target, key);
  };
}
