/** Who the documents come from: the workshop's details from configuration (no PDF code, so loading it is free). */
import type { Config } from '../../config.js';
import type { BankAccount } from '../../shared/bank-account.js';

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
}

export function pdfWorkshopOf(config: Config): PdfWorkshop {
  return {
    name: config.businessName,
    abn: config.businessAbn,
    address: config.businessAddress,
    phone: config.businessPhone,
    email: config.businessEmail,
    timeZone: config.timeZone,
    bank: config.bankAccount,
  };
}

export const TAX_INVOICE_TITLE = 'Tax Invoice';
export const INVOICE_TITLE = 'Invoice';

/** 'Tax Invoice' when the workshop has an ABN, else 'Invoice'. */
export function invoiceTitle(workshop: Pick<PdfWorkshop, 'abn'>): string {
  return workshop.abn ? TAX_INVOICE_TITLE : INVOICE_TITLE;
}
