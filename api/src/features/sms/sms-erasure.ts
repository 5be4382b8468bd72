/**
 * An erased customer's texts: those not yet sent are dropped, the rest kept without number or
 * words; their numbers' opt-outs go too (the person is no longer known here).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows, type Erasure, type ErasureCounts } from '../../shared/erasure.js';

export async function eraseTextsOf(tx: EntityManager, erasure: Erasure): Promise<ErasureCounts> {
  const dropped = await changedRows(tx, `delete from sms_message where customer_id = ? and status in ('queued', 'sending')`, [erasure.customerId]);
  const deidentified = await changedRows(tx, `update sms_message set phone = '', body = '', error = null, customer_id = null where customer_id = ?`, [erasure.customerId]);
  const optOuts = erasure.phones.length ? await changedRows(tx, 'delete from sms_opt_out where phone = any(?)', [erasure.phones]) : 0;
  return { 'sms_message.deleted': dropped, 'sms_message.deidentified': deidentified, 'sms_opt_out.deleted': optOuts };
}
