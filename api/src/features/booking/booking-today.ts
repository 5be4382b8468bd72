/** The booked appointments of one workshop day, by time: the dashboard's 'Today' reads them here. */
import type { EntityManager } from '@mikro-orm/postgresql';

export interface DayBooking {
  appointmentId: string;
  reference: string;
  date: string;
  time: string;
  customerName: string;
  phone: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: number;
  registration: string | null;
  serviceType: string;
  customerId: string | null;
}

/** Booked (not cancelled) appointments dated `date` (yyyy-MM-dd, workshop time), earliest first; read from the booked-slot index. */
export function bookedOnDay(em: EntityManager, date: string): Promise<DayBooking[]> {
  return em.execute<DayBooking[]>(
    `SELECT _id AS "appointmentId", reference, preferred_date AS "date", preferred_time AS "time", full_name AS "customerName",
            phone, vehicle_make AS "vehicleMake", vehicle_model AS "vehicleModel", vehicle_year AS "vehicleYear",
            registration, service_type AS "serviceType", customer_id AS "customerId"
     FROM appointment WHERE preferred_date = ? AND status = 'booked' ORDER BY preferred_time, created_at`,
    [date],
  );
}
