/** The documented REST paths of invoices (admin). */
import { requireOwner } from '../../edge/admin.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonBody, validateBody } from '../../edge/validate.js';
import { AppError } from '../../shared/errors.js';
import { sendJsonArray } from '../../edge/json-stream.js';
import { asksForPage, nextPageLink } from '../../shared/paging.js';
import { pdfRoutes } from '../documents/public.js';
import type { DocumentService } from '../documents/document.service.js';
import { invoiceJson } from './invoice.json.js';
import { GenerateInvoiceInput, readIncludeVoided, readStatusFilter } from './invoice.inputs.js';
import type { InvoiceService } from './invoice.service.js';
import type { Invoice } from './invoice.entity.js';
import type { InvoicePaymentService } from './invoice-payments.service.js';
import { readRestPayment } from './invoice-payment.inputs.js';
import type { ExportFormat } from './invoice-csv.js';
import { exportScope, readAmounts, readRange } from './invoice-links.js';

const admin = { config: { admin: true as const } };

type Num = { Params: { invoiceNumber: string } };
type Query = { Querystring: Record<string, string | string[] | undefined> };
type Export = { Params: { format: string }; Querystring: Record<string, string | string[] | undefined> };

function readFormat(value: string): ExportFormat {
  if (value === 'xero' || value === 'plain') return value;
  throw AppError.notFound('Unknown export: use /api/admin/invoices/export/xero or /api/admin/invoices/export/plain.');
}

/** The export a request asks for: format, date range and (Xero) kind of prices. */
function exportRequest(request: FastifyRequest) {
  const q = request.query as Export['Querystring'];
  const format = readFormat((request.params as Export['Params']).format);
  const range = readRange(single(q.from, 'from'), single(q.to, 'to'));
  const amounts = format === 'xero' ? readAmounts(single(q.amounts, 'amounts')) : null;
  return { format, range, amounts };
}

function single(value: string | string[] | undefined, name: string): string | undefined {
  if (Array.isArray(value)) throw AppError.badInput(`${name} must be given once.`);
  return value;
}

/** The `Link` header of a page: the same query with the next cursor. */
function linkNext(request: FastifyRequest, reply: FastifyReply, nextCursor: string | null): void {
  const link = nextPageLink('/api/admin/invoices', request.query as Record<string, unknown>, nextCursor);
  if (link) reply.header('link', link);
}

interface InvoiceRouteDeps {
  invoices: InvoiceService;
  payments: InvoicePaymentService;
  documents: DocumentService;
  timeZone: string;
}

export function invoiceRoutes(app: FastifyInstance, { invoices, payments, documents, timeZone }: InvoiceRouteDeps): void {
  /** An invoice as GET /api/admin/invoices/{n} answers it: with its PDFs and payments. */
  const detailJson = async (request: FastifyRequest, invoice: Invoice) =>
    invoiceJson(invoice, {
      documents: await invoices.documentsOf(request.em, invoice),
      payments: await payments.paymentsOf(request.em, invoice),
      creditNote: await invoices.creditNoteOf(request.em, invoice),
    });

  // The invoice's PDF opened in a new tab with ?token= (the session's, or a
  // one-document token for this invoice's current PDF).
  pdfRoutes(
    app,
    documents,
    { view: '/api/admin/invoices/view/:invoiceNumber', download: '/api/admin/invoices/download/:invoiceNumber', param: 'invoiceNumber' },
    (em, invoiceNumber) => invoices.pdfDocumentId(em, invoiceNumber),
  );

  // The accountant's CSV exports of a date range, opened in a new tab with ?token= (the session's,
  // or the 5-minute token of the invoiceExportLink mutation for exactly this export).
  app.get<Export>(
    '/api/admin/invoices/export/:format',
    {
      config: {
        admin: 'query-token',
        document: (request) => {
          const { format, range, amounts } = exportRequest(request);
          return exportScope(format, range, amounts);
        },
      },
    },
    async (request, reply) => {
      const { format, range, amounts } = exportRequest(request);
      const file = await invoices.exportCsv(request.em, format, range, amounts);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-invoice-count', String(file.invoices))
        .send(file.csv);
    },
  );

  // The whole filtered history, newest first, streamed page after page. With `limit`
  // (1–500) or `cursor`: one page, and `Link: <…>; rel="next"` points to the next one.
  app.get<Query>('/api/admin/invoices', admin, async (request, reply) => {
    const q = request.query;
    const filter = {
      customerName: single(q.customerName, 'customerName'),
      carRego: single(q.carRego, 'carRego'),
      invoiceNumber: single(q.invoiceNumber, 'invoiceNumber'),
      status: readStatusFilter(single(q.status, 'status')),
      includeVoided: readIncludeVoided(single(q.includeVoided, 'includeVoided')),
    };
    const paging = { limit: single(q.limit, 'limit'), cursor: single(q.cursor, 'cursor') };
    if (!asksForPage(paging)) return sendJsonArray(reply, invoices.every(request.em, filter), (i) => invoiceJson(i));
    const page = await invoices.list(request.em, filter, { limit: paging.limit, after: paging.cursor });
    linkNext(request, reply, page.nextCursor);
    return page.items.map((i) => invoiceJson(i));
  });

  // A voided invoice (deleted after it was sent) only with ?includeVoided=true: for staff it was deleted.
  app.get<Num & Query>('/api/admin/invoices/:invoiceNumber', admin, async (request) => {
    const includeVoided = readIncludeVoided(single(request.query.includeVoided, 'includeVoided'));
    return detailJson(request, await invoices.get(request.em, request.params.invoiceNumber, { includeVoided }));
  });

  app.post('/api/admin/generate-invoice', admin, async (request, reply) => {
    const input = await validateBody(GenerateInvoiceInput, request.body, [
      'customerEmail',
      'customerName',
      'carRego',
      'phoneNumber',
      'invoiceItems',
      'notes',
      'gstPercentage',
      'gstIncluded',
    ]);
    const { message, invoice } = await invoices.create(request.em, input);
    return reply.code(201).send({ message, invoice: invoiceJson(invoice) });
  });

  app.post<Num>('/api/admin/invoices/resend-email/:invoiceNumber', admin, async (request) => {
    const { message, invoice } = await invoices.resend(request.em, request.params.invoiceNumber, jsonBody(request).additionalEmails);
    return { message, invoice: invoiceJson(invoice) };
  });

  // Marked paid, with an optional `{ method, paidAt, reference }` (default: EFTPOS, today).
  app.post<Num>('/api/admin/invoices/mark-as-paid/:invoiceNumber', admin, async (request) => {
    const details = readRestPayment(jsonBody(request), payments.today(), timeZone, { amount: false });
    const { message, invoice } = await payments.markPaid(request.em, request.params.invoiceNumber, details, request.admin!.username);
    return { message, invoice: await detailJson(request, invoice) };
  });

  app.post<Num>('/api/admin/invoices/:invoiceNumber/payments', admin, async (request, reply) => {
    const input = readRestPayment(jsonBody(request), payments.today(), timeZone, { amount: true });
    const { message, invoice } = await payments.record(request.em, request.params.invoiceNumber, input, request.admin!.username);
    return reply.code(201).send({ message, invoice: await detailJson(request, invoice) });
  });

  // Owners only.
  app.delete<{ Params: { invoiceNumber: string; paymentId: string } }>('/api/admin/invoices/:invoiceNumber/payments/:paymentId', admin, async (request) => {
    requireOwner(request.admin);
    const { message, invoice } = await payments.reverse(request.em, request.params.invoiceNumber, request.params.paymentId, request.admin!.username);
    return { message, invoice: await detailJson(request, invoice) };
  });

  // One with money on it (a payment, or Paid): owners only (403).
  app.delete<Num>('/api/admin/invoices/:invoiceNumber', admin, async (request) => ({
    message: await invoices.delete(request.em, request.params.invoiceNumber, request.admin!),
  }));
}
