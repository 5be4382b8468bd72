/**
 * Invoices (admin): the Invoice History (a page, or over REST the whole filtered history streamed),
 * one invoice, Generate New Invoice, resend, delete, the PDF and export links and files; each
 * operation's GraphQL field and REST route.
 */
import { json, messageSchema } from '../../shared/json-schema.js';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../edge/admin.js';
import { sendJsonArray } from '../../edge/json-stream.js';
import { arg, defineOperation, type ArgSpec, type Http } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { itemsWithNextLink, queryValue } from '../../edge/rest-args.js';
import { validateBody } from '../../edge/validate.js';
import { AppError } from '../../shared/errors.js';
import { PageArgs } from '../../shared/page-type.js';
import { asksForPage, type Page } from '../../shared/paging.js';
import { DocumentDisposition, DocumentLinkResult, pdfOperations } from '../documents/public.js';
import type { ExportFormat, ExportRange, XeroAmounts as XeroAmountsValue } from './invoice-csv.js';
import { detailOf } from './invoice-detail.js';
import { ownerMayOverride } from './credit-limit-override.js';
import { exportScope, InvoiceLinks, readAmounts, readRange } from './invoice-links.js';
import { Invoice } from './invoice.entity.js';
import { GenerateInvoiceInput, InvoiceFilter, readIncludeVoided, readStatusFilter } from './invoice.inputs.js';
import { invoiceJson, invoiceSchema } from './invoice.json.js';
import { InvoiceExportFormat, InvoiceExportSummary, InvoicePage, InvoiceResult, XeroAmounts } from './invoice.types.js';

const numberOf = (request: FastifyRequest) => (request.params as { invoiceNumber: string }).invoiceNumber;
const linksOf = (services: Parameters<typeof detailOf>[0]['services']) => new InvoiceLinks(services.invoices, services.documents.links);
/** A REST-only argument, read by the route's own args(). */
const given = <T>(): ArgSpec<T> => ({ type: () => String });

function readFormat(value: string): ExportFormat {
  if (value === 'xero' || value === 'plain') return value;
  throw AppError.notFound('Unknown export: use /api/admin/invoices/export/xero or /api/admin/invoices/export/plain.');
}

/** The export a request asks for: format, date range and (Xero) kind of prices. */
function exportRequest(http: Http) {
  const format = readFormat((http.request.params as { format: string }).format);
  const range = readRange(queryValue(http, 'from'), queryValue(http, 'to'));
  const amounts = format === 'xero' ? readAmounts(queryValue(http, 'amounts')) : null;
  return { format, range, amounts };
}

export const invoiceOperations = [
  defineOperation({
    name: 'invoices',
    kind: 'query',
    access: 'staff',
    description: 'Invoice History, newest first, filtered, one page at a time (admin). limit: 1 to 500, default 100.',
    args: { filter: arg.optionalInput(InvoiceFilter), page: arg.flat(PageArgs) },
    result: () => InvoicePage,
    run: ({ em, services }, { filter, page }) => services.invoices.list(em, filter ?? {}, page),
  }),
  defineOperation({
    // The whole filtered history, newest first, streamed page after page. With `limit` (1–500) or
    // `cursor`: one page, and `Link: <…>; rel="next"` points to the next one.
    name: 'invoiceHistory',
    kind: 'query',
    only: 'rest',
    access: 'staff',
    description: 'Invoice History, newest first, filtered: all of it, or one page at a time (admin).',
    args: { filter: given<InvoiceFilter>(), paging: given<{ limit?: string; cursor?: string }>() },
    result: () => Boolean,
    run: async ({ em, services }, { filter, paging }): Promise<{ pages: AsyncIterable<Invoice[]> } | { page: Page<Invoice> }> =>
      asksForPage(paging) ? { page: await services.invoices.list(em, filter, { limit: paging.limit, after: paging.cursor }) } : { pages: services.invoices.every(em, filter) },
    rest: {
      method: 'GET',
      path: '/api/admin/invoices',
      args: (http) => ({
        filter: {
          customerName: queryValue(http, 'customerName'),
          carRego: queryValue(http, 'carRego'),
          invoiceNumber: queryValue(http, 'invoiceNumber'),
          status: readStatusFilter(queryValue(http, 'status')),
          includeVoided: readIncludeVoided(queryValue(http, 'includeVoided')),
        },
        paging: { limit: queryValue(http, 'limit'), cursor: queryValue(http, 'cursor') },
      }),
      present: (answer, http) => ('pages' in answer ? sendJsonArray(http.reply, answer.pages, (i) => invoiceJson(i)) : itemsWithNextLink(answer.page, http, (i) => invoiceJson(i))),
      answer: json.array(invoiceSchema),
    },
  }),
  defineOperation({
    name: 'invoice',
    kind: 'query',
    access: 'staff',
    description: 'One invoice by its number, e.g. "INV-000123" (admin); a voided one only with includeVoided.',
    args: { invoiceNumber: arg.string(), includeVoided: { ...arg.boolean(), defaultValue: false } },
    result: () => Invoice,
    run: async (call, { invoiceNumber, includeVoided }) => {
      const invoice = await call.services.invoices.get(call.em, invoiceNumber, { includeVoided });
      return { invoice, detail: detailOf(call, invoice) };
    },
    graphql: ({ invoice }) => invoice,
    rest: {
      // A voided invoice (deleted after it was sent) only with ?includeVoided=true: for staff it was deleted.
      method: 'GET',
      path: '/api/admin/invoices/:invoiceNumber',
      args: (http) => ({ invoiceNumber: numberOf(http.request), includeVoided: readIncludeVoided(queryValue(http, 'includeVoided')) }),
      present: ({ detail }) => detail(),
      answer: invoiceSchema,
    },
  }),
  defineOperation({
    name: 'invoiceExportSummary',
    kind: 'query',
    access: 'staff',
    description: 'How many invoices were issued from `from` to `to` (yyyy-MM-dd, inclusive), by kind of price (admin).',
    args: { from: arg.string(), to: arg.string() },
    result: () => InvoiceExportSummary,
    run: ({ em, services }, { from, to }) => services.invoices.exportSummary(em, readRange(from, to)),
  }),
  defineOperation({
    name: 'generateInvoice',
    kind: 'mutation',
    access: 'staff',
    description: 'Generate New Invoice: stores it with its PDF and emails it to the customer (admin).',
    args: { input: arg.input(GenerateInvoiceInput) },
    result: () => InvoiceResult,
    run: ({ em, services, caller }, { input }) => {
      ownerMayOverride(input.overrideCreditLimit, caller);
      return services.invoices.create(em, input);
    },
    rest: {
      method: 'POST',
      path: '/api/admin/generate-invoice',
      status: 201,
      args: async ({ request }) => ({
        input: await validateBody(GenerateInvoiceInput, request.body, ['customerEmail', 'customerName', 'carRego', 'phoneNumber', 'invoiceItems', 'notes', 'gstPercentage', 'gstIncluded', 'purchaseOrder', 'overrideCreditLimit']),
      }),
      present: ({ message, invoice }) => ({ message, invoice: invoiceJson(invoice) }),
      answer: json.extend(messageSchema, { invoice: invoiceSchema }),
    },
  }),
  defineOperation({
    name: 'resendInvoice',
    kind: 'mutation',
    access: 'staff',
    description: 'Emails the invoice (stored PDF attached) to the customer and any additional addresses (admin).',
    // REST: `additionalEmails` as sent (a list, or text separated by commas), read by the service.
    args: { invoiceNumber: arg.string(), additionalEmails: { type: () => [String], nullable: true } as ArgSpec<unknown> },
    result: () => InvoiceResult,
    run: ({ em, services }, { invoiceNumber, additionalEmails }) => services.invoices.resend(em, invoiceNumber, additionalEmails ?? []),
    rest: {
      method: 'POST',
      path: '/api/admin/invoices/resend-email/:invoiceNumber',
      present: ({ message, invoice }) => ({ message, invoice: invoiceJson(invoice) }),
      answer: json.extend(messageSchema, { invoice: invoiceSchema }),
    },
  }),
  defineMessageOperation({
    name: 'deleteInvoice',
    kind: 'mutation',
    access: 'staff',
    description:
      'Deletes an invoice: one that was sent is voided (kept, cancelled by an adjustment note emailed to the customer); its number is never used again. One with a payment or Paid: owners only, its payments stay recorded (admin). The message says which happened.',
    args: { invoiceNumber: arg.string() },
    // One with money on it (a payment, or Paid): owners only (403), the service's rule.
    run: ({ em, services, caller }, { invoiceNumber }) => services.invoices.delete(em, invoiceNumber, sessionOf({ admin: caller })),
    rest: { method: 'DELETE', path: '/api/admin/invoices/:invoiceNumber' },
  }),
  defineOperation({
    name: 'invoicePdfLink',
    kind: 'mutation',
    access: 'staff',
    description: 'A View or Download link to the invoice’s current PDF (/api/admin/invoices/view|download/{n}), valid for 5 minutes (admin).',
    args: { invoiceNumber: arg.string(), disposition: { ...arg.enumOf<DocumentDisposition>(DocumentDisposition), defaultValue: DocumentDisposition.inline } },
    result: () => DocumentLinkResult,
    run: ({ em, services, caller }, { invoiceNumber, disposition }) => linksOf(services).pdfLink(em, invoiceNumber, disposition, sessionOf({ admin: caller })),
  }),
  defineOperation({
    name: 'invoiceExportLink',
    kind: 'mutation',
    access: 'staff',
    description: 'A link (valid 5 minutes) to the CSV export of the invoices issued from `from` to `to` (yyyy-MM-dd, inclusive, workshop time) (admin).',
    args: {
      format: arg.enumOf<InvoiceExportFormat>(InvoiceExportFormat),
      from: arg.string(),
      to: arg.string(),
      amounts: {
        ...arg.enumOf<XeroAmounts>(XeroAmounts, true),
        description: 'xero only: Xero imports prices of one kind per file. Absent: the kind the invoices in the range share (400 when they mix).',
      } as ArgSpec<XeroAmounts | null>,
    },
    result: () => DocumentLinkResult,
    run: ({ services, caller }, { format, from, to, amounts }) => linksOf(services).exportLink(format, from, to, amounts, sessionOf({ admin: caller })),
  }),
  // The invoice's PDF opened in a new tab with ?token= (the session's, or a one-document token for this invoice's current PDF).
  ...pdfOperations('invoicePdf', 'an invoice’s', {
    view: '/api/admin/invoices/view/:invoiceNumber',
    download: '/api/admin/invoices/download/:invoiceNumber',
    param: 'invoiceNumber',
    find: ({ em, services }, invoiceNumber) => services.invoices.pdfDocumentId(em, invoiceNumber),
  }),
  defineOperation({
    // The accountant's CSV exports of a date range, opened in a new tab with ?token= (the session's,
    // or the 5-minute token of the invoiceExportLink mutation for exactly this export).
    name: 'invoiceExport',
    kind: 'query',
    only: 'rest',
    access: 'staff',
    description: 'The CSV export of the invoices issued in a date range, for Xero or plain (admin, ?token=).',
    args: { format: given<ExportFormat>(), range: given<ExportRange>(), amounts: given<XeroAmountsValue | null>() },
    result: () => Boolean,
    run: ({ em, services }, { format, range, amounts }) => services.invoices.exportCsv(em, format, range, amounts),
    rest: {
      method: 'GET',
      path: '/api/admin/invoices/export/:format',
      config: { admin: 'query-token' },
      document: (request) => {
        const { format, range, amounts } = exportRequest({ request } as Http);
        return exportScope(format, range, amounts);
      },
      args: exportRequest,
      query: {
        from: { schema: json.date(), required: true, description: 'The first issue date.' },
        to: { schema: json.date(), required: true, description: 'The last issue date.' },
        amounts: { schema: json.oneOf(['exclusive', 'inclusive']), description: 'Xero only: whether the amounts include GST.' },
      },
      present: (file, http) =>
        http.reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .header('x-invoice-count', String(file.invoices))
          .send(file.csv),
      produces: 'text/csv',
    },
  }),
];
