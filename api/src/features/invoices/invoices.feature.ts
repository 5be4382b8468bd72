/** Invoices: issued with their PDFs and emailed, paid (in part or in full, with receipts), resent, deleted (voided by an adjustment note once sent), exported. */
import { defineFeature } from '../../feature.js';
import { INVOICE_AUDIT_ACTIONS } from './invoice.audit.js';
import { Invoice, InvoiceDocument } from './invoice.entity.js';
import { InvoiceResolver } from './invoice.resolver.js';
import { invoiceOperations } from './invoice.operations.js';
import { invoicePaymentOperations } from './invoice-payment.operations.js';
import { PaymentForms } from './invoice-payment-forms.js';
import { InvoiceService } from './invoice.service.js';
import { InvoiceLabour } from './invoice-labour.entity.js';
import { InvoicePayment } from './invoice-payment.entity.js';
import { CreditNote } from './credit-note.entity.js';
import { InvoiceVoider } from './invoice-voiding.js';
import { InvoicePaymentService } from './invoice-payments.service.js';
import { INVOICE_TEMPLATES } from './invoice.templates.js';
import type { InvoiceEvent } from './invoice.types.js';
import { PayLinks } from './pay-links.js';
import { StripeCheckout } from './stripe-checkout.service.js';
import { stripeCheckoutOperations } from './stripe-checkout.operations.js';
import { Migration20261221020000 } from './migrations/Migration20261221020000.js';
import { Migration20261222050000 } from './migrations/Migration20261222050000.js';
import { Migration20261224011000 } from './migrations/Migration20261224011000.js';
import { Migration20261225040000 } from './migrations/Migration20261225040000.js';

declare module '../../services.js' {
  interface Services {
    invoices: InvoiceService;
    invoicePayments: InvoicePaymentService;
    /** A payment as either face sends it, read in the workshop's zone. */
    invoicePaymentForms: PaymentForms;
    /** Paying an invoice from its link through Stripe Checkout, and Stripe's webhook. */
    stripeCheckout: StripeCheckout;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** An invoice was created, re-generated, resent, paid (in part or in full), had a payment reversed, or was deleted. */
    'invoice.changed': InvoiceEvent;
  }
}

export const invoicesFeature = defineFeature({
  name: 'invoices',
  apiArea: 'invoices',
  auditActions: INVOICE_AUDIT_ACTIONS,
  entities: [Invoice, InvoiceDocument, InvoicePayment, CreditNote, InvoiceLabour],
  tables: ['invoice', 'invoice_document', 'invoice_payment', 'credit_note', 'invoice_labour'],
  // Read in SQL by the customers' search, the admin's search by number, the review requests' choice (paid invoices) and analytics (invoice_labour: hours sold).
  readModels: ['invoice', 'invoice_labour'],
  templates: INVOICE_TEMPLATES,
  migrations: [Migration20261221020000, Migration20261222050000, Migration20261224011000, Migration20261225040000],
  services: ({ config, clock, changes, services, jwtSecret }) => {
    const issuer = services.documentIssuer;
    const voider = new InvoiceVoider(issuer);
    // The Stripe account in effect is read at each use: an owner saving another needs no restart.
    const stripe = { publicUrl: config.publicUrl, account: () => services.stripeSettings.account() };
    const payLinks = new PayLinks(stripe, jwtSecret);
    const invoices = new InvoiceService({ config, clock, changes, documents: services.documents, issuer, voider, payLinks, texts: services.sms });
    const invoicePayments = new InvoicePaymentService({ config, clock, changes, issuer, invoices });
    const stripeCheckout = new StripeCheckout({ ...stripe, apiUrl: config.stripeApiUrl }, payLinks, invoices, invoicePayments);
    return { invoices, invoicePayments, invoicePaymentForms: new PaymentForms(invoicePayments, config.timeZone), stripeCheckout };
  },
  operations: [...invoiceOperations, ...invoicePaymentOperations, ...stripeCheckoutOperations],
  resolvers: [{ type: InvoiceResolver, create: ({ services, config }) => new InvoiceResolver(services.invoices, services.invoicePayments, config.timeZone) }],
});
