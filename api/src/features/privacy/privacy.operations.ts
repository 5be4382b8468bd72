/** A customer's data on request (owners): the export, the erasure, and the retention setting; each operation's GraphQL field and REST route. */
import { json } from '../../shared/json-schema.js';
import { arg, defineOperation, type Http } from '../../edge/operation.js';
import { jsonBody } from '../../edge/validate.js';
import { contentDisposition } from '../documents/public.js';
import { CustomerErasure, PrivacyRetention } from './privacy.types.js';
import type { ErasureResult } from './privacy.service.js';

const customerParam = ({ request }: Http) => (request.params as { id: string }).id;

const erasureJson = (r: ErasureResult) => ({ _id: r.id, erasedAt: r.erasedAt.toISOString(), counts: r.counts });
const erasureSchema = json.named(
  'CustomerErasure',
  json.object({ _id: json.id(), erasedAt: json.dateTime(), counts: json.record(json.integer({ minimum: 0 }), { description: 'Rows changed per kind, e.g. appointment.deidentified, invoice.kept.' }) }),
);
const retentionSchema = json.object({ enabled: json.boolean(), months: json.integer({ minimum: 1, maximum: 120 }) });

export const privacyOperations = [
  defineOperation({
    name: 'customerExport',
    kind: 'query',
    only: 'rest',
    access: 'owner',
    apiArea: null,
    description: 'Everything held about a customer as a ZIP: summary.pdf, records/<kind>.json for every kind of record, documents/ with the stored PDFs and photos (owners).',
    args: { id: arg.id() },
    result: () => Boolean,
    run: ({ em, services }, { id }) => services.privacy.exportCustomer(em, id),
    rest: {
      method: 'GET',
      path: '/api/admin/customers/:id/export',
      args: (http) => ({ id: customerParam(http) }),
      present: (file, { reply }) =>
        reply
          .header('content-type', 'application/zip')
          .header('content-disposition', contentDisposition('attachment', file.filename))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream),
      produces: 'application/zip',
    },
  }),
  defineOperation({
    name: 'eraseCustomer',
    kind: 'mutation',
    access: 'owner',
    apiArea: null,
    description:
      'Erases a customer on request, confirmed by their name as shown: their details removed or de-identified everywhere, their record gone; tax invoices and adjustment notes of the last five years kept as issued but withheld from lists, searches and reminders (owners).',
    args: { id: arg.id(), confirm: arg.string() },
    result: () => CustomerErasure,
    run: ({ em, services }, { id, confirm }) => services.privacy.erase(em, id, confirm),
    graphql: (r: ErasureResult) => ({ id: r.id, erasedAt: r.erasedAt, counts: Object.entries(r.counts).map(([kind, count]) => ({ kind, count })) }),
    rest: {
      method: 'POST',
      path: '/api/admin/customers/:id/erase',
      args: (http) => ({ id: customerParam(http), confirm: jsonBody(http.request).confirm as string }),
      present: erasureJson,
      answer: erasureSchema,
    },
  }),
  defineOperation({
    name: 'privacyRetention',
    kind: 'query',
    access: 'owner',
    apiArea: null,
    description: 'Whether contact messages and stored mail copies are de-identified after a number of months (owners).',
    args: {},
    result: () => PrivacyRetention,
    run: ({ em, services }) => services.privacyRetention.get(em),
    rest: { method: 'GET', path: '/api/admin/settings/privacy-retention', answer: retentionSchema },
  }),
  defineOperation({
    name: 'savePrivacyRetention',
    kind: 'mutation',
    access: 'owner',
    apiArea: null,
    description: 'Saves the retention of contact messages and stored mail copies: off, or de-identified once older than 1 to 120 months (owners).',
    args: { enabled: arg.boolean(), months: arg.int() },
    result: () => PrivacyRetention,
    run: ({ em, services }, { enabled, months }) => services.privacyRetention.save(em, { enabled, months }),
    rest: {
      method: 'PUT',
      path: '/api/admin/settings/privacy-retention',
      args: ({ request }) => {
        const body = jsonBody(request);
        return { enabled: body.enabled as boolean, months: body.months as number };
      },
      answer: retentionSchema,
    },
  }),
];
