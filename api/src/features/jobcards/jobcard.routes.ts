/** The documented REST paths of job cards (admin), the signing link and the quote link (public). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonBody, validateBody } from '../../edge/validate.js';
import { centsToDollars } from '../../shared/money.js';
import { pdfRoutes } from '../documents/public.js';
import type { DocumentService } from '../documents/document.service.js';
import { sendJsonArray } from '../../edge/json-stream.js';
import { asksForPage, nextPageLink } from '../../shared/paging.js';
import type { Caller, JobCardCustomerService } from './jobcard-customer.service.js';
import { jobCardJson, publicQuoteJson, quoteJson } from './jobcard.json.js';
import { CARD_VEHICLE_FIELDS, CreateJobCardInput, GenerateQuoteInput, UpdateJobCardInput } from './jobcard.inputs.js';
import type { JobCardService } from './jobcard.service.js';
import type { JobStatus } from './jobcard-status.js';

const admin = { config: { admin: true as const } };
const publicWrite = { config: { publicWrite: true } };
// A drawn signature may be up to 1 MB of PNG, i.e. ~1.4 MB of base64: let it reach the check
// that answers with a clear message.
const signingBody = { ...publicWrite, bodyLimit: 2 * 1024 * 1024 };

type Id = { Params: { id: string } };

export function callerOf(request: FastifyRequest): Caller {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : '' };
}

export function jobCardRoutes(app: FastifyInstance, jobcards: JobCardService, customer: JobCardCustomerService, documents: DocumentService): void {
  // The card's signed terms PDF, opened in a new tab with ?token= (the session's,
  // or a one-document token for exactly this card's PDF).
  pdfRoutes(app, documents, { view: '/api/admin/jobcards/view-pdf/:id', download: '/api/admin/jobcards/download-pdf/:id', param: 'id' }, (em, id) =>
    jobcards.signedDocumentId(em, id),
  );

  // The whole filtered list, newest first, streamed page after page. With `limit`
  // (1–500) or `cursor`: one page, and `Link: <…>; rel="next"` points to the next one.
  app.get<{ Querystring: Record<string, string | undefined> }>('/api/admin/jobcards', admin, async (request, reply) => {
    const { customerName, carRego, status, limit, cursor } = request.query;
    // An unknown status is refused by the service (400).
    const filter = { customerName, carRego, status: (status || null) as JobStatus | null };
    if (!asksForPage(request.query)) return sendJsonArray(reply, jobcards.every(request.em, filter), jobCardJson);
    const page = await jobcards.page(request.em, filter, { limit, after: cursor });
    const link = nextPageLink('/api/admin/jobcards', request.query, page.nextCursor);
    if (link) reply.header('link', link);
    return page.items.map(jobCardJson);
  });

  app.post('/api/admin/jobcards', admin, async (request, reply) => {
    const input = await validateBody(CreateJobCardInput, request.body, ['customerName', 'customerEmail', 'carRego', 'customerPhone', 'customerComplaint', ...CARD_VEHICLE_FIELDS]);
    return reply.code(201).send(jobCardJson(await jobcards.create(request.em, input)));
  });

  // 'Start job card' on a booking (201), or 409 with the jobCardId it already has.
  app.post<Id>('/api/admin/appointments/:id/jobcard', admin, async (request, reply) => {
    const card = await jobcards.startFromAppointment(request.em, request.params.id, jsonBody(request).sendPolicy);
    return reply.code(201).send(jobCardJson(card));
  });

  app.get<Id>('/api/admin/jobcards/:id', admin, async (request) => jobCardJson(await jobcards.get(request.em, request.params.id)));

  app.put<Id>('/api/admin/jobcards/:id', admin, async (request) => {
    const input = await validateBody(UpdateJobCardInput, request.body, ['finalItems', 'mechanicNotes', 'workshopNotes', 'status', 'customerEmail', 'customerPhone', 'revision', 'odometerConfirmed', ...CARD_VEHICLE_FIELDS]);
    return jobCardJson(await jobcards.update(request.em, request.params.id, input));
  });

  app.delete<Id>('/api/admin/jobcards/:id', admin, async (request) => ({ message: await jobcards.delete(request.em, request.params.id) }));

  app.post<Id>('/api/admin/jobcards/:id/generate-quote', admin, async (request) => {
    const input = await validateBody(GenerateQuoteInput, request.body, ['items', 'notes', 'gstIncludedInEstimate', 'gstPercent']);
    const { message, quote } = await jobcards.generateQuote(request.em, request.params.id, input);
    return { message, quote: quoteJson(quote) };
  });

  app.get<Id>('/api/jobcards/sign/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const view = await customer.signingView(request.em, request.params.id);
    return { ...view, termsAcceptance: { ...view.termsAcceptance, timestamp: view.termsAcceptance.timestamp?.toISOString() ?? null } };
  });

  app.post<Id>('/api/jobcards/sign/:id', signingBody, async (request) => {
    const { signatureDataUrl, signedName } = jsonBody(request);
    return { message: await customer.sign(request.em, request.params.id, { signatureDataUrl, signedName }, callerOf(request)) };
  });

  app.get<Id>('/api/quotes/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const quote = await customer.quote(request.em, request.params.id);
    return { ...publicQuoteJson(quote), ...(await customer.quoteSectionsOf(request.em, quote)) };
  });

  // `name`: the customer's, required. `{ lines: [indexes] }` approves those lines only; without it, the whole quote. `note`: the customer's, optional.
  app.post<Id>('/api/quotes/:id/approve', publicWrite, async (request) => {
    const body = jsonBody(request);
    const { message, quote } = await customer.decide(request.em, request.params.id, 'approved', body.note, callerOf(request), body.lines, body.name);
    return {
      message,
      approvedLines: quote.approvedLines ?? null,
      approvedTotal: centsToDollars(quote.approvedTotalCents ?? quote.totalCents),
      approvedByName: quote.decidedByName ?? null,
    };
  });

  app.post<Id>('/api/quotes/:id/decline', publicWrite, async (request) => {
    const body = jsonBody(request);
    return { message: (await customer.decide(request.em, request.params.id, 'declined', body.note, callerOf(request), undefined, body.name)).message };
  });
}
