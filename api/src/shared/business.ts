/** The workshop's public identity, as configured. */
import type { Config } from '../config.js';
import type { Business } from '../features/outbox/email-layout.js';

export function businessOf(config: Config): Business {
  return {
    name: config.businessName,
    address: config.businessAddress,
    phone: config.businessPhone,
    email: config.businessEmail,
    publicUrl: config.publicUrl,
  };
}
