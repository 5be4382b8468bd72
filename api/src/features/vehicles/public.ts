/** What vehicles offer other features: changes other records make to a vehicle, each in the caller's transaction. */
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The vehicle of `regoKey` is next due for a service on `due` (yyyy-MM-dd) and, when known, at
 * `dueKm`: its last service and schedule set it, the reminders start from it. No vehicle of that rego: nothing.
 */
export async function setNextServiceDue(tx: EntityManager, regoKey: string, due: string, dueKm: number | null = null): Promise<void> {
  await tx.getConnection().execute('update vehicle set next_service_due = ?, next_service_due_km = ? where rego_key = ?', [due, dueKm, regoKey], 'run', tx.getTransactionContext());
}

/** Many vehicles' next services at once (their schedule changed), in one statement: each as `setNextServiceDue` sets it. */
export async function setNextServicesDue(tx: EntityManager, rows: ReadonlyArray<{ regoKey: string; due: string; dueKm: number | null }>): Promise<void> {
  if (!rows.length) return;
  await tx
    .getConnection()
    .execute(
      `update vehicle v set next_service_due = d.due, next_service_due_km = d.due_km
       from jsonb_to_recordset(?::jsonb) as d(rego_key text, due date, due_km int) where v.rego_key = d.rego_key`,
      [JSON.stringify(rows.map((r) => ({ rego_key: r.regoKey, due: r.due, due_km: r.dueKm })))],
      'run',
      tx.getTransactionContext(),
    );
}

/** A merged customer's vehicles are the kept customer's (customers' merge). */
export async function moveVehiclesToCustomer(tx: EntityManager, goneId: string, keepId: string): Promise<void> {
  await tx.getConnection().execute('update vehicle set customer_id = ? where customer_id = ?', [keepId, goneId], 'run', tx.getTransactionContext());
}
export { eraseVehicleOwner } from './vehicle-erasure.js';
