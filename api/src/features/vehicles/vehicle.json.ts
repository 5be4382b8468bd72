/** A vehicle and its history as REST answers them. */
import { json } from '../../shared/json-schema.js';
import { customerJson, customerSchema, recordsJson, timelineEntryJson, type TimelineEntry } from '../customers/public.js';
import type { VehicleHistory, VehicleView } from './vehicle-history.types.js';
import type { Vehicle } from './vehicle.entity.js';
import { recommendedWorkJson, recommendedWorkSchema } from './recommended-work.json.js';

const maybeText = json.nullable(json.string());

export const vehicleSchema = json.named(
  'Vehicle',
  json.object({
    rego: json.string({ description: 'The rego as matched (upper case, no spaces).' }),
    regoAsWritten: json.string(),
    make: maybeText,
    model: maybeText,
    year: json.nullable(json.integer()),
    vin: maybeText,
    nextServiceDue: json.nullable(json.date()),
    nextServiceDueDate: json.nullable(json.date('When its next service is due: by its schedule’s months or the day its due km is expected to be reached, whichever comes first.')),
    nextServiceDueKm: json.nullable(json.integer({ description: 'The odometer reading its next service is due at, in km.' })),
    registrationExpiry: json.nullable(json.date('When its registration expires; its owner is reminded before it.')),
    customerId: json.nullable(json.id()),
    createdAt: json.dateTime(),
    lastSeenAt: json.dateTime(),
  }),
);

export const historySchema = json.object({ rego: json.string(), events: json.array(json.any()) });

export const vehicleViewSchema = json.allOf([
  vehicleSchema,
  historySchema,
  json.object({
    owner: json.nullable(customerSchema),
    odometerReadings: json.array(json.object({ km: json.integer(), readAt: json.dateTime(), jobCardId: json.nullable(json.id()) })),
    recommendedWork: json.array(recommendedWorkSchema, { description: 'Work the customer declined on a quote and has not had done since, newest first.' }),
    roadworthy: json.nullable(
      json.object(
        {
          certificateNumber: json.string(),
          issuedOn: json.date('The day it was issued.'),
          currentUntil: json.date('The last day it is current (issued + 30 days).'),
          current: json.boolean({ description: 'True until that day ends.' }),
          jobCardId: json.id(),
        },
        { description: 'Its last roadworthy certificate (a passed inspection), current or not; null when it has none.' },
      ),
    ),
  }),
]);

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
    nextServiceDueDate: v.nextServiceDue ?? null,
    nextServiceDueKm: v.nextServiceDueKm ?? null,
    registrationExpiry: v.registrationExpiry ?? null,
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
    recommendedWork: view.recommendedWork.map(recommendedWorkJson),
    roadworthy: view.roadworthy,
    ...historyJson(view.history),
  };
}
