/** GET /api/admin/vehicles/{rego}/history (admin): the vehicle history, amounts in dollars. */
import type { FastifyInstance } from 'fastify';
import { recordsJson, timelineEntryJson, type TimelineEntry } from '../customers/public.js';
import type { VehicleHistoryService } from './vehicle-history.service.js';

export function vehicleHistoryRoutes(app: FastifyInstance, vehicles: VehicleHistoryService): void {
  app.get<{ Params: { rego: string } }>('/api/admin/vehicles/:rego/history', { config: { admin: true } }, async (request) => {
    const h = await vehicles.history(request.em, request.params.rego);
    return {
      rego: h.rego,
      events: h.events.map((e) => timelineEntryJson(e as unknown as TimelineEntry)),
      ...recordsJson(h),
    };
  });
}
