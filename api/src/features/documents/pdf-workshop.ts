/** Who the documents come from: the workshop's profile (settings) and zone (no PDF code, so loading it is free). */
import type { BankAccount } from '../../shared/bank-account.js';
import { invoiceTitleOf, type WorkshopProfile } from '../../shared/business.js';

/** Who the documents come from (config), and the zone their dates are printed in. */
export interface PdfWorkshop {
  name: string;
  /** Printed only when set. */
  abn: string;
  address: string;
  phone: string;
  email: string;
  timeZone: string;
  /** For payment by bank transfer (invoices' 'How to pay'); none when not configured. */
  bank?: BankAccount | null;
  /** Not registered: never 'Tax Invoice', and no GST shown (default: registered). */
  gstRegistered?: boolean;
  /** 0 (default): payment is due on completion. */
  paymentTermsDays?: number;
  /** A line printed at the foot of every page (default none). */
  documentFooter?: string;
  /** The warranty against defects every invoice states (default none stated). */
  warranty?: { months: number; km: number } | null;
}

export function pdfWorkshopOf(profile: WorkshopProfile, timeZone: string): PdfWorkshop {
  return {
    name: profile.name,
    abn: profile.abn,
    address: profile.address,
    phone: profile.phone,
    email: profile.email,
    timeZone,
    bank: profile.bank,
    gstRegistered: profile.gstRegistered,
    paymentTermsDays: profile.paymentTermsDays,
    documentFooter: profile.documentFooter,
    warranty: { months: profile.warrantyMonths, km: profile.warrantyKm },
  };
}

export const TAX_INVOICE_TITLE = 'Tax Invoice';
export const INVOICE_TITLE = 'Invoice';

/** 'Tax Invoice' from a GST-registered workshop with an ABN, else 'Invoice'. */
export function invoiceTitle(workshop: Pick<PdfWorkshop, 'abn' | 'gstRegistered'>): string {
  return invoiceTitleOf({ abn: workshop.abn, gstRegistered: workshop.gstRegistered ?? true });
}
