/** An appointment and a blocked period as REST answers them. */
import type { Appointment } from './appointment.entity.js';
import type { BlockedPeriod } from './blocked-period.entity.js';
import { json } from '../../shared/json-schema.js';
import { pickRequest } from './booking.inputs.js';

const text = json.string();
const maybeText = json.nullable(json.string());

/** An appointment as REST answers it. */
export const appointmentSchema = json.named(
  'Appointment',
  json.object({
    _id: json.id(),
    reference: json.string({ description: 'The booking reference the customer is given.' }),
    fullName: text,
    email: maybeText,
    phone: maybeText,
    vehicleMake: maybeText,
    vehicleModel: maybeText,
    vehicleYear: json.nullable(json.integer()),
    registration: maybeText,
    serviceType: text,
    issueDescription: maybeText,
    preferredDate: json.date(),
    preferredTime: json.time(),
    status: json.oneOf(['booked', 'cancelled']),
    createdAt: json.dateTime(),
    cancelledAt: json.nullable(json.dateTime()),
    customerId: json.nullable(json.id()),
  }),
);

export const blockedPeriodSchema = json.named(
  'BlockedPeriod',
  json.object({
    _id: json.id(),
    startDate: json.date(),
    startTime: json.time(),
    endDate: json.date(),
    endTime: json.time(),
    reason: maybeText,
    createdAt: json.dateTime(),
  }),
);

export function appointmentJson(a: Appointment) {
  return {
    _id: a._id,
    reference: a.reference,
    ...pickRequest(a),
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    cancelledAt: a.cancelledAt ? a.cancelledAt.toISOString() : null,
    customerId: a.customerId ?? null,
  };
}

export function blockedPeriodJson(p: BlockedPeriod) {
  return {
    _id: p._id,
    startDate: p.startDate,
    startTime: p.startTime,
    endDate: p.endDate,
    endTime: p.endTime,
    reason: p.reason,
    createdAt: p.createdAt.toISOString(),
  };
}
