/** Invoicing a job card (admin): Complete Job & Generate Invoice, its preview, and Re-generate Invoice. */
import { json, messageSchema } from '../../shared/json-schema.js';
import { arg, defineOperation, type ArgSpec, type Http } from '../../edge/operation.js';
import { jsonBody, validateBody } from '../../edge/validate.js';
import { AppError } from '../../shared/errors.js';
import { invoiceJson, invoiceSchema, ownerMayOverride } from '../invoices/public.js';
import { InvoiceResult } from '../invoices/invoice.types.js';
import { JobCardItemInput } from '../jobcards/public.js';
import { CompletionFacts } from './completion-preview.js';
import { CompleteJobInput } from './job-invoicing.inputs.js';

const jobCardParam = ({ request }: Http) => (request.params as { id: string }).id;

const resultJson = ({ message, invoice }: InvoiceResult) => ({ message, invoice: invoiceJson(invoice) });

export const jobInvoicingOperations = [
  defineOperation({
    name: 'completeJobAndInvoice',
    kind: 'mutation',
    access: 'staff',
    description: 'Complete Job & Generate Invoice: the card becomes Invoiced, its invoice is stored and emailed (admin).',
    args: {
      jobCardId: arg.id(),
      gstIncluded: {
        type: () => Boolean,
        nullable: true,
        description: 'True when the prices include GST; absent: an approved quote’s basis, else the workshop’s pricing setting. An approved quote’s basis always wins.',
      } as ArgSpec<boolean | null | undefined>,
      finalItems: { type: () => [JobCardItemInput], nullable: true, description: 'Absent: the card’s saved lines.' } as ArgSpec<JobCardItemInput[] | null | undefined>,
      mechanicNotes: { ...arg.optionalString(), description: 'Absent: the card’s saved notes.' } as ArgSpec<string | null | undefined>,
      purchaseOrder: {
        ...arg.optionalString(),
        description: 'The customer’s purchase order number (up to 50 characters); required when the customer needs one on their invoices.',
      } as ArgSpec<string | null | undefined>,
      overrideCreditLimit: {
        type: () => Boolean,
        nullable: true,
        read: (v: unknown) => (typeof v === 'boolean' ? v : undefined),
        description: 'True (owners only) to issue it even when it takes an account customer’s unpaid invoices over their credit limit.',
      } as ArgSpec<boolean | null | undefined>,
    },
    result: () => InvoiceResult,
    run: ({ em, services, caller }, { jobCardId, gstIncluded, finalItems, mechanicNotes, purchaseOrder, overrideCreditLimit }) => {
      ownerMayOverride(overrideCreditLimit, caller);
      return services.jobInvoicing.completeJob(em, jobCardId, Object.assign(new CompleteJobInput(), { gstIncludedInEstimate: gstIncluded, finalItems, mechanicNotes, purchaseOrder, overrideCreditLimit }));
    },
    rest: {
      // The body is the CompleteJobInput (gstIncludedInEstimate, finalItems, mechanicNotes, purchaseOrder), all optional.
      method: 'POST',
      path: '/api/admin/jobcards/:id/complete-and-invoice',
      args: async (http) => {
        const input = await validateBody(CompleteJobInput, jsonBody(http.request), ['gstIncludedInEstimate', 'finalItems', 'mechanicNotes', 'purchaseOrder', 'overrideCreditLimit']);
        return { jobCardId: jobCardParam(http), gstIncluded: input.gstIncludedInEstimate, finalItems: input.finalItems, mechanicNotes: input.mechanicNotes, purchaseOrder: input.purchaseOrder, overrideCreditLimit: input.overrideCreditLimit };
      },
      present: resultJson,
      answer: json.extend(messageSchema, { invoice: invoiceSchema }),
    },
  }),
  defineOperation({
    name: 'jobCompletionPreview',
    kind: 'query',
    access: 'staff',
    description:
      'What Complete Job & Generate Invoice would issue from the card’s saved lines: totals, basis, declined and added lines, missing business details (admin; issues nothing).',
    args: { jobCardId: arg.id() },
    result: () => CompletionFacts,
    run: ({ em, services }, { jobCardId }) => services.jobInvoicing.preview(em, jobCardId),
  }),
  defineOperation({
    name: 'regenerateInvoice',
    kind: 'mutation',
    access: 'staff',
    description: 'Re-generate Invoice (Invoiced cards only): a fresh PDF with the same number, emailed again unless email is false; earlier PDFs are kept (admin).',
    args: { jobCardId: arg.id(), email: { ...arg.boolean(), nullable: true, description: 'Email the new PDF to the customer (default true).' } as ArgSpec<boolean | null | undefined> },
    result: () => InvoiceResult,
    run: ({ em, services }, { jobCardId, email }) => services.jobInvoicing.regenerate(em, jobCardId, { email: email ?? true }),
    rest: {
      // No body (the new PDF is emailed); `{ email: false }` stores it without emailing.
      method: 'POST',
      path: '/api/admin/jobcards/:id/regenerate-invoice',
      args: (http) => {
        const { email } = jsonBody(http.request);
        if (email !== undefined && typeof email !== 'boolean') throw AppError.badInput('email must be true or false.');
        return { jobCardId: jobCardParam(http), email };
      },
      present: resultJson,
      answer: json.extend(messageSchema, { invoice: invoiceSchema }),
    },
  }),
];
