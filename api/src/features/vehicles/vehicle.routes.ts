/** The vehicle's REST paths (admin): its history, the vehicle page, corrections. */
import type { FastifyInstance } from 'fastify';
import { jsonBody, validateBody } from '../../edge/validate.js';
import { customerJson, recordsJson, timelineEntryJson, type TimelineEntry } from '../customers/public.js';
import type { VehicleHistory } from './vehicle-history.types.js';
import type { VehicleHistoryService } from './vehicle-history.service.js';
import type { Vehicle } from './vehicle.entity.js';
import { VEHICLE_FIELDS, VehicleDetails } from './vehicle.inputs.js';
import type { VehicleService } from './vehicle.service.js';

type Rego = { Params: { rego: string } };
const admin = { config: { admin: true as const } };

function historyJson(h: VehicleHistory) {
  return { rego: h.rego, events: h.events.map((e) => timelineEntryJson(e as unknown as TimelineEntry)), ...recordsJson(h) };
}

function vehicleJson(v: Vehicle) {
  return {
    rego: v.regoKey,
    regoAsWritten: v.rego,
    make: v.make ?? null,
    model: v.model ?? null,
    year: v.year ?? null,
    vin: v.vin ?? null,
    nextServiceDue: v.nextServiceDue ?? null,
    customerId: v.customerId ?? null,
    createdAt: v.createdAt.toISOString(),
    lastSeenAt: v.lastSeenAt.toISOString(),
  };
}

export function vehicleRoutes(app: FastifyInstance, history: VehicleHistoryService, vehicles: VehicleService): void {
  app.get<Rego>('/api/admin/vehicles/:rego/history', admin, async (request) => historyJson(await history.history(request.em, request.params.rego)));

  app.get<Rego>('/api/admin/vehicles/:rego', admin, async (request) => {
    const view = await vehicles.get(request.em, request.params.rego);
    return {
      ...vehicleJson(view.vehicle),
      owner: view.owner ? customerJson(view.owner) : null,
      odometerReadings: view.odometerReadings.map((r) => ({ km: r.km, readAt: r.readAt.toISOString(), jobCardId: r.jobCardId ?? null })),
      ...historyJson(view.history),
    };
  });

  app.patch<Rego>('/api/admin/vehicles/:rego', admin, async (request) => {
    const details = await validateBody(VehicleDetails, jsonBody(request), [...VEHICLE_FIELDS]);
    return vehicleJson(await vehicles.update(request.em, request.params.rego, details));
  });
}
