/** Job invoicing: Complete Job & Generate Invoice and Re-generate Invoice, one command each, and a deleted invoice reopening its card. */
import { defineFeature } from '../../feature.js';
import { JOB_INVOICING_AUDIT_ACTIONS } from './job-invoicing.audit.js';
import { JobInvoicingResolver } from './job-invoicing.resolver.js';
import { jobInvoicingOperations } from './job-invoicing.operations.js';
import { JobInvoicingService, reopenWhenInvoiceDeleted } from './job-invoicing.service.js';

declare module '../../services.js' {
  interface Services {
    jobInvoicing: JobInvoicingService;
  }
}

export const jobInvoicingFeature = defineFeature({
  name: 'job-invoicing',
  apiArea: 'invoices',
  auditActions: JOB_INVOICING_AUDIT_ACTIONS,
  tables: [],
  services({ services, changes, clock }) {
    services.invoices.whenJobCardInvoiceDeleted(reopenWhenInvoiceDeleted(services.jobcards, services.parts));
    // A refused delete of an Invoiced card names its invoice.
    services.jobcards.useInvoiceNumberOf(async (tx, jobCardId) => (await services.invoices.ofJobCard(tx, jobCardId))?.invoiceNumber ?? null);
    return {
      jobInvoicing: new JobInvoicingService({
        jobcards: services.jobcards,
        invoices: services.invoices,
        changes,
        clock,
        documentIssuer: services.documentIssuer,
        pricing: () => services.settings.profile(),
        missingForInvoices: () => services.settings.missingForInvoices(),
        parts: services.parts,
      }),
    };
  },
  operations: jobInvoicingOperations,
  resolvers: [{ type: JobInvoicingResolver, create: ({ services }) => new JobInvoicingResolver(services.jobInvoicing, services.invoices) }],
});
