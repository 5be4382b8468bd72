/** The documented REST paths of invoicing a job card (admin). */
import type { FastifyInstance } from 'fastify';
import { jsonBody, validateBody } from '../../edge/validate.js';
import { AppError } from '../../shared/errors.js';
import { invoiceJson } from '../invoices/public.js';
import { CompleteJobInput } from './job-invoicing.inputs.js';
import type { JobInvoicingService } from './job-invoicing.service.js';

const admin = { config: { admin: true as const } };

type Id = { Params: { id: string } };

export function jobInvoicingRoutes(app: FastifyInstance, invoicing: JobInvoicingService): void {
  app.post<Id>('/api/admin/jobcards/:id/complete-and-invoice', admin, async (request) => {
    const input = await validateBody(CompleteJobInput, request.body ?? {}, ['gstIncludedInEstimate', 'finalItems', 'mechanicNotes']);
    const { message, invoice } = await invoicing.completeJob(request.em, request.params.id, input);
    return { message, invoice: invoiceJson(invoice) };
  });

  app.post<Id>('/api/admin/jobcards/:id/regenerate-invoice', admin, async (request) => {
    // No body (the new PDF is emailed); `{ email: false }` stores it without emailing.
    const { email } = jsonBody(request);
    if (email !== undefined && typeof email !== 'boolean') throw AppError.badInput('email must be true or false.');
    const { message, invoice } = await invoicing.regenerate(request.em, request.params.id, { email: email as boolean | undefined });
    return { message, invoice: invoiceJson(invoice) };
  });
}
