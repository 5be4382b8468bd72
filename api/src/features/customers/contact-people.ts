/**
 * A business customer's contact people: who to ask for (the fleet manager, accounts payable, a
 * driver), each with a name, and a role, email and phone when known; those marked for accounts
 * (with an email) get the monthly statements and overdue reminders too. Kept with the customer, in
 * the order staff list them, at most 20 as staff edit them; a merge keeps both lists whole, each
 * person once.
 */
import { isEmail } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { phoneKey } from '../../shared/phone.js';
import { normaliseName } from '../../shared/text.js';

const MAX_CONTACT_PEOPLE = 20;

/** One contact person as stored and answered. */
export interface ContactPerson {
  name: string;
  role: string | null;
  email: string | null;
  /** E.164. */
  phone: string | null;
  /** They get the customer's statements and overdue reminders (they have an email). */
  accounts: boolean;
}

@ObjectType({ description: 'A business customer’s contact person.' })
export class ContactPersonView implements ContactPerson {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'What they do, e.g. "Fleet manager" or "Accounts".' })
  role!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'E.164.' })
  phone!: string | null;

  @Field(() => Boolean, { description: 'They get the customer’s monthly statements and overdue reminders by email, besides the customer.' })
  accounts!: boolean;
}

@InputType({ description: 'A contact person: a name (required), and a role, email and phone (any Australian form) when known.' })
export class ContactPersonInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  role?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'True: they get the statements and overdue reminders too (needs their email). Default false.' })
  accounts?: boolean | null;
}

const LIMITS = { name: 200, role: 100, email: 254 } as const;

/** The whole list as staff sent it, checked (400 naming the row and field, e.g. `contacts.1.email`); null or empty: none. */
export function readContactPeople(raw: unknown): ContactPerson[] {
  if (raw == null) return [];
  if (!Array.isArray(raw)) throw AppError.badInput('`contacts` must be a list of { name, role, email, phone }.');
  if (raw.length > MAX_CONTACT_PEOPLE) throw AppError.badInput(`A customer has at most ${MAX_CONTACT_PEOPLE} contact people.`, { contacts: [`At most ${MAX_CONTACT_PEOPLE} contact people.`] });
  return raw.map((item: unknown, i) => {
    const row = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const refuse = (field: string, message: string): never => {
      throw AppError.badInput(`Contact person ${i + 1}: ${message}`, { [`contacts.${i}.${field}`]: [message] });
    };
    const text = (field: 'name' | 'role' | 'email' | 'phone'): string => {
      const value = row[field];
      if (value == null) return '';
      if (typeof value !== 'string') return refuse(field, `The ${field} must be text.`);
      const clean = normaliseName(value);
      const max = field === 'phone' ? 30 : LIMITS[field];
      if (clean.length > max) return refuse(field, `The ${field} must be at most ${max} characters.`);
      return clean;
    };
    const name = text('name');
    if (!name) refuse('name', 'Please enter their name.');
    const email = text('email');
    if (email && !isEmail(email)) refuse('email', 'Please enter a valid email address.');
    const phoneText = text('phone');
    const phone = phoneText ? phoneKey(phoneText) : null;
    if (phoneText && !phone) refuse('phone', 'Please enter a valid phone number.');
    if (row.accounts != null && typeof row.accounts !== 'boolean') refuse('accounts', 'accounts must be true or false.');
    const accounts = row.accounts === true;
    if (accounts && !email) refuse('email', 'Statements and overdue reminders need their email address.');
    return { name, role: text('role') || null, email: email || null, phone, accounts };
  });
}

/** Where a customer's account mail (statements, overdue reminders) goes: `own` address, then each accounts contact's, each once. */
export function accountRecipients(own: string | null | undefined, contacts: readonly Partial<ContactPerson>[] | null | undefined): string[] {
  const all = [own, ...(contacts ?? []).filter((p) => p.accounts === true).map((p) => p.email)].map((a) => (a ?? '').trim()).filter(Boolean);
  const seen = new Set<string>();
  return all.filter((a) => !seen.has(a.toLowerCase()) && Boolean(seen.add(a.toLowerCase())));
}

/** A merge's list: the kept customer's people, then the other's not already there (same name, email and phone); none is dropped. */
export function mergeContactPeople(keep: readonly ContactPerson[], gone: readonly ContactPerson[]): ContactPerson[] {
  const key = (p: ContactPerson) => `${p.name.toLowerCase()}|${(p.email ?? '').toLowerCase()}|${p.phone ?? ''}`;
  const seen = new Set(keep.map(key));
  return [...keep, ...gone.filter((p) => !seen.has(key(p)))];
}
