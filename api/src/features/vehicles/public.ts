/** What vehicles offer other features: changes other records make to a vehicle, each in the caller's transaction. */
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The vehicle of `regoKey` is next due for a service on `due` (yyyy-MM-dd) and, when known, at
 * `dueKm`: its last service and schedule set it, the reminders start from it. A date staff set by
 * hand stands (only the km follows) unless `replaceHandSet`: its service was recorded, or its own
 * schedule was saved. No vehicle of that rego: nothing.
 */
export async function setNextServiceDue(tx: EntityManager, regoKey: string, due: string, dueKm: number | null, replaceHandSet: boolean): Promise<void> {
  await tx
    .getConnection()
    .execute(
      `update vehicle set next_service_due = case when next_service_due_by_hand and not ?::boolean then next_service_due else ?::date end,
         next_service_due_km = ?, next_service_due_by_hand = next_service_due_by_hand and not ?::boolean
       where rego_key = ?`,
      [replaceHandSet, due, dueKm, replaceHandSet, regoKey],
      'run',
      tx.getTransactionContext(),
    );
}

/** Many vehicles' next services at once (the service schedules changed), in one statement: a date set by hand stands, the km follows. */
export async function setNextServicesDue(tx: EntityManager, rows: ReadonlyArray<{ regoKey: string; due: string; dueKm: number | null }>): Promise<void> {
  if (!rows.length) return;
  await tx
    .getConnection()
    .execute(
      `update vehicle v set next_service_due = case when v.next_service_due_by_hand then v.next_service_due else d.due end, next_service_due_km = d.due_km
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
