/** GET /api/admin/search?q= (admin): at most 5 of each kind of record, each as its own route shows it. */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors.js';
import { appointmentJson } from '../booking/public.js';
import { customerJson } from '../customers/public.js';
import { invoiceJson } from '../invoices/public.js';
import { jobCardJson } from '../jobcards/public.js';
import type { SearchService } from './search.service.js';

export function searchRoutes(app: FastifyInstance, search: SearchService): void {
  app.get<{ Querystring: { q?: string | string[] } }>('/api/admin/search', { config: { admin: true } }, async (request) => {
    if (Array.isArray(request.query.q)) throw AppError.badInput('q must be given once.');
    const found = await search.search(request.em, request.query.q ?? '');
    return {
      customers: found.customers.map(customerJson),
      vehicles: found.vehicles.map((v) => ({ ...v, lastSeenAt: v.lastSeenAt.toISOString() })),
      invoices: found.invoices.map((i) => invoiceJson(i)),
      jobCards: found.jobCards.map(jobCardJson),
      appointments: found.appointments.map(appointmentJson),
    };
  });
}
