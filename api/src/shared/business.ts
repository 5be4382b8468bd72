/** The workshop's public identity, as configured. */
import type { Config } from '../config.js';

export interface Business {
  name: string;
  address: string;
  phone: string;
  email: string;
  publicUrl: string;
}

export function businessOf(config: Config): Business {
  return {
    name: config.businessName,
    address: config.businessAddress,
    phone: config.businessPhone,
    email: config.businessEmail,
    publicUrl: config.publicUrl,
  };
}
