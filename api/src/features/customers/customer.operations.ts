/** Customers (admin): the list, one customer with their records, edit, merge; each operation's GraphQL field and REST route. */
import { json } from '../../shared/json-schema.js';
import { arg, defineOperation } from '../../edge/operation.js';
import { itemsWithNextLink, pageAsked, queryValue } from '../../edge/rest-args.js';
import { PageArgs } from '../../shared/page-type.js';
import { contactQueryJson } from '../contact/public.js';
import { Customer } from './customer.entity.js';
import { customerJson, customerSchema } from './customer-json.js';
import { CustomerDetails, CustomerFilter } from './customer.inputs.js';
import { CustomerPage, CustomerView } from './customer.types.js';
import { recordsJson } from './records-json.js';
import { timelineEntryJson } from './timeline.js';

export const customerOperations = [
  defineOperation({
    name: 'customers',
    kind: 'query',
    access: 'staff',
    description: 'Customers, newest activity first, found by the filter’s q, one page at a time (admin). limit: 1 to 500, default 100.',
    args: { filter: arg.optionalInput(CustomerFilter), page: arg.flat(PageArgs) },
    result: () => CustomerPage,
    run: ({ em, services }, { filter, page }) => services.customers.list(em, { q: filter?.q, ...page }),
    rest: {
      method: 'GET',
      path: '/api/admin/customers',
      args: (http) => ({ filter: { q: queryValue(http, 'q') }, page: pageAsked(http) as PageArgs }),
      present: (page, http) => itemsWithNextLink(page, http, customerJson),
      answer: json.array(customerSchema),
    },
  }),
  defineOperation({
    name: 'customer',
    kind: 'query',
    access: 'staff',
    description: 'One customer with their vehicles, time line and totals (admin).',
    args: { id: arg.id() },
    result: () => CustomerView,
    run: ({ em, services }, { id }) => services.customers.get(em, id),
    rest: {
      method: 'GET',
      path: '/api/admin/customers/:id',
      present: (view) => ({
        ...customerJson(view.customer),
        vehicles: view.vehicles.map((v) => ({ ...v, lastSeenAt: v.lastSeenAt.toISOString() })),
        timeline: view.timeline.map(timelineEntryJson),
        messages: view.messages.map(contactQueryJson),
        ...recordsJson(view),
      }),
      answer: json.extend(customerSchema, {
        vehicles: json.array(json.object({ lastSeenAt: json.dateTime() }), { description: 'Their vehicles.' }),
        timeline: json.array(json.any(), { description: 'Their records, one time line.' }),
        messages: json.array(json.any(), { description: 'Their contact-form messages.' }),
      }),
    },
  }),
  defineOperation({
    name: 'updateCustomer',
    kind: 'mutation',
    access: 'staff',
    description: 'Changes a customer’s name, email, phone, notes, marketing choice or contact preference (admin). Contact by text only needs a mobile number.',
    args: { id: arg.id(), input: arg.input(CustomerDetails) },
    result: () => Customer,
    run: ({ em, services }, { id, input }) => services.customers.update(em, id, input),
    rest: { method: 'PATCH', path: '/api/admin/customers/:id', present: customerJson, answer: customerSchema },
  }),
  defineOperation({
    name: 'mergeCustomers',
    kind: 'mutation',
    access: 'staff',
    description: 'Moves everything of customer `otherId` to customer `id` and removes `otherId` (admin).',
    args: { id: arg.id(), otherId: arg.id() },
    result: () => Customer,
    run: ({ em, services }, { id, otherId }) => services.customers.merge(em, id, otherId),
    rest: { method: 'POST', path: '/api/admin/customers/:id/merge', present: customerJson, answer: customerSchema },
  }),
];
