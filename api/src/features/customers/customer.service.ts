/**
 * Customers: the searchable list (newest activity first, in keyset pages), one customer with their
 * vehicles, time line and money, editing their details, and merging two records of one person.
 * The records are made and matched by the database (customer.entity.ts); this service reads them
 * and changes them as staff ask.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { decodeCursor, pageOf, readLimit } from '../../shared/paging.js';
import { emailKey, phoneKey } from '../../shared/phone.js';
import { regoKey } from '../../shared/rego.js';
import { cleanText, likePattern, normaliseName } from '../../shared/text.js';
import { Appointment, APPOINTMENT_REGO_KEY } from '../booking/appointment.entity.js';
import { moveAppointmentsToCustomer } from '../booking/public.js';
import { moveContactQueriesToCustomer } from '../contact/public.js';
import { moveInvoicesToCustomer } from '../invoices/public.js';
import { moveJobCardsToCustomer } from '../jobcards/public.js';
import { moveRemindersToCustomer } from '../reminders/public.js';
import { moveTextsToCustomer } from '../sms/public.js';
import { moveVehiclesToCustomer } from '../vehicles/public.js';
import { textableNumber } from '../sms/sms.service.js';
import { ContactQuery } from '../contact/contact-query.entity.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { Vehicle } from '../vehicles/vehicle.entity.js';
import type { JobCardService } from '../jobcards/jobcard.service.js';
import { Customer, CustomerKey } from './customer.entity.js';
import type { CustomerDetails } from './customer.inputs.js';
import { invoiceMoney, quotesOf, timelineOf } from './timeline.js';
import type { CustomerPage, CustomerView, CustomerVehicle } from './customer.types.js';
import { customerChanges } from './customer.changes.js';
import { applyBusinessDetails } from './business.js';
import { mergeContactPeople, readContactPeople } from './contact-people.js';
import { fieldChanges, snapshot } from '../../shared/changes.js';

/** The details a customer edit is audited by (notes: what staff wrote about them). */
const AUDITED_FIELDS = [
  'name', 'email', 'phone', 'notes', 'marketingOptOutAt', 'contactPreferenceChosen',
  'company', 'abn', 'accountTermsDays', 'accountTermsEndOfMonth', 'poRequired', 'creditLimitCents', 'contacts',
] as const;

const CUSTOMER_NOT_FOUND = 'We could not find this customer. They may have been merged into another.';

/** The records that belong to a customer (a merge moves them all; a vehicle's owner too), each moved by the feature that owns them, in this order. */
const MOVES = [moveAppointmentsToCustomer, moveJobCardsToCustomer, moveInvoicesToCustomer, moveContactQueriesToCustomer, moveVehiclesToCustomer, moveRemindersToCustomer, moveTextsToCustomer];

export type CustomerDeps = Pick<FeatureDeps, 'changes' | 'clock'> & { jobcards: JobCardService; timeZone: string };

export class CustomerService {
  constructor(private readonly deps: CustomerDeps) {}

  /**
   * Newest activity first. `q` finds a customer by part of the name or email, by phone (any form;
   * the last 6 digits are enough) or by part of a rego of theirs.
   */
  async list(em: EntityManager, query: { q?: unknown; limit?: unknown; after?: unknown }): Promise<CustomerPage> {
    const limit = readLimit(query.limit);
    const after = decodeCursor(query.after, /^[0-9a-f]{24}$/);
    if (query.q !== undefined && query.q !== null && typeof query.q !== 'string') throw AppError.badInput('q must be text.');
    const q = (query.q ?? '').trim();
    if (q.length > 100) throw AppError.badInput('A search has at most 100 characters.');
    // A search first finds the ids (each way by its own index), then orders them by activity.
    const search = q ? searchOf(q) : null;
    const params: unknown[] = [...(search?.params ?? [])];
    if (after) params.push(after.at, after.tie);
    const rows = await em.getConnection().execute<Array<Record<string, unknown>>>(
      `select c.* from ${search ? `(${search.sql}) as found join customer c on c._id = found.id` : 'customer c'}
       ${after ? 'where (c.last_activity_at, c._id) < (?, ?)' : ''}
       order by c.last_activity_at desc, c._id desc limit ?`,
      [...params, limit + 1],
    );
    return pageOf(
      rows.map((row) => em.map(Customer, row)),
      limit,
      (c) => ({ at: c.lastActivityAt, tie: c._id }),
    );
  }

  async get(em: EntityManager, id: string): Promise<CustomerView> {
    const customer = await this.find(em, id);
    const [appointments, jobCards, invoices, messages] = await Promise.all([
      em.find(Appointment, { customer: id }, { orderBy: { createdAt: 'asc', _id: 'asc' } }),
      this.deps.jobcards.cardsOf(em, { customer: id }),
      em.find(Invoice, { customer: id, voidedAt: null }, { orderBy: { issuedAt: 'asc', number: 'asc' } }),
      em.find(ContactQuery, { customer: id }, { orderBy: { createdAt: 'asc', _id: 'asc' } }),
    ]);
    const records = { appointments, jobCards, invoices, messages };
    return {
      customer,
      vehicles: await asRecorded(em, vehiclesOf(records)),
      timeline: timelineOf(records, this.deps.timeZone),
      appointments,
      jobCards,
      quotes: quotesOf(jobCards),
      invoices,
      messages,
      ...invoiceMoney(invoices),
    };
  }

  /** Staff edit a customer's details; a new email or phone also finds them from then on. */
  async update(em: EntityManager, id: string, details: CustomerDetails): Promise<Customer> {
    return this.deps.changes.run(em, async (tx, effects) => {
      const customer = await this.find(tx, id, true);
      const before = snapshot(customer, AUDITED_FIELDS);
      const keys = [details.email !== undefined ? emailKey(details.email) : null, details.phone ? phoneKey(details.phone) : null];
      const [email, phone] = keys;
      if (details.phone && !phone) throw AppError.badInput('Please enter a valid phone number.');
      for (const key of [email && `email:${email}`, phone && `phone:${phone}`]) {
        if (!key) continue;
        const owner = await tx.findOne(CustomerKey, { key }, { populate: ['customer'] });
        // A phone may be shared (a family's, a fleet's): its key stays with the one it names.
        if (owner && owner.customer._id !== customer._id && key.startsWith('email:')) {
          throw AppError.conflict(`${owner.customer.name} already has this email address: merge the two customers instead.`);
        }
        if (!owner) tx.persist(tx.create(CustomerKey, { key, customer }));
      }
      if (details.name != null) customer.name = normaliseName(details.name);
      if (details.email !== undefined) customer.email = details.email ? cleanText(details.email) || null : null;
      if (details.phone !== undefined) customer.phone = phone;
      if (details.notes != null) customer.notes = cleanText(details.notes);
      if (details.marketingOptOut != null) customer.marketingOptOutAt = details.marketingOptOut ? (customer.marketingOptOutAt ?? this.deps.clock.now()) : null;
      if (details.contactPreference != null) customer.contactPreferenceChosen = details.contactPreference;
      applyBusinessDetails(customer, details);
      if (details.contacts !== undefined) customer.contacts = readContactPeople(details.contacts);
      if (!customer.email && !customer.phone) throw AppError.badInput('A customer needs an email address or a phone number.');
      if (customer.contactPreferenceChosen === 'sms' && !textableNumber(customer.phone)) {
        throw AppError.badInput('Texts need a mobile number: add one before choosing to contact them by text only.');
      }
      if (customer.contactPreferenceChosen === 'email' && !customer.email) {
        throw AppError.badInput('Emails need an email address: add one before choosing to contact them by email only.');
      }
      await tx.flush();
      effects.audit({ action: 'customer.updated', entityType: 'customer', entityId: customer._id, summary: `Customer ${customer.name} edited`, changes: fieldChanges(before, customer, AUDITED_FIELDS) });
      effects.changed(customerChanges.edited, { id: customer._id });
      return customer;
    });
  }

  /**
   * Merges `otherId` into `id`: the other's appointments, job cards, quotes, invoices, messages
   * and keys (its emails and phones) become this customer's, its notes are added to this one's,
   * and the other record is gone. Documents keep the details printed on them.
   */
  async merge(em: EntityManager, id: string, otherId: string): Promise<Customer> {
    if (typeof otherId !== 'string' || !otherId) throw AppError.badInput('Please choose the customer to merge into this one (otherId).');
    if (id === otherId) throw AppError.badInput('A customer cannot be merged into itself.');
    return this.deps.changes.run(em, async (tx, effects) => {
      // Both locked, in one order, so two merges of the same pair cannot deadlock.
      const [first, second] = [id, otherId].sort();
      const a = await this.find(tx, first, true);
      const b = await this.find(tx, second, true);
      const [keep, gone] = a._id === id ? [a, b] : [b, a];
      for (const move of MOVES) await move(tx, gone._id, keep._id);
      await tx.getConnection().execute('update customer_key set customer_id = ? where customer_id = ?', [keep._id, gone._id], 'run', tx.getTransactionContext());
      keep.notes = [keep.notes, gone.notes].filter((n) => n.trim()).join('\n\n');
      keep.email ??= gone.email;
      keep.phone ??= gone.phone;
      // Either record's 'no marketing email' holds for the person.
      keep.marketingOptOutAt ??= gone.marketingOptOutAt;
      keep.contactPreferenceChosen ??= gone.contactPreferenceChosen;
      // A business's details kept from whichever record has them (this one's first).
      keep.company ??= gone.company;
      keep.abn ??= gone.abn;
      if (keep.accountTermsDays == null && gone.accountTermsDays != null) [keep.accountTermsDays, keep.accountTermsEndOfMonth] = [gone.accountTermsDays, gone.accountTermsEndOfMonth];
      keep.poRequired ||= gone.poRequired;
      keep.contacts = mergeContactPeople(keep.contacts, gone.contacts);
      keep.creditLimitCents ??= gone.creditLimitCents;
      if (gone.lastActivityAt > keep.lastActivityAt) keep.lastActivityAt = gone.lastActivityAt;
      if (gone.createdAt < keep.createdAt) keep.createdAt = gone.createdAt;
      tx.remove(gone);
      await tx.flush();
      effects.audit({ action: 'customer.merged', entityType: 'customer', entityId: keep._id, summary: `Customer ${gone.name} (${gone._id}) merged into ${keep.name}`, changes: { mergedId: [gone._id, null] } });
      effects.changed(customerChanges.merged, { id: keep._id, mergedId: gone._id });
      return keep;
    });
  }

  private async find(em: EntityManager, id: string, lock = false): Promise<Customer> {
    const customer = isId(id) ? await em.findOne(Customer, { _id: id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) : null;
    if (!customer) throw AppError.notFound(CUSTOMER_NOT_FOUND);
    return customer;
  }
}

/**
 * The ids a search finds (column `id`), each way by its own index (trigram indexes for the
 * parts): part of the name or email, the id, a phone number in any form (or its last 6 or more
 * digits), or part of a rego on one of their job cards, invoices or bookings.
 */
/** The contact people's details as one text, as the index `customer_contacts_trgm` holds it. */
const CONTACTS_TEXT = `(jsonb_path_query_array(contacts, '$[*].*')::text)`;

function searchOf(q: string): { sql: string; params: unknown[] } {
  const like = likePattern(q);
  const parts = [
    'select _id as id from customer where name ilike ?',
    'select _id from customer where email ilike ?',
    'select _id from customer where _id = ?',
    'select _id from customer where company ilike ?',
    `select _id from customer where ${CONTACTS_TEXT} ilike ?`,
  ];
  const params: unknown[] = [like, like, q.toLowerCase(), like, like];
  // A number finds every customer who used it: its key names one, each customer's own phone the others.
  const phone = phoneKey(q);
  const digits = q.replace(/[^0-9]/g, '');
  if (phone && digits.length > 8) {
    parts.push('select customer_id from customer_key where key = ?', 'select _id from customer where phone = ?', `select _id from customer where ${CONTACTS_TEXT} like ?`);
    params.push(`phone:${phone}`, phone, likePattern(phone));
  } else if (digits.length >= 6 && /^[0-9 ()+-]+$/.test(q)) {
    // Its last digits (a landline said without its area code is eight of them).
    parts.push("select customer_id from customer_key where key like ? and key like 'phone:%'", 'select _id from customer where phone like ?');
    params.push(`phone:%${digits.slice(-9)}`, `%${digits.slice(-9)}`);
  }
  const rego = regoKey(q);
  if (/^[A-Z0-9]{2,20}$/.test(rego)) {
    const regoLike = `%${rego}%`;
    parts.push(
      'select customer_id from job_card where rego_key like ?',
      'select customer_id from invoice where rego_key like ?',
      `select customer_id from appointment where ${APPOINTMENT_REGO_KEY} in (select rego_key from vehicle where rego_key like ?)`,
    );
    params.push(regoLike, regoLike, regoLike);
  }
  return { sql: parts.join(' union '), params };
}

/**
 * The vehicles with the make, model and year their vehicle record keeps (the vehicle page's
 * spelling), a booking's own words only where the record has none.
 */
async function asRecorded(em: EntityManager, vehicles: CustomerVehicle[]): Promise<CustomerVehicle[]> {
  if (!vehicles.length) return vehicles;
  const rows = await em.find(Vehicle, { regoKey: { $in: vehicles.map((v) => v.rego) } });
  const byKey = new Map(rows.map((v) => [v.regoKey, v]));
  return vehicles.map((v) => {
    const row = byKey.get(v.rego);
    return row ? { ...v, make: row.make ?? v.make, model: row.model ?? v.model, year: row.year ?? v.year } : v;
  });
}

/** The distinct vehicles in a customer's records, newest first. */
function vehiclesOf(records: { appointments: Appointment[]; jobCards: { regoKey: string; carRego: string; createdAt: Date }[]; invoices: Invoice[] }): CustomerVehicle[] {
  const seen = new Map<string, CustomerVehicle>();
  const add = (rego: string | null | undefined, at: Date, make: string | null = null, model: string | null = null, year: number | null = null) => {
    const key = rego ? regoKey(rego) : '';
    if (!key) return;
    const known = seen.get(key);
    if (!known || known.lastSeenAt < at) seen.set(key, { rego: key, make: make ?? known?.make ?? null, model: model ?? known?.model ?? null, year: year ?? known?.year ?? null, lastSeenAt: at });
  };
  for (const a of records.appointments) add(a.registration, a.createdAt, a.vehicleMake, a.vehicleModel, a.vehicleYear);
  for (const c of records.jobCards) add(c.carRego, c.createdAt);
  for (const i of records.invoices) add(i.carRego, i.issuedAt);
  return [...seen.values()].sort((x, y) => y.lastSeenAt.getTime() - x.lastSeenAt.getTime());
}
