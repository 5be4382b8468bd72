/** GET /api/admin/vehicles/{rego}/history (admin): the vehicle history, amounts in dollars. */
import type { FastifyInstance } from 'fastify';
import { centsToDollars } from '../../shared/money.js';
import { appointmentJson } from '../booking/public.js';
import { jobCardJson, quoteJson } from '../jobcards/public.js';
import { invoiceJson } from '../invoices/public.js';
import type { VehicleHistoryService } from './vehicle-history.service.js';

export function vehicleHistoryRoutes(app: FastifyInstance, vehicles: VehicleHistoryService): void {
  app.get<{ Params: { rego: string } }>('/api/admin/vehicles/:rego/history', { config: { admin: true } }, async (request) => {
    const h = await vehicles.history(request.em, request.params.rego);
    return {
      rego: h.rego,
      events: h.events.map((e) => ({
        kind: e.kind,
        at: e.at.toISOString(),
        id: e.id,
        title: e.title,
        status: e.status,
        customerName: e.customerName,
        total: e.totalCents === null ? null : centsToDollars(e.totalCents),
        jobCardId: e.jobCardId,
      })),
      appointments: h.appointments.map(appointmentJson),
      jobCards: h.jobCards.map(jobCardJson),
      quotes: h.quotes.map((q) => ({ ...quoteJson(q), jobCardId: q.jobCard._id })),
      invoices: h.invoices.map((i) => invoiceJson(i)),
      totalSpent: centsToDollars(h.totalSpentCents),
      paid: centsToDollars(h.paidCents),
      outstanding: centsToDollars(h.outstandingCents),
    };
  });
}
