/** An appointment and a blocked period as REST answers them. */
import type { Appointment } from './appointment.entity.js';
import type { BlockedPeriod } from './blocked-period.entity.js';
import { pickRequest } from './booking.inputs.js';

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
