/** A booking's car in words, for its emails and calendar event. */
import type { Appointment } from './appointment.entity.js';

/** Year, make and model when known, else the rego (a booking staff took by phone may have only that). */
export function vehicleOf(a: Pick<Appointment, 'vehicleYear' | 'vehicleMake' | 'vehicleModel' | 'registration'>): string {
  return [a.vehicleYear, a.vehicleMake, a.vehicleModel].filter(Boolean).join(' ') || a.registration || 'N/A';
}
