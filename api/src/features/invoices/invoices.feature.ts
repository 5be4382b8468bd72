/** Invoices: issued with their PDFs and emailed, paid, resent, deleted, exported. */
import { defineFeature } from '../../feature.js';
import { InvoiceIssuer } from './invoice-issuer.js';
import { InvoiceLinks } from './invoice-links.js';
import { Invoice, InvoiceDocument } from './invoice.entity.js';
import { InvoiceResolver } from './invoice.resolver.js';
import { invoiceRoutes } from './invoice.routes.js';
import { InvoiceService } from './invoice.service.js';
import { INVOICE_TEMPLATES } from './invoice.templates.js';

declare module '../../feature.js' {
  interface Services {
    invoices: InvoiceService;
  }
}

export type InvoiceChangeKind = 'created' | 'regenerated' | 'resent' | 'paid' | 'deleted';

declare module '../../shared/pubsub.js' {
  interface Events {
    /** An invoice was created, re-generated, resent, paid or deleted. */
    'invoice.changed': { invoiceNumber: string; kind: InvoiceChangeKind };
  }
}

export const invoicesFeature = defineFeature({
  name: 'invoices',
  entities: [Invoice, InvoiceDocument],
  templates: INVOICE_TEMPLATES,
  services: ({ config, clock, changes, services }) => ({
    invoices: new InvoiceService({ config, clock, changes, issuer: new InvoiceIssuer(config, clock, services.documents) }),
  }),
  resolvers: [
    {
      type: InvoiceResolver,
      create: ({ services, config }) => new InvoiceResolver(services.invoices, new InvoiceLinks(services.invoices, services.documents.links), config.timeZone),
    },
  ],
  routes: (app, { services }) => invoiceRoutes(app, services.invoices, services.documents),
});
