/** An erased customer's bookings: their details, rego and words removed; those still ahead cancelled. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows, type Erasure, type ErasureCounts } from '../../shared/erasure.js';

export async function eraseAppointmentsOf(tx: EntityManager, erasure: Erasure, today: string): Promise<ErasureCounts> {
  const cancelled = await changedRows(
    tx,
    `update appointment set status = 'cancelled', cancelled_at = now() where customer_id = ? and status = 'booked' and preferred_date >= ?`,
    [erasure.customerId, today],
  );
  const deidentified = await changedRows(
    tx,
    `update appointment set full_name = ?, email = '', phone = '', registration = null, issue_description = '', undo_token_hash = null, customer_id = null
     where customer_id = ?`,
    [erasure.marker, erasure.customerId],
  );
  return { 'appointment.deidentified': deidentified, 'appointment.cancelled': cancelled };
}
