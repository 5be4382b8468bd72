/** Who the documents come from: the workshop's profile (settings) and zone (no PDF code, so loading it is free). */
import { invoiceTitleOf, type WorkshopProfile } from '../../shared/business.js';

/**
 * What a document prints of the workshop: its profile's identity and contact (bank: for payment by
 * bank transfer, none when not configured), the rules a document follows (absent: GST registered, due
 * on completion, no footer), the warranty every invoice states (absent: none stated), and the zone its
 * dates are printed in.
 */
export type PdfWorkshop = Pick<WorkshopProfile, 'name' | 'abn' | 'address' | 'phone' | 'email'> &
  Partial<Pick<WorkshopProfile, 'bank' | 'payId' | 'gstRegistered' | 'paymentTermsDays' | 'documentFooter'>> & {
    timeZone: string;
    warranty?: { months: number; km: number } | null;
  };

export function pdfWorkshopOf(profile: WorkshopProfile, timeZone: string): PdfWorkshop {
  return {
    name: profile.name,
    abn: profile.abn,
    address: profile.address,
    phone: profile.phone,
    email: profile.email,
    timeZone,
    bank: profile.bank,
    payId: profile.payId,
    gstRegistered: profile.gstRegistered,
    paymentTermsDays: profile.paymentTermsDays,
    documentFooter: profile.documentFooter,
    warranty: { months: profile.warrantyMonths, km: profile.warrantyKm },
  };
}

/** 'Tax Invoice' from a GST-registered workshop with an ABN, else 'Invoice'. */
export function invoiceTitle(workshop: Pick<PdfWorkshop, 'abn' | 'gstRegistered'>): string {
  return invoiceTitleOf({ abn: workshop.abn, gstRegistered: workshop.gstRegistered ?? true });
}
