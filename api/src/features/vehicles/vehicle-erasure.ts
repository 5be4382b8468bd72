/** An erased customer's vehicles: the car's own record stays (its history is the car's), no longer theirs. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows, type Erasure, type ErasureCounts } from '../../shared/erasure.js';

export async function eraseVehicleOwner(tx: EntityManager, erasure: Erasure): Promise<ErasureCounts> {
  return { 'vehicle.unlinked': await changedRows(tx, 'update vehicle set customer_id = null where customer_id = ?', [erasure.customerId]) };
}
