/** What vehicles offer other features: changes other records make to a vehicle, each in the caller's transaction. */
import type { EntityManager } from '@mikro-orm/postgresql';

/** The vehicle of `regoKey` is next due for a service on `due` (yyyy-MM-dd): an invoiced job card sets it, the reminders start from it. No vehicle of that rego: nothing. */
export async function setNextServiceDue(tx: EntityManager, regoKey: string, due: string): Promise<void> {
  await tx.getConnection().execute('update vehicle set next_service_due = ? where rego_key = ?', [due, regoKey], 'run', tx.getTransactionContext());
}

/** A merged customer's vehicles are the kept customer's (customers' merge). */
export async function moveVehiclesToCustomer(tx: EntityManager, goneId: string, keepId: string): Promise<void> {
  await tx.getConnection().execute('update vehicle set customer_id = ? where customer_id = ?', [keepId, goneId], 'run', tx.getTransactionContext());
}
