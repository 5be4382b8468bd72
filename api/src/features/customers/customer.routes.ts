/** The customers' REST paths (admin): the list, one customer with their records, edit, merge. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonBody, validateBody } from '../../edge/validate.js';
import { AppError } from '../../shared/errors.js';
import { nextPageLink } from '../../shared/paging.js';
import { contactQueryJson } from '../contact/public.js';
import { customerJson } from './customer-json.js';
import { CUSTOMER_FIELDS, CustomerDetails } from './customer.inputs.js';
import type { CustomerService } from './customer.service.js';
import { recordsJson } from './records-json.js';
import { timelineEntryJson } from './timeline.js';

const admin = { config: { admin: true as const } };
type Id = { Params: { id: string } };

function single(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name];
  if (Array.isArray(value)) throw AppError.badInput(`${name} must be given once.`);
  return value as string | undefined;
}

export function customerRoutes(app: FastifyInstance, customers: CustomerService): void {
  app.get('/api/admin/customers', admin, async (request, reply) => {
    const page = await customers.list(request.em, { q: single(request, 'q'), limit: single(request, 'limit'), after: single(request, 'cursor') });
    const link = nextPageLink('/api/admin/customers', request.query as Record<string, unknown>, page.nextCursor);
    if (link) reply.header('link', link);
    return page.items.map(customerJson);
  });

  app.get<Id>('/api/admin/customers/:id', admin, async (request) => {
    const view = await customers.get(request.em, request.params.id);
    return {
      ...customerJson(view.customer),
      vehicles: view.vehicles.map((v) => ({ ...v, lastSeenAt: v.lastSeenAt.toISOString() })),
      timeline: view.timeline.map(timelineEntryJson),
      messages: view.messages.map(contactQueryJson),
      ...recordsJson(view),
    };
  });

  app.patch<Id>('/api/admin/customers/:id', admin, async (request) => {
    const details = await validateBody(CustomerDetails, jsonBody(request), [...CUSTOMER_FIELDS]);
    return customerJson(await customers.update(request.em, request.params.id, details));
  });

  app.post<Id>('/api/admin/customers/:id/merge', admin, async (request) => {
    const { otherId } = jsonBody(request);
    return customerJson(await customers.merge(request.em, request.params.id, otherId as string));
  });
}
