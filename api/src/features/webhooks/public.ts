/** What webhooks offer other features: deliveries that name an erased customer emptied. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows, type ErasureCounts } from '../../shared/erasure.js';

/** `pattern`: a case-blind POSIX regular expression of the person's details (shared/erasure.ts `detailsPattern`). */
export async function eraseDeliveriesNaming(tx: EntityManager, pattern: string | null): Promise<ErasureCounts> {
  const n = pattern ? await changedRows(tx, `update webhook_delivery set payload = '{"erased":true}'::jsonb where payload::text ~* ?`, [pattern]) : 0;
  return { 'webhook_delivery.deidentified': n };
}
