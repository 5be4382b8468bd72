/** Job cards: the card, its items and notes, the customer's signing of the terms, quotes and their approval. */
import { defineFeature } from '../../feature.js';
import { JOBCARD_AUDIT_ACTIONS } from './jobcard.audit.js';
import { JobCardCustomerService } from './jobcard-customer.service.js';
import { AppointmentJobCardResolver } from './appointment-jobcard.resolver.js';
import { JobCard } from './jobcard.entity.js';
import { JobCardResolver } from './jobcard.resolver.js';
import { jobCardOperations } from './jobcard.operations.js';
import { jobCardPublicOperations } from './jobcard-public.operations.js';
import { JobCardService } from './jobcard.service.js';
import { JobCardSaveWriter } from './jobcard-save-writer.js';
import { JOBCARD_TEMPLATES } from './jobcard.templates.js';
import { Migration20261222030000 } from './migrations/Migration20261222030000.js';
import type { JobCardEvent } from './jobcard.types.js';
import { Quote } from './quote.entity.js';
import { workshopPricesIncludeGst } from './pricing-basis.js';

declare module '../../services.js' {
  interface Services {
    jobcards: JobCardService;
    jobcardCustomer: JobCardCustomerService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** A job card or one of its quotes changed (staff edit, signature, quote sent or decided). */
    'jobcard.changed': JobCardEvent;
  }
}

export const jobcardsFeature = defineFeature({
  name: 'jobcards',
  apiArea: 'jobcards',
  auditActions: JOBCARD_AUDIT_ACTIONS,
  entities: [JobCard, Quote],
  tables: ['job_card', 'quote'],
  migrations: [Migration20261222030000],
  // Read in SQL by the customers' search and the diary's range (each booking with its card).
  readModels: ['job_card'],
  templates: JOBCARD_TEMPLATES,
  services({ config, clock, changes, db, services }) {
    const issuer = services.documentIssuer;
    return {
      jobcards: new JobCardService({
        config,
        clock,
        changes,
        issuer,
        profile: () => services.documents.profile(),
        chargesGst: async () => (await services.documents.profile()).gstRegistered,
        pricesIncludeGst: async () => workshopPricesIncludeGst(await services.documents.profile()),
        saves: new JobCardSaveWriter(db.orm.em, { bound: !db.embedded, also: () => [services.webhooks.savedCardRows()] }),
        webhooks: services.webhooks,
        readLines: (em, raw, edge, rules) => services.documents.readLines(em, raw, edge, rules),
        texts: services.sms,
        hours: () => services.settings.openingHours(),
      }),
      jobcardCustomer: new JobCardCustomerService({
        config,
        clock,
        changes,
        issuer,
        warranty: async () => {
          const profile = await services.documents.profile();
          return { months: profile.warrantyMonths, km: profile.warrantyKm };
        },
      }),
    };
  },
  operations: [...jobCardOperations, ...jobCardPublicOperations],
  resolvers: [
    { type: JobCardResolver, create: ({ services }) => new JobCardResolver(services.jobcards) },
    { type: AppointmentJobCardResolver, create: () => new AppointmentJobCardResolver() },
  ],
});
