/** An erased customer's reminders: kept as the record that they went (so none goes twice), without the address, rego or link. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows, type Erasure, type ErasureCounts } from '../../shared/erasure.js';

export async function eraseRemindersOf(tx: EntityManager, erasure: Erasure): Promise<ErasureCounts> {
  const n = await changedRows(tx, 'update reminder set email = null, rego_key = null, token_hash = null, customer_id = null where customer_id = ?', [erasure.customerId]);
  return { 'reminder.deidentified': n };
}
