/** A vehicle and its history as REST answers them. */
import { customerJson, recordsJson, timelineEntryJson, type TimelineEntry } from '../customers/public.js';
import type { VehicleHistory, VehicleView } from './vehicle-history.types.js';
import type { Vehicle } from './vehicle.entity.js';

export function historyJson(h: VehicleHistory) {
  return { rego: h.rego, events: h.events.map((e) => timelineEntryJson(e as unknown as TimelineEntry)), ...recordsJson(h) };
}

export function vehicleJson(v: Vehicle) {
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

/** The vehicle page: the vehicle, its owner, its odometer readings and its history. */
export function vehicleViewJson(view: VehicleView) {
  return {
    ...vehicleJson(view.vehicle),
    owner: view.owner ? customerJson(view.owner) : null,
    odometerReadings: view.odometerReadings.map((r) => ({ km: r.km, readAt: r.readAt.toISOString(), jobCardId: r.jobCardId ?? null })),
    ...historyJson(view.history),
  };
}
