/** The workshop's public identity, as configured. */
import type { Config } from '../config.js';
import type { BankAccount } from './bank-account.js';

export interface Business {
  name: string;
  address: string;
  phone: string;
  email: string;
  publicUrl: string;
  /** Where customers pay by bank transfer; null when not configured. */
  bank: BankAccount | null;
}

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
