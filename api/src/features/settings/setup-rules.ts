/** What a compliant first invoice needs of the business details, in words an owner reads. */
import type { WorkshopProfile } from '../../shared/business.js';

export const MISSING = {
  name: 'Business name',
  abn: 'ABN (or choose ‘not registered for GST’)',
  address: 'Business address',
  bank: 'Payment details (bank account name, BSB and account number)',
} as const;

/** The details still missing before a tax invoice can be issued; empty when none is. */
export function missingForInvoicesOf(profile: Pick<WorkshopProfile, 'name' | 'abn' | 'gstRegistered' | 'address' | 'bank'>): string[] {
  const missing: string[] = [];
  if (!profile.name.trim()) missing.push(MISSING.name);
  if (profile.gstRegistered && !profile.abn.trim()) missing.push(MISSING.abn);
  if (!profile.address.trim()) missing.push(MISSING.address);
  if (!profile.bank) missing.push(MISSING.bank);
  return missing;
}
