/** What the Xero sync offers other features: forgetting an erased customer's Xero contact. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows, type Erasure, type ErasureCounts } from '../../shared/erasure.js';

export async function forgetXeroContactOf(tx: EntityManager, erasure: Erasure): Promise<ErasureCounts> {
  return { 'xero_contact.deleted': await changedRows(tx, 'delete from xero_contact where customer_id = ?', [erasure.customerId]) };
}
