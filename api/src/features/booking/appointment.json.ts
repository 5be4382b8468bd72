/** An appointment and a blocked period as REST answers them. */
import type { Appointment } from './appointment.entity.js';
import type { BlockedPeriod } from './blocked-period.entity.js';
import { json } from '../../shared/json-schema.js';
import { pickRequest } from './booking.inputs.js';

const text = json.string();
const maybeText = json.nullable(json.string());

/** An appointment as an example for the API's readers. */
const APPOINTMENT_EXAMPLE = {
  _id: '5f2b9c1e8d4a7b6c3e2f1a09',
  reference: 'K7QM2XPA',
  fullName: 'Alex Nguyen',
  email: 'alex.nguyen@example.com',
  phone: '0412 345 678',
  vehicleMake: 'Toyota',
  vehicleModel: 'Hilux',
  vehicleYear: 2019,
  registration: 'ABC123',
  serviceType: 'Logbook Servicing',
  issueDescription: 'Due for the 60,000 km service.',
  preferredDate: '2027-01-04',
  preferredTime: '09:30',
  status: 'booked',
  createdAt: '2026-12-07T02:10:00.000Z',
  cancelledAt: null,
  customerId: '9a8b7c6d5e4f3a2b1c0d9e8f',
};

/** An appointment as REST answers it. */
export const appointmentSchema = json.named(
  'Appointment',
  json.object(
    {
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
    },
    { example: APPOINTMENT_EXAMPLE },
  ),
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
