/** What reminders offer other features: moving a merged customer's reminders. */
import type { EntityManager } from '@mikro-orm/postgresql';

/** A merged customer's reminders become the kept customer's (customers' merge), in the caller's transaction: the kept customer's review requests count them. */
export async function moveRemindersToCustomer(tx: EntityManager, goneId: string, keepId: string): Promise<void> {
  await tx.getConnection().execute('update reminder set customer_id = ? where customer_id = ?', [keepId, goneId], 'run', tx.getTransactionContext());
}
export { eraseRemindersOf } from './reminder-erasure.js';
