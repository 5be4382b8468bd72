/**
 * The first-run checklist ('Set up your workshop'): what an owner still has to set before the
 * workshop runs on its own details. One rule, answered to the dashboard over GraphQL
 * (setupChecklist) and REST (GET /api/admin/setup-checklist).
 */
import { Field, ObjectType } from 'type-graphql';
import type { WorkshopProfile } from '../../shared/business.js';
import { MISSING, missingForInvoicesOf } from './setup-rules.js';

@ObjectType({ description: 'One step of setting the workshop up.' })
export class SetupItem {
  @Field(() => String, { description: 'business, payment, hours, services, mail.' })
  key!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'What the step is about, or what is still missing.' })
  detail!: string;

  @Field(() => Boolean)
  done!: boolean;

  @Field(() => String, { description: 'Where in the back office it is done (/admin/settings#…).' })
  href!: string;
}

@ObjectType({ description: 'The first-run checklist: done once every step is.' })
export class SetupChecklist {
  @Field(() => Boolean)
  done!: boolean;

  @Field(() => [SetupItem])
  items!: SetupItem[];

  @Field(() => [String], { description: 'The business details a compliant tax invoice still lacks; empty when none.' })
  missingForInvoices!: string[];
}

export interface SetupFacts {
  profile: WorkshopProfile;
  hoursSaved: boolean;
  servicesSaved: boolean;
  mailConfigured: boolean;
}

export function setupChecklistOf({ profile, hoursSaved, servicesSaved, mailConfigured }: SetupFacts): SetupChecklist {
  const missing = missingForInvoicesOf(profile);
  const businessMissing = missing.filter((m) => m !== MISSING.bank);
  const items: SetupItem[] = [
    {
      key: 'business',
      label: 'Business details',
      detail: businessMissing.length ? `Missing: ${businessMissing.join(', ')}.` : 'Name, ABN or GST registration, and address are set.',
      done: businessMissing.length === 0,
      href: '/admin/settings#business',
    },
    {
      key: 'payment',
      label: 'Payment details',
      detail: profile.bank ? 'Invoices say how to pay by bank transfer.' : 'The bank account customers pay into: printed on every invoice.',
      done: profile.bank !== null,
      href: '/admin/settings#payment',
    },
    {
      key: 'hours',
      label: 'Opening hours reviewed',
      detail: hoursSaved ? 'Bookings follow your hours.' : 'Check the days and times customers can book, then save.',
      done: hoursSaved,
      href: '/admin/settings#hours',
    },
    {
      key: 'services',
      label: 'Services reviewed',
      detail: servicesSaved ? 'The site and the booking form offer your services.' : 'Choose the services the site and the booking form offer, then save.',
      done: servicesSaved,
      href: '/admin/settings#services',
    },
    {
      key: 'mail',
      label: 'Outgoing mail configured',
      detail: mailConfigured ? 'Confirmations, quotes and invoices are emailed.' : 'Without it no confirmation, quote or invoice is emailed.',
      done: mailConfigured,
      href: '/admin/settings#mail',
    },
  ];
  return { done: items.every((i) => i.done), items, missingForInvoices: missing };
}
