/** An erased customer's contact messages, and messages older than the retention period: sender and words removed. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows, type Erasure, type ErasureCounts } from '../../shared/erasure.js';

const DEIDENTIFY = `update contact_query set name = ?, email = '', phone = null, message = '', reply_message = null, customer_id = null`;

export async function eraseContactQueriesOf(tx: EntityManager, erasure: Erasure): Promise<ErasureCounts> {
  return { 'contact_query.deidentified': await changedRows(tx, `${DEIDENTIFY} where customer_id = ?`, [erasure.marker, erasure.customerId]) };
}

/** Contact messages received before `before` that still name their sender. */
export function deidentifyContactQueriesBefore(tx: EntityManager, before: Date, marker: string): Promise<number> {
  return changedRows(tx, `${DEIDENTIFY} where created_at < ? and email <> ''`, [marker, before]);
}
