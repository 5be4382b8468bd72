/** What courtesy cars offer other features: an erased customer's loans kept (the car's history) without their name or number. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows, type Erasure, type ErasureCounts } from '../../shared/erasure.js';

/** The loans for these job cards, or to one of these numbers. */
export async function eraseLoansOf(tx: EntityManager, erasure: Erasure, jobCardIds: string[]): Promise<ErasureCounts> {
  const n = await changedRows(
    tx,
    `update courtesy_loan set customer_name = ?, customer_phone = '', notes = null where job_card_id = any(?) or customer_phone = any(?)`,
    [erasure.marker, jobCardIds, erasure.phones],
  );
  return { 'courtesy_loan.deidentified': n };
}
