/** What contact offers other features: a contact query as REST shows it, and its declared changes. */
import type { EntityManager } from '@mikro-orm/postgresql';
export { contactQueryJson } from './contact.json.js';
export { contactChanges } from './contact.changes.js';

/** A merged customer's messages become the kept customer's (customers' merge), in the caller's transaction. */
export async function moveContactQueriesToCustomer(tx: EntityManager, goneId: string, keepId: string): Promise<void> {
  await tx.getConnection().execute('update contact_query set customer_id = ? where customer_id = ?', [keepId, goneId], 'run', tx.getTransactionContext());
}
export { eraseContactQueriesOf, deidentifyContactQueriesBefore } from './contact-erasure.js';
