/** An erased customer's own record and the emails and phones that found them. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows, type Erasure, type ErasureCounts } from '../../shared/erasure.js';

export async function eraseCustomerRecord(tx: EntityManager, erasure: Erasure): Promise<ErasureCounts> {
  const keys = await changedRows(tx, 'delete from customer_key where customer_id = ?', [erasure.customerId]);
  const customer = await changedRows(tx, 'delete from customer where _id = ?', [erasure.customerId]);
  return { 'customer_key.deleted': keys, 'customer.deleted': customer };
}
