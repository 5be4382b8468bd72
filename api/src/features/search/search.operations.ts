/** The admin's one search box: its GraphQL field and REST route, each record as its own route shows it. */
import { json } from '../../shared/json-schema.js';
import { arg, defineOperation } from '../../edge/operation.js';
import { queryValue } from '../../edge/rest-args.js';
import { appointmentJson, appointmentSchema } from '../booking/public.js';
import { customerJson, customerSchema } from '../customers/public.js';
import { invoiceJson, invoiceSchema } from '../invoices/public.js';
import { jobCardJson, jobCardSchema } from '../jobcards/public.js';
import { SearchResults } from './search.types.js';

export const searchOperations = [
  defineOperation({
    name: 'search',
    kind: 'query',
    access: 'staff',
    description:
      'Customers (name, email, phone in any form or its last 6 digits, a rego of theirs), vehicles (part of a rego), invoices (part of a number), job cards (id or rego) and appointments (id, or booking reference): at most 5 of each (admin).',
    args: { q: arg.string() },
    result: () => SearchResults,
    run: ({ em, services }, { q }) => services.search.search(em, q),
    rest: {
      method: 'GET',
      path: '/api/admin/search',
      args: (http) => ({ q: queryValue(http, 'q') ?? '' }),
      present: (found) => ({
        customers: found.customers.map(customerJson),
        vehicles: found.vehicles.map((v) => ({ ...v, lastSeenAt: v.lastSeenAt.toISOString() })),
        invoices: found.invoices.map((i) => invoiceJson(i)),
        jobCards: found.jobCards.map(jobCardJson),
        appointments: found.appointments.map(appointmentJson),
      }),
      answer: json.object({
        customers: json.array(customerSchema),
        vehicles: json.array(json.object({ lastSeenAt: json.dateTime() })),
        invoices: json.array(invoiceSchema),
        jobCards: json.array(jobCardSchema),
        appointments: json.array(appointmentSchema),
      }),
    },
  }),
];
