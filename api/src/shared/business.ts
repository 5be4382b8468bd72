/** The workshop's identity and document rules: from configuration at first, then as an owner saved them (settings). */
import type { Config } from '../config.js';
import type { BankAccount } from './bank-account.js';
import { addDays, toLocal } from './time.js';

/** The workshop's profile: everything documents, emails and pages print of it, and the rules they follow. */
export interface WorkshopProfile {
  name: string;
  address: string;
  phone: string;
  email: string;
  publicUrl: string;
  /** Where customers pay by bank transfer; null when not configured. */
  bank: BankAccount | null;
  /** The workshop's PayID (an email, an Australian mobile or its ABN) for paying by Osko; '' when none. */
  payId: string;
  /** Empty, or written as the ATO writes it. */
  abn: string;
  /** Not registered: documents are never titled 'Tax Invoice', show no GST, and charge none. */
  gstRegistered: boolean;
  /** 0: due on completion of the work. */
  paymentTermsDays: number;
  /** A quote's validity from the day it is sent, in calendar days. */
  quoteValidityDays: number;
  /** Printed at the foot of every document; may be empty. */
  documentFooter: string;
  /** The workshop's warranty against defects, stated on every invoice: months, and km (0: no distance limit), whichever comes first. */
  warrantyMonths: number;
  warrantyKm: number;
  /** Whether the prices staff enter include GST (the workshop's pricing basis for new quotes and invoices). */
  pricesIncludeGst: boolean;
}

/** What an email prints of the workshop: who it is, how to reach it, where to pay. */
export type Business = Pick<WorkshopProfile, 'name' | 'address' | 'phone' | 'email' | 'publicUrl' | 'bank'> & Partial<Pick<WorkshopProfile, 'payId'>>;

/** 12 months or 20,000 km, whichever comes first: what the site's Terms promise, until an owner says otherwise. */
export const DEFAULT_WARRANTY = { months: 12, km: 20_000 } as const;

/** Quotes are valid 14 days, as the site's Terms say (section 3), until an owner says otherwise. */
const DEFAULT_QUOTE_VALIDITY_DAYS = 14;

export function businessOf(config: Config): Business {
  return {
    name: config.businessName,
    address: config.businessAddress,
    phone: config.businessPhone,
    email: config.businessEmail,
    publicUrl: config.publicUrl,
    bank: config.bankAccount,
  };
}

/** The profile before anything is saved in the app: the environment's values and the defaults. */
export function defaultProfileOf(config: Config): WorkshopProfile {
  return {
    ...businessOf(config),
    payId: '',
    abn: config.businessAbn,
    gstRegistered: true,
    paymentTermsDays: 0,
    quoteValidityDays: DEFAULT_QUOTE_VALIDITY_DAYS,
    documentFooter: '',
    warrantyMonths: DEFAULT_WARRANTY.months,
    warrantyKm: DEFAULT_WARRANTY.km,
    // Most Australian workshops quote GST-inclusive prices.
    pricesIncludeGst: true,
  };
}

/** 'Tax Invoice' only from a GST-registered workshop with an ABN, as the ATO requires; else 'Invoice'. */
export function invoiceTitleOf(profile: Pick<WorkshopProfile, 'abn' | 'gstRegistered'>): 'Tax Invoice' | 'Invoice' {
  return profile.abn && profile.gstRegistered ? 'Tax Invoice' : 'Invoice';
}

/** The day an invoice is due (yyyy-MM-dd, workshop calendar): its issue day plus the payment terms (0: the issue day, on completion). */
export function paymentDueDate(issuedAt: Date | string, termsDays: number, timeZone: string): string {
  const issued = typeof issuedAt === 'string' ? issuedAt : toLocal(issuedAt, timeZone).date;
  return addDays(issued, termsDays);
}
