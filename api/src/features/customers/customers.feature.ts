/** Customers: one record per person, matched by the database; the customer list, page, edit and merge. */
import { defineFeature } from '../../feature.js';
import { CUSTOMER_AUDIT_ACTIONS } from './customer.audit.js';
import { Customer, CustomerKey } from './customer.entity.js';
import { customerOperations } from './customer.operations.js';
import { CustomerService } from './customer.service.js';
import { Migration20261224010000 } from './migrations/Migration20261224010000.js';
import { Migration20261226030000 } from './migrations/Migration20261226030000.js';

declare module '../../services.js' {
  interface Services {
    customers: CustomerService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** A customer was edited, or `mergedId` was merged into it. */
    'customer.changed': { id: string; mergedId?: string };
  }
}

export const customersFeature = defineFeature({
  name: 'customers',
  apiArea: 'customers',
  auditActions: CUSTOMER_AUDIT_ACTIONS,
  entities: [Customer, CustomerKey],
  tables: ['customer', 'customer_key'],
  // Read in SQL by a staff booking's check of its customer and the reminders' choices (name, email, unsubscribed).
  readModels: ['customer'],
  migrations: [Migration20261224010000, Migration20261226030000],
  services: ({ changes, clock, config, services }) => ({
    customers: new CustomerService({ changes, clock, jobcards: services.jobcards, timeZone: config.timeZone }),
  }),
  operations: customerOperations,
});
