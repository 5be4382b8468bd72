/** What the sms feature offers other features: a merged customer's texts moved to the customer kept; who may be texted, when, and in which characters. */
import type { EntityManager } from '@mikro-orm/postgresql';

/** A merged customer's texts become the kept customer's (customers' merge), in the caller's transaction. */
export async function moveTextsToCustomer(tx: EntityManager, goneId: string, keepId: string): Promise<void> {
  await tx.getConnection().execute('update sms_message set customer_id = ? where customer_id = ?', [keepId, goneId], 'run', tx.getTransactionContext());
}

export { marketingConsentSql, marketingSendAt, OPT_OUT_LINE, plainText, wantsTextsSql } from './outgoing-texts.js';
export { eraseTextsOf } from './sms-erasure.js';
